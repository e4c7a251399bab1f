import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';

export type NotFoundKind = 'article' | 'faq' | 'drug' | 'legal';

/** A clear "not found" with ways on, never a blank page. */
export function ContentNotFound({ kind }: { kind: NotFoundKind }) {
  const { t } = useTranslation('content');
  return (
    <StatusScreen testId="content-not-found" title={t(`notFound.${kind}`)} description={t('notFound.hint')}>
      <Link className="button button--primary" to="/">
        {t('actions.backHome', { ns: 'common' })}
      </Link>
      {kind === 'faq' ? (
        <Link className="button" to="/faq">
          {t('toFaq')}
        </Link>
      ) : (
        <Link className="button" to="/articles">
          {t('toArticles')}
        </Link>
      )}
    </StatusScreen>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading, not found (404), failed with a retry, or the content. */
export function QueryContent<T>({ query, kind, children }: { query: QueryLike<T>; kind: NotFoundKind; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('content');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <ContentNotFound kind={kind} />;
    return (
      <StatusScreen testId="content-error" title={t('loadFailed')} description={t('loadFailedHint')}>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </StatusScreen>
    );
  }
  return query.data === undefined ? <ContentNotFound kind={kind} /> : <>{children(query.data)}</>;
}
