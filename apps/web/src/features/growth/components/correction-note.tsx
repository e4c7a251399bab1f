import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './growth.module.css';

/**
 * Under a preterm baby's chart (issue 17, part 2): what the joined marks are, and where correction ends on this
 * reference set, so the step to chronological age is explained. Its words are fetched only for a preterm baby: the
 * note suspends in a boundary of its own (growth-chart.tsx) until they are there, so a first load keeps the server's
 * note while they arrive (rendering nothing instead was a hydration mismatch, #418) and the chart never waits.
 */
export function CorrectionNote({
  endMonths,
  weeksEarly,
  joined,
  ended = false,
}: {
  endMonths: number;
  weeksEarly: number;
  joined: boolean;
  /** A point past the end carries the corrected age it would have had (issue 33): say what its mark is. */
  ended?: boolean;
}) {
  const { t } = useTranslation('beyond2');
  return (
    <p className={styles.hint} data-testid="correction-note">
      {joined ? `${t('correction.joined')} ` : ''}
      {t('correction.end', { months: Math.round(endMonths), weeks: weeksEarly })}
      {ended ? ` ${t('correction.ended')}` : ''}
    </p>
  );
}
