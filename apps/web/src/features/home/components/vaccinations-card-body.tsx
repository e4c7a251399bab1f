import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useVaccinationSummary } from '../api/get-vaccination-summary.ts';
import { Empty, Pending, useFormats } from './card-bodies.tsx';
import styles from './home.module.css';
import own from './vaccinations-card.module.css';

/** The vaccinations card (issue 34): doses overdue and due now, or the day of the next one. */
export function VaccinationsCardBody({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  const summary = useVaccinationSummary(familyMemberId);
  const f = useFormats();
  if (summary.isPending) return <Pending />;
  const data = summary.data;
  if (!data) return <Empty text={t('cards.vaccinations.empty')} />;
  if (data.beyondProgrammeAge) return <Empty text={t('cards.vaccinations.adult')} />;
  return (
    <span className={styles.cardValues} data-testid="vaccinations-latest">
      {data.overdue > 0 ? (
        <span className={`${styles.cardValue} ${own.alert}`}>{t('cards.vaccinations.overdue', { count: data.overdue })}</span>
      ) : null}
      {data.due > 0 ? <span className={styles.cardValue}>{t('cards.vaccinations.due', { count: data.due })}</span> : null}
      {data.overdue === 0 && data.due === 0 ? (
        <span className={styles.cardValue}>
          {data.nextDate ? t('cards.vaccinations.next', { date: f.date(data.nextDate) }) : t('cards.vaccinations.none')}
        </span>
      ) : null}
    </span>
  );
}
