import type { VaccinationSchedule } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './vaccinations.module.css';

/** Where the dates come from: the 2021 document and the later national changes applied. */
export function ScheduleSource({ schedule }: { schedule: VaccinationSchedule }) {
  const { t } = useTranslation('vaccinations');
  return (
    <p className={styles.meta} data-testid="schedule-source">
      {t('source')}
      {schedule.amendments.map((id) => (
        <span key={id}>
          {t('separator')}
          {t(`amendment.${id as 'CN-DTAP-2025'}`)}
        </span>
      ))}
    </p>
  );
}
