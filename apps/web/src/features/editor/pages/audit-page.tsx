import { useState } from 'react';
import type { AuditEvent } from '@sprout/contracts';
import { DataTable, toggledSort, type Column } from '../../../components/data-table/data-table.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { AUDIT_PAGE_SIZE, useAuditEvents, type AuditFilters } from '../api/get-audit-events.ts';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { serverFieldErrors } from '../utils/field-errors.ts';

const initial: AuditFilters = {
  accountId: '',
  familyMemberId: '',
  action: '',
  from: '',
  to: '',
  start: 0,
  sort: 'occurredAt',
  order: 'desc',
};

/**
 * /admin/audit: who read or changed what, filtered by actor, child, action and date. It shows ids, routes and
 * times only: an editor learns who touched a child's record, never what the record says.
 */
export default function AuditPage() {
  const { t } = useTranslation('editor');
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const events = useAuditEvents(filters);
  const errors = (events.isError && serverFieldErrors(events.error)) || {};
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  /** Narrows the list to one actor or one child, from a row. */
  const only = (key: 'accountId' | 'familyMemberId', value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setFilters((f) => ({ ...f, [key]: value, start: 0 }));
  };
  const columns: Column<AuditEvent>[] = [
    { key: 'when', header: t('audit.when'), sortKey: 'occurredAt', cell: (e) => e.occurredAt.slice(0, 19).replace('T', ' ') },
    {
      key: 'actor',
      header: t('audit.actor'),
      sortKey: 'actor',
      cell: (e) => (
        <>
          <button type="button" className={styles.smallButton} onClick={() => only('accountId', e.accountId)}>
            {e.accountName ?? e.accountId.slice(0, 8)}
          </button>
          <div className={styles.muted}>{t(`audit.roles.${e.role === 'admin' || e.role === 'doctor' ? e.role : 'parent'}`)}</div>
        </>
      ),
    },
    { key: 'action', header: t('audit.action'), sortKey: 'action', cell: (e) => t(`audit.${e.action}`) },
    {
      key: 'what',
      header: t('audit.what'),
      cell: (e) => (
        <code>
          {e.method} {e.target ?? e.route}
        </code>
      ),
    },
    {
      key: 'child',
      header: t('audit.child'),
      cell: (e) =>
        e.familyMemberId ? (
          <button type="button" className={styles.smallButton} onClick={() => only('familyMemberId', e.familyMemberId!)}>
            {e.familyMemberId.slice(0, 8)}
          </button>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <WorkspaceLayout title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <form
        className={`${styles.card} ${styles.toolbar}`}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({
            ...draft,
            accountId: draft.accountId.trim(),
            familyMemberId: draft.familyMemberId.trim(),
            start: 0,
            sort: f.sort,
            order: f.order,
          }));
        }}
        data-testid="audit-filters"
      >
        <TextField
          path="accountId"
          label={t('audit.actor')}
          value={draft.accountId}
          onChange={(v) => set('accountId', v)}
          errors={errors}
        />
        <TextField
          path="familyMemberId"
          label={t('audit.child')}
          value={draft.familyMemberId}
          onChange={(v) => set('familyMemberId', v)}
          errors={errors}
        />
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('audit.action')}</span>
          <select
            className={fieldStyles.input}
            value={draft.action}
            onChange={(e) => set('action', e.target.value as AuditFilters['action'])}
          >
            <option value="">{t('all')}</option>
            <option value="read">{t('audit.read')}</option>
            <option value="write">{t('audit.write')}</option>
          </select>
        </label>
        <TextField path="from" type="date" label={t('audit.from')} value={draft.from} onChange={(v) => set('from', v)} errors={errors} />
        <TextField path="to" type="date" label={t('audit.to')} value={draft.to} onChange={(v) => set('to', v)} errors={errors} />
        <button type="submit" className="button button--primary">
          {t('actions.filter')}
        </button>
      </form>
      {events.isPending ? <PageLoading /> : null}
      {events.isError && Object.keys(errors).length === 0 ? (
        <p role="alert" className={fieldStyles.error}>
          {t('loadFailed')}
        </p>
      ) : null}
      {events.data ? (
        <DataTable
          columns={columns}
          rows={events.data.list}
          rowKey={(e) => String(e.id)}
          empty={t('empty')}
          testId="audit-table"
          paging={{
            start: filters.start,
            pageSize: AUDIT_PAGE_SIZE,
            total: events.data.total,
            onStart: (start) => setFilters((f) => ({ ...f, start })),
          }}
          sort={{
            by: filters.sort,
            direction: filters.order,
            onSort: (by) =>
              setFilters((f) => {
                const next = toggledSort({ by: f.sort, direction: f.order }, by as AuditFilters['sort']);
                return { ...f, sort: next.by, order: next.direction, start: 0 };
              }),
          }}
        />
      ) : null}
    </WorkspaceLayout>
  );
}
