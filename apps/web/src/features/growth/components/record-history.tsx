import { HydrateLater } from '../../../components/layout/hydrate-later.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthRecords } from '../api/get-growth-records.ts';
import type { GrowthScope } from '../api/keys.ts';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import styles from './growth.module.css';
import { RecordItem } from './record-item.tsx';

/** Every record, newest first, a page at a time as the list scrolls (start/limit, spec §7). */
export function RecordHistory({
  scope,
  growthId,
  birthDate,
  editPathOf,
}: {
  scope: GrowthScope;
  growthId: string;
  birthDate: string;
  editPathOf: ((recordId: string) => string) | null;
}) {
  const { t } = useTranslation('growth');
  const records = useGrowthRecords(scope, growthId);
  useGrowthErrorToast(records.error);
  const canLoad = Boolean(records.hasNextPage) && !records.isFetchingNextPage && !records.isError;
  const sentinel = useInfiniteScroll(() => {
    if (canLoad) void records.fetchNextPage();
  }, canLoad);
  const list = records.data?.pages.flatMap((page) => page.list) ?? [];
  const total = records.data?.pages[0]?.total ?? 0;

  return (
    <section className={styles.card} data-testid="record-history" data-total={total}>
      <div className={styles.cardHeader}>
        <h1 className={styles.cardTitle}>{t('records.historyTitle')}</h1>
        {records.data ? <span className={styles.hint}>{t('records.count', { count: total })}</span> : null}
      </div>
      {records.isPending ? <p className={styles.centre}>{t('records.loadingMore')}</p> : null}
      {records.data && list.length === 0 ? <p className={styles.centre}>{t('records.empty')}</p> : null}
      <HydrateLater>
        <ul className={styles.records}>
          {list.map((record) => (
            <RecordItem
              key={record.recordId}
              record={record}
              birthDate={birthDate}
              editPath={editPathOf ? editPathOf(record.recordId) : null}
            />
          ))}
        </ul>
      </HydrateLater>
      <div ref={sentinel} aria-hidden="true" />
      {records.isFetchingNextPage ? <p className={styles.centre}>{t('records.loadingMore')}</p> : null}
      {records.hasNextPage && !records.isFetchingNextPage ? (
        <button type="button" className="button" style={{ width: '100%' }} onClick={() => void records.fetchNextPage()}>
          {t('records.loadMore')}
        </button>
      ) : null}
      {records.data && !records.hasNextPage && list.length > 0 ? (
        <p className={styles.centre} data-testid="history-end">
          {t('records.end')}
        </p>
      ) : null}
    </section>
  );
}
