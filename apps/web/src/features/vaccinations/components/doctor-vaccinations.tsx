import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useVaccinations } from '../api/vaccination-calls.ts';
import { OptionalList } from './optional-list.tsx';
import { ScheduleList } from './schedule-list.tsx';
import { ScheduleSource } from './schedule-source.tsx';
import styles from './vaccinations.module.css';

/**
 * The child's vaccinations on the doctor's patient page (issue 34): the same schedule the parent sees, read-only
 * (parents record the doses from the vaccination certificate). app/ places it, as it places the charts.
 */
export function DoctorVaccinations({ familyMemberId, className }: { familyMemberId: string; className?: string }) {
  const { t } = useTranslation('vaccinations');
  const schedule = useVaccinations(familyMemberId);
  const data = schedule.data;
  return (
    <section className={className} aria-labelledby="vaccinations-title" data-testid="overview-vaccinations">
      <h2 className={styles.sectionTitle} id="vaccinations-title">
        {t('doctor.title')}
      </h2>
      {schedule.isError ? <p className={fieldStyles.error}>{t('loadFailed')}</p> : null}
      {schedule.isPending ? <p className={styles.meta}>{t('loading', { ns: 'common' })}</p> : null}
      {data ? (
        <>
          <p className={styles.lineStrong} data-testid="vaccinations-summary">
            {t('doctor.summary', data.counts)}
          </p>
          <p className={styles.meta}>{t('doctor.readOnly')}</p>
          <ScheduleList schedule={data} level={3} />
          {data.optional.length > 0 ? (
            <>
              <h3 className={styles.sectionTitle}>{t('sections.optional')}</h3>
              <OptionalList doses={data.optional} />
            </>
          ) : null}
          <ScheduleSource schedule={data} />
        </>
      ) : null}
    </section>
  );
}
