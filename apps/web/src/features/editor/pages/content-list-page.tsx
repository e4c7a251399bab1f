import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { CONTENT_PAGE_SIZE, useContentItems, type ContentListFilters } from '../api/get-content-items.ts';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { EDITABLE_KINDS, KINDS } from '../utils/content-kinds.ts';

const STATUSES = ['', 'published', 'draft'] as const;

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
          <Link key={kind} to={`/admin/content/${kind}`} className={styles.chip} aria-pressed={kind === spec.kind}>
            {t(`content.kinds.${kind}`)}
          </Link>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField path="q" label={t('content.search')} value={q} onChange={(v) => { setQ(v); setStart(0); }} errors={{}} />
        <div className={styles.row} role="group" aria-label={t('content.status')}>
          {STATUSES.map((s) => (
            <button key={s || 'all'} type="button" className={styles.chip} aria-pressed={status === s} onClick={() => { setStart(0); setParams(s ? { status: s } : {}); }}>
              {s ? t(`content.${s}`) : t('all')}
            </button>
          ))}
        </div>
      </div>
      {items.isPending ? <PageLoading /> : null}
      {items.data ? (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <table className={styles.table} data-testid="content-table">
            <thead>
              <tr>
                <th scope="col">{t('content.titleColumn')}</th>
                <th scope="col">{t('content.status')}</th>
                <th scope="col">{t('content.version')}</th>
                <th scope="col">{t('content.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {items.data.list.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`/admin/content/${spec.kind}/edit?id=${item.id}`}>{spec.titleOf(item, lang) || item.key || item.id}</Link>
                  </td>
                  <td>
                    <span className={`${styles.badge} ${item.published ? styles.badgeOk : ''}`}>{item.published ? t('content.published') : t('content.draft')}</span>
                  </td>
                  <td>{item.version}</td>
                  <td>{item.updatedAt.slice(0, 16).replace('T', ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {items.data.list.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
          <div className={styles.row}>
            <button type="button" className={styles.smallButton} disabled={start === 0} onClick={() => setStart(Math.max(0, start - CONTENT_PAGE_SIZE))}>
              {t('actions.previous')}
            </button>
            <span className={styles.muted}>{t('pageOf', { from: items.data.total === 0 ? 0 : start + 1, to: Math.min(start + CONTENT_PAGE_SIZE, items.data.total), total: items.data.total })}</span>
            <button type="button" className={styles.smallButton} disabled={start + CONTENT_PAGE_SIZE >= items.data.total} onClick={() => setStart(start + CONTENT_PAGE_SIZE)}>
              {t('actions.next')}
            </button>
          </div>
        </div>
      ) : null}
    </WorkspaceLayout>
  );
}
