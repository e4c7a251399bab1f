import { Link } from 'react-router';
import type { GrowthBaseInfo } from '@sprout/contracts';
import { BoneAgeCard } from '../../../components/bone-age/bone-age-card.tsx';
import { ChartEventsCard } from '../../../components/chart-events/chart-events-card.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthRecords } from '../api/get-growth-records.ts';
import type { GrowthScope } from '../api/keys.ts';
import styles from './growth.module.css';
import { RecordItem } from './record-item.tsx';
import { VelocityTarget } from './velocity-target.tsx';

/** Records shown on the detail page; the rest are one tap away in the history. */
const LATEST_RECORDS_SHOWN = 3;

/** The cards under the growth chart: events, bone age, velocity and target, the latest records. */
export function GrowthCards({
  info,
  scope,
  historyPath,
  editPathOf,
}: {
  info: GrowthBaseInfo;
  scope: GrowthScope;
  historyPath: string;
  editPathOf: ((recordId: string) => string) | null;
}) {
  const { t } = useTranslation('growth');
  const records = useGrowthRecords(scope, info.growthId);
  const latest = records.data?.pages[0]?.list.slice(0, LATEST_RECORDS_SHOWN) ?? [];
  const total = records.data?.pages[0]?.total ?? info.recordCount;
  return (
    <>
      <ChartEventsCard familyMemberId={info.familyMemberId} birthDate={info.birthDate} />
      <BoneAgeCard familyMemberId={info.familyMemberId} birthDate={info.birthDate} />
      <VelocityTarget info={info} />
      <section className={styles.card} aria-labelledby="records-title" data-testid="latest-records">
        <div className={styles.cardHeader}>
          <h2 className={styles.cardTitle} id="records-title">
            {t('records.title')}
          </h2>
          <span className={styles.hint}>{t('records.count', { count: total })}</span>
        </div>
        {latest.length === 0 ? (
          <p className={styles.hint}>{records.isPending ? t('records.loadingMore') : t('records.empty')}</p>
        ) : (
          <ul className={styles.records}>
            {latest.map((record) => (
              <RecordItem
                key={record.recordId}
                record={record}
                birthDate={info.birthDate}
                editPath={editPathOf ? editPathOf(record.recordId) : null}
              />
            ))}
          </ul>
        )}
        <Link className={styles.linkButton} to={historyPath} data-testid="history-link" style={{ display: 'inline-block', paddingLeft: 0 }}>
          {t('records.all')} ›
        </Link>
      </section>
    </>
  );
}
