import type { ReactNode } from 'react';
import { LoadFailed } from '../feedback/load-failed.tsx';
import { PageLoading } from '../feedback/page-loading.tsx';

/** What a page needs of its read (a TanStack query): whether it is in, failed, and how to ask again. */
export interface PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface PageStateProps<T> {
  query: PageQuery<T>;
  /** The failure's title ("could not load the clinic"). */
  unavailable: string;
  /** The title when the thing is not there (a 404); a general "not found" by default. */
  notFound?: string;
  /** Where "back" leads when asking again cannot help (a refusal, not found). */
  backTo?: string;
  /** The way back's words ("Back to the list"); "Go back" by default. */
  backLabel?: string;
  testId?: string;
  /** Draws the failure inside the page's frame (the workspace keeps its navigation); bare by default. */
  frame?: (state: ReactNode) => ReactNode;
  /** The page, once its data is in; without it, nothing (a page that draws itself once the read is in). */
  children?: (data: T) => ReactNode;
}

const bare = (state: ReactNode) => state;

/**
 * The three states of a page that reads before it draws: loading, unavailable (with a retry, or the way back when a
 * retry cannot help) and its content. A failed read never falls through to an empty form that would save over it.
 * Its query should carry `meta: { pageShowsNotFound: true }`, so that a 404 it shows is not toasted as well.
 */
export function PageState<T>({ query, unavailable, notFound, backTo, backLabel, testId, frame = bare, children }: PageStateProps<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError || query.data === undefined) {
    return frame(
      <LoadFailed
        title={unavailable}
        notFoundTitle={notFound}
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={backTo}
        backLabel={backLabel}
        testId={testId}
      />,
    );
  }
  return children ? children(query.data) : null;
}
