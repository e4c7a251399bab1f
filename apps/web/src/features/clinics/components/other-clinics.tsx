import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useClinics } from '../api/get-clinics.ts';
import styles from './clinic.module.css';

/** The group's other clinics, so a parent can switch branch from the page they are on. */
export function OtherClinics({ currentId }: { currentId: string }) {
  const { t } = useTranslation('clinics');
  const clinics = useClinics();
  const others = (clinics.data ?? []).filter((clinic) => clinic.shopId !== currentId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-clinics">
      <h2 id="other-clinics" className={styles.sectionTitle}>
        {t('otherClinics')}
      </h2>
      <ul className={styles.otherClinics}>
        {others.map((clinic) => (
          <li key={clinic.shopId}>
            <Link to={`/clinics/${clinic.shopId}`} data-testid="other-clinic">
              {clinic.name}
            </Link>
            <span className={styles.clinicCardLine}>{clinic.address}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
