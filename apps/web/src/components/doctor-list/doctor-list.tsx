import { useTranslation } from '../../lib/i18n/react.tsx';
import { DoctorItem, type DoctorItemData } from './doctor-item.tsx';
import styles from './doctor-list.module.css';

export interface DoctorListProps {
  doctors: readonly DoctorItemData[];
  /** Tags shown per card before "show more" (default 3). */
  visibleTags?: number;
  /** A link for a doctor's name, or undefined for none. */
  hrefOf?: (doctor: DoctorItemData) => string | undefined;
  /** Shown when the list is empty; a default sentence otherwise. */
  emptyText?: string;
  clampIntroduction?: boolean;
}

/**
 * A list of doctor cards. Shared by the clinic page and the activity pages' doctor-list module, so it takes
 * plain doctor cards and knows nothing about where they came from. Its texts are in the `doctorList`
 * namespace: list it in the route's namespaces.
 */
export function DoctorList({ doctors, visibleTags, hrefOf, emptyText, clampIntroduction }: DoctorListProps) {
  const { t } = useTranslation('doctorList');
  if (doctors.length === 0) {
    return (
      <p className={styles.empty} data-testid="doctor-list-empty">
        {emptyText ?? t('empty')}
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="doctor-list">
      {doctors.map((doctor) => (
        <li key={doctor.id}>
          <DoctorItem doctor={doctor} visibleTags={visibleTags} href={hrefOf?.(doctor)} clampIntroduction={clampIntroduction} />
        </li>
      ))}
    </ul>
  );
}
