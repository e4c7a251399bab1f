import type { DoctorPatient, PatientFlag } from '@sprout/contracts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './patient-facts.module.css';

export function FlagList({ flags }: { flags: readonly PatientFlag[] }) {
  const { t } = useTranslation('doctor');
  if (flags.length === 0) return null;
  return (
    <ul className={styles.flags} data-testid="patient-flags">
      {flags.map((flag) => (
        <li key={flag} className={styles.flag} data-flag={flag}>
          {t(`flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}

/** Sex and age in one line: "男 · 8岁7个月". */
export function useSexAge(): (patient: Pick<DoctorPatient, 'sex' | 'birthDate'>, today: string) => string {
  const { t } = useTranslation('doctor');
  const formatAge = useFormatAge();
  return (patient, today) => `${t(`patient.${patient.sex}`)} · ${formatAge.age(patient.birthDate, today)}`;
}
