import { Link } from 'react-router';
import type { ActivityPageSummary } from '@sprout/contracts/activity';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useActivityPages } from '../api/activity-pages.ts';
import styles from '../components/editor.module.css';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

const day = (iso: string) => iso.slice(0, 10);

/** /admin/activities: every campaign page, latest change first, with what the public sees of it. */
export default function ActivitiesPage() {
  const { t } = useTranslation('activityEditor');
  const { t: te } = useTranslation('editor');
  const pages = useActivityPages(0);

  const status = (p: ActivityPageSummary) => {
    if (!p.published || p.publishedVersion === null)
      return <span className={styles.badge}>{t('list.draft', { version: p.currentVersion })}</span>;
    return (
      <>
        <span className={`${styles.badge} ${styles.badgeOk}`}>{t('list.published', { version: p.publishedVersion })}</span>
        {p.currentVersion > p.publishedVersion ? (
          <span className={styles.muted}> {t('list.newer', { version: p.currentVersion })}</span>
        ) : null}
      </>
    );
  };
  const window = (p: ActivityPageSummary) =>
    [p.startsAt ? t('list.from', { date: day(p.startsAt) }) : '', p.endsAt ? t('list.until', { date: day(p.endsAt) }) : '']
      .filter(Boolean)
      .join(' ') || t('list.always');

  const columns: Column<ActivityPageSummary>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      cell: (p) => <Link to={`/admin/activities/edit?id=${p.id}`}>{p.title || p.slug || p.id}</Link>,
      sortValue: (p) => p.title || p.slug || p.id,
    },
    { key: 'language', header: t('list.columns.language'), cell: (p) => te(`languages.${p.language}`), sortValue: (p) => p.language },
    { key: 'status', header: t('list.columns.status'), cell: status },
    { key: 'window', header: t('list.columns.window'), cell: window },
    { key: 'updated', header: t('list.columns.updated'), cell: (p) => day(p.updatedAt), sortValue: (p) => p.updatedAt },
  ];

  return (
    <WorkspaceLayout
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Link className="button button--primary" to="/admin/activities/edit" data-testid="new-activity">
          {t('list.new')}
        </Link>
      }
    >
      {pages.isPending ? <PageLoading /> : null}
      {pages.isError ? (
        <p role="alert" className={fieldStyles.error}>
          {te('loadFailed')}
        </p>
      ) : null}
      {pages.data ? (
        <DataTable columns={columns} rows={pages.data.list} rowKey={(p) => p.id} empty={t('list.empty')} testId="activities-table" />
      ) : null}
    </WorkspaceLayout>
  );
}
