import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMilestones } from '../api/milestone-calls.ts';
import { MotorList, WarningSigns } from './milestone-lists.tsx';
import styles from './milestones.module.css';

/** The child's milestones on the doctor's patient page (issue 34): what the parent ticked, read-only. */
export function DoctorMilestones({ familyMemberId, className }: { familyMemberId: string; className?: string }) {
  const { t } = useTranslation('milestones');
  const milestones = useMilestones(familyMemberId);
  const data = milestones.data;
  return (
    <section className={className} aria-labelledby="milestones-title" data-testid="overview-milestones">
      <h2 className={styles.title} id="milestones-title">
        {t('doctor.title')}
      </h2>
      {milestones.isError ? <p className={fieldStyles.error}>{t('loadFailed')}</p> : null}
      {data ? (
        <>
          <p className={data.concerns > 0 ? styles.concern : styles.done} data-testid="milestones-summary">
            {data.concerns > 0 ? t('concerns', { count: data.concerns }) : t('doctor.none')}
          </p>
          <p className={styles.meta}>{t('doctor.readOnly')}</p>
          {data.correctionDays > 0 ? <p className={styles.meta}>{t('corrected', { name: data.name, months: data.ageMonths })}</p> : null}
          <WarningSigns milestones={data} />
          <MotorList milestones={data} />
        </>
      ) : null}
    </section>
  );
}
