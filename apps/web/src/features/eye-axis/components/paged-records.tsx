import type { ReactNode } from 'react';
import type { EyeExamRecord } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import type { useEyeRecords } from '../api/get-eye-records.ts';
import { RecordList } from './record-list.tsx';

export interface PagedRecordsProps {
  /** The records query of the eye-axis model (spec §4: fetched page by page after the eye info). */
  query: ReturnType<typeof useEyeRecords>;
  records: EyeExamRecord[];
  actions?: (record: EyeExamRecord) => ReactNode;
  /** A table row per exam (the doctor's screen). */
  table?: boolean;
}

/**
 * The full, infinitely scrolling exam list of the record pages (parent and doctor): a failed first page is
 * fetched again, a failed later page rejects to the list, which offers to try again (spec §8).
 */
export function PagedRecords({ query, records, actions, table }: PagedRecordsProps) {
  if (query.isPending && !query.isError) return <PageLoading />;
  return (
    <RecordList
      records={records}
      hasMore={Boolean(query.hasNextPage)}
      loadingMore={query.isFetchingNextPage}
      failed={query.isError}
      loadMore={() => (query.isError && !query.data ? query.refetch() : query.fetchNextPage({ throwOnError: true }))}
      infinite
      actions={actions}
      table={table}
    />
  );
}
