import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { PageState, type PageQuery } from '../../../components/ui/page-state.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';

/** A workspace list's read while it loads, or its failure said aloud; nothing once it is in. */
export function LoadState({ query }: { query: { isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation('editor');
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <p role="alert" className={fieldStyles.error}>
        {t('loadFailed')}
      </p>
    );
  }
  return null;
}

/**
 * The record an editor opens, until it is in: loading, or its failure inside the workspace (a retry, or the way
 * back to the list when it is not there), never an empty form that would save over the record.
 */
export function RecordState<T>({ query, title, backTo }: { query: PageQuery<T>; title: string; backTo: string }) {
  const { t } = useTranslation('editor');
  return (
    <PageState
      query={query}
      unavailable={t('loadFailed')}
      notFound={t('recordNotFound')}
      backTo={backTo}
      backLabel={t('actions.backToList')}
      testId="record-unavailable"
      frame={(state) => <WorkspaceLayout title={title}>{state}</WorkspaceLayout>}
    />
  );
}
