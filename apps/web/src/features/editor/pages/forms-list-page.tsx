import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { VERSIONED_FORM_KINDS } from '@sprout/contracts/activity';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useVersionedForms } from '../api/versioned-forms.ts';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { formKindOf, matchesSearch, type FormVersion } from '../utils/versioned-forms.ts';

const STATUSES = ['', 'published', 'withdrawn'] as const;

/** /admin/forms/{survey|questionnaire}: every disease survey or questionnaire at its current version, with search and status. */
export default function FormsListPage() {
  const { t, i18n } = useTranslation('editorForms');
  const lang = currentLanguage();
  const kind = formKindOf(useParams().kind);
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status')) ?? '';
  const [q, setQ] = useState('');
  const forms = useVersionedForms(kind ?? 'survey');
  if (!kind) return <WorkspaceLayout title={t('list.empty')}>{null}</WorkspaceLayout>;

  const rows = (forms.data ?? []).filter((f) => matchesSearch(f, q) && (status === '' || (status === 'published') === f.published));
  const columns: Column<FormVersion>[] = [
    {
      key: 'title',
      header: t('list.title'),
      cell: (f) => (
        <Link to={`/admin/forms/${kind}/edit?code=${f.code}`}>
          {(f.data.title as Record<string, string> | undefined)?.[lang] || f.code}
        </Link>
      ),
    },
    { key: 'code', header: t('list.code'), cell: (f) => <code>{f.code}</code>, sortValue: (f) => f.code },
    { key: 'questions', header: t('list.questions'), cell: (f) => (Array.isArray(f.data.questions) ? f.data.questions.length : 0) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (f) => (
        <>
          <span className={`${styles.badge} ${f.published ? styles.badgeOk : ''}`}>
            {f.published ? t('list.published') : t('list.withdrawn')}
          </span>
          {f.published && f.publishedVersion !== f.version ? <span className={styles.badge}>{t('list.draft')}</span> : null}
        </>
      ),
    },
    { key: 'version', header: t('list.version'), cell: (f) => f.version, sortValue: (f) => f.version },
    {
      key: 'updated',
      header: t('list.updated'),
      cell: (f) => `${formatDateTime(f.createdAt, i18n.language)} · ${f.createdByName ?? ''}`,
      sortValue: (f) => f.createdAt,
    },
  ];

  return (
    <WorkspaceLayout
      title={t(`kinds.${kind}`)}
      subtitle={t('list.subtitle')}
      actions={
        <Link className="button button--primary" to={`/admin/forms/${kind}/edit`} data-testid="new-form">
          {t('list.new')}
        </Link>
      }
    >
      <div className={styles.row} role="group" aria-label={t('list.title')}>
        {VERSIONED_FORM_KINDS.map((k) => (
          <Link key={k} to={`/admin/forms/${k}`} className={styles.chip} aria-pressed={k === kind}>
            {t(`kinds.${k}`)}
          </Link>
        ))}
      </div>
      <div className={styles.toolbar}>
        <TextField path="q" label={t('list.search')} value={q} onChange={setQ} errors={{}} />
        <div className={styles.row} role="group" aria-label={t('list.status')}>
          {STATUSES.map((s) => (
            <button
              key={s || 'all'}
              type="button"
              className={styles.chip}
              aria-pressed={status === s}
              onClick={() => setParams(s ? { status: s } : {})}
            >
              {s ? t(`list.${s}`) : t('list.all')}
            </button>
          ))}
        </div>
      </div>
      {forms.isPending ? <PageLoading /> : null}
      {forms.data ? <DataTable columns={columns} rows={rows} rowKey={(f) => f.code} empty={t('list.empty')} testId="forms-table" /> : null}
    </WorkspaceLayout>
  );
}
