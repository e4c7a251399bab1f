import { useEffect, useRef, type ReactNode } from 'react';
import type { EyeExamRecord } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ExamTable } from './exam-table.tsx';
import styles from './eye-axis.module.css';
import { RecordCard } from './record-card.tsx';

export interface RecordListProps {
  records: EyeExamRecord[];
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  /** Loads the next page; rejects when it fails (spec §8), and the list offers to try again. */
  loadMore: () => Promise<unknown>;
  /** Loads the next page by itself when its end scrolls into view. */
  infinite?: boolean;
  actions?: (record: EyeExamRecord) => ReactNode;
  /** Say so at the end of the list (not on a short excerpt that links to the full list). */
  showEnd?: boolean;
  /** One table row per exam (the doctor's record screen) instead of a card each. */
  table?: boolean;
}

/** Paged exam records, newest first: infinite scroll with a button for those who prefer (or need) one. */
export function RecordList({
  records,
  hasMore,
  loadingMore,
  failed,
  loadMore,
  infinite = false,
  actions,
  showEnd = true,
  table = false,
}: RecordListProps) {
  const { t } = useTranslation('eyeAxis');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  busy.current = loadingMore;

  useEffect(() => {
    const el = sentinel.current;
    if (!infinite || !hasMore || failed || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !busy.current) loadMore().catch(() => undefined);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [infinite, hasMore, failed, loadMore]);

  if (records.length === 0) return <p className={styles.muted}>{t('records.empty')}</p>;
  return (
    <>
      {table ? (
        <ExamTable records={records} actions={actions} footer={null} />
      ) : (
        <ul className={styles.records} data-testid="eye-records">
          {records.map((record) => (
            <RecordCard key={record.recordId} record={record} actions={actions?.(record)} />
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {failed ? <p className={styles.error}>{t('records.loadFailed')}</p> : null}
      {hasMore ? (
        <button
          type="button"
          className="button"
          onClick={() => loadMore().catch(() => undefined)}
          disabled={loadingMore}
          data-testid="records-more"
        >
          {loadingMore ? t('records.loading') : t('records.loadMore')}
        </button>
      ) : showEnd ? (
        <p className={styles.listEnd}>{t('records.end')}</p>
      ) : null}
    </>
  );
}
