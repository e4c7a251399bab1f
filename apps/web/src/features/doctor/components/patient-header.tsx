import { DAYS_PER_WEEK } from '@sprout/clinical';
import type { PatientOverview } from '@sprout/contracts';
import { correctedAge, useFormatAge } from '../../../lib/format/age.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './doctor.module.css';
import { FlagList } from './patient-facts.tsx';

/** Name, sex, age (and corrected age for a preterm baby), file numbers, clinic, the guardians' masked phones, flags. */
export function PatientHeader({ patient, today }: { patient: PatientOverview['patient']; today: string }) {
  const { t } = useTranslation('doctor');
  const formatAge = useFormatAge();
  const corrected = correctedAge(patient.birthDate, today, patient.gestationalAgeDays);
  const ga = patient.gestationalAgeDays;
  return (
    <section className={styles.card} aria-labelledby="patient-name" data-testid="patient-header">
      <h1 className={styles.heading} id="patient-name">
        {patient.name}
      </h1>
      <p className={styles.meta}>
        {t(`patient.${patient.sex}`)} · {patient.birthDate} · {t('patient.age', { age: formatAge.age(patient.birthDate, today) })}
        {corrected !== null ? ` · ${t('patient.correctedAge', { age: formatAge.corrected(corrected, today) })}` : ''}
      </p>
      {ga !== null ? (
        <p className={styles.meta}>{t('patient.preterm', { weeks: Math.floor(ga / DAYS_PER_WEEK), days: ga % DAYS_PER_WEEK })}</p>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('patient.fileNumber')}</dt>
        <dd>{patient.fileNumber}</dd>
        <dt>{t('patient.outpatientNumber')}</dt>
        <dd>{patient.outpatientNumber}</dd>
        <dt>{t('patient.clinic')}</dt>
        <dd>{patient.clinicName}</dd>
        <dt>{t('patient.guardianPhones')}</dt>
        <dd data-testid="guardian-phones">{patient.guardianPhones.join(', ')}</dd>
        <dt>{t('patient.lastVisit')}</dt>
        <dd>{patient.lastVisitDate ?? t('patient.none')}</dd>
        <dt>{t('patient.nextDue')}</dt>
        <dd>{patient.nextDueDate ?? t('patient.none')}</dd>
      </dl>
      {patient.flags.length > 0 ? <FlagList flags={patient.flags} /> : <p className={styles.meta}>{t('overview.flagsNone')}</p>}
    </section>
  );
}
