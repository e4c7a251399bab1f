import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMilestonesSummary } from '../api/get-milestones-summary.ts';
import { Empty, Pending } from './card-bodies.tsx';
import styles from './home.module.css';
import own from './vaccinations-card.module.css';

const MONTHS_PER_YEAR = 12;
const YEARS_FROM_MONTHS = 24;

/** The milestones card (issue 34): things to talk over with the doctor, or how much of the current check is ticked. */
export function MilestonesCardBody({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  const summary = useMilestonesSummary(familyMemberId);
  if (summary.isPending) return <Pending />;
  const data = summary.data;
  if (!data) return <Empty text={t('cards.milestones.none')} />;
  const age = (months: number) =>
    months < YEARS_FROM_MONTHS
      ? t('cards.milestones.ageMonths', { count: months })
      : months % MONTHS_PER_YEAR === 0
        ? t('cards.milestones.ageYears', { count: months / MONTHS_PER_YEAR })
        : t('cards.milestones.ageHalf', { count: Math.floor(months / MONTHS_PER_YEAR) });
  return (
    <span className={styles.cardValues} data-testid="milestones-latest">
      {data.concerns > 0 ? (
        <span className={`${styles.cardValue} ${own.alert}`}>{t('cards.milestones.concerns', { count: data.concerns })}</span>
      ) : null}
      {data.check ? (
        <span className={styles.cardValue}>
          {t('cards.milestones.check', { age: age(data.check.months), done: data.check.done, total: data.check.total })}
        </span>
      ) : null}
      {!data.check && data.concerns === 0 ? <span className={styles.cardValue}>{t('cards.milestones.clear')}</span> : null}
    </span>
  );
}
