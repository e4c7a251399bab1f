import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AdminContentItem } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { CONTENT_PAGE_SIZE, useContentItems, type ContentListFilters } from '../api/get-content-items.ts';
import { StatusChips } from '../components/data-table.tsx';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { EDITABLE_KINDS, KINDS, listPathOf } from '../utils/content-kinds.ts';

const STATUSES = ['published', 'draft'] as const;

/** /admin/content/{kind}: one list for every content kind, with search and status. */
export default function ContentListPage() {
  const { t } = useTranslation('editor');
  const lang = currentLanguage();
  const spec = KINDS[useParams().kind as keyof typeof KINDS];
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = STATUSES.find((s) => s === rawStatus) ?? '';
  const [q, setQ] = useState('');
  const [start, setStart] = useState(0);
  const filters: ContentListFilters = { q: q.trim(), status, start };
  const items = useContentItems(spec?.kind ?? 'article', filters);
  if (!spec) return <WorkspaceLayout title={t('content.unknownKind')}>{null}</WorkspaceLayout>;
  const columns: Column<AdminContentItem>[] = [
    {
      key: 'title',
      header: t('content.titleColumn'),
      cell: (item) => <Link to={`/admin/content/${spec.kind}/edit?id=${item.id}`}>{spec.titleOf(item, lang) || item.key || item.id}</Link>,
      sortValue: (item) => spec.titleOf(item, lang) || item.key || item.id,
    },
    {
      key: 'status',
      header: t('content.status'),
      cell: (item) => (
        <span className={`${styles.badge} ${item.published ? styles.badgeOk : ''}`}>
          {item.published ? t('content.published') : t('content.draft')}
        </span>
      ),
    },
    { key: 'version', header: t('content.version'), cell: (item) => item.version, sortValue: (item) => item.version },
    {
      key: 'updated',
      header: t('content.updated'),
      cell: (item) => item.updatedAt.slice(0, 16).replace('T', ' '),
      sortValue: (item) => item.updatedAt,
    },
  ];

  return (
    <WorkspaceLayout
      title={t(`content.kinds.${spec.kind}`)}
      actions={
        <Link className="button button--primary" to={`/admin/content/${spec.kind}/edit`} data-testid="new-item">
          {t('content.new')}
        </Link>
      }
    >
      <div className={styles.row} role="group" aria-label={t('content.kindsLabel')}>
        {EDITABLE_KINDS.map((kind) => (
          <Link key={kind} to={listPathOf(KINDS[kind]!)} className={styles.chip} aria-pressed={kind === spec.kind}>
            {t(`content.kinds.${kind}`)}
          </Link>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField
          path="q"
          label={t('content.search')}
          value={q}
          onChange={(v) => {
            setQ(v);
            setStart(0);
          }}
          errors={{}}
        />
        <StatusChips
          statuses={STATUSES}
          current={status}
          label={t('content.status')}
          labelOf={(s) => t(`content.${s}`)}
          onChoose={(s) => {
            setStart(0);
            setParams(s ? { status: s } : {});
          }}
        />
      </div>
      {items.isPending ? <PageLoading /> : null}
      {items.data ? (
        <DataTable
          columns={columns}
          rows={items.data.list}
          rowKey={(item) => item.id}
          empty={t('empty')}
          testId="content-table"
          paging={{ start, pageSize: CONTENT_PAGE_SIZE, total: items.data.total, onStart: setStart }}
        />
      ) : null}
    </WorkspaceLayout>
  );
}
