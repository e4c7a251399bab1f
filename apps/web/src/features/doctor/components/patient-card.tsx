import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DoctorPatient } from '@sprout/contracts';
import { patientPath } from '../utils/paths.ts';
import styles from './doctor.module.css';
import { FlagList, useSexAge } from './patient-facts.tsx';

/** One row of the list: the whole card opens the patient. */
export function PatientCard({ patient, today }: { patient: DoctorPatient; today: string }) {
  const { t } = useTranslation('doctor');
  const sexAge = useSexAge();
  return (
    <li>
      <Link
        className={styles.patientLink}
        to={patientPath(patient.patientId)}
        data-testid="patient-card"
        data-patient-id={patient.patientId}
      >
        <span className={styles.patientName}>{patient.name}</span>
        <span className={styles.meta}>
          {sexAge(patient, today)} · {t('patient.fileNumber')} {patient.fileNumber}
        </span>
        <span className={styles.meta}>
          {t('patient.lastVisit')} {patient.lastVisitDate ?? t('patient.none')} · {t('patient.nextDue')}{' '}
          {patient.nextDueDate ?? t('patient.none')}
        </span>
        <FlagList flags={patient.flags} />
      </Link>
    </li>
  );
}
