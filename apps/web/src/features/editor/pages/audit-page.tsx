import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { AUDIT_PAGE_SIZE, useAuditEvents, type AuditFilters } from '../api/get-audit-events.ts';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { serverFieldErrors } from '../utils/field-errors.ts';

const initial: AuditFilters = { accountId: '', familyMemberId: '', action: '', from: '', to: '', start: 0 };

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

  return (
    <WorkspaceLayout title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <form
        className={`${styles.card} ${styles.toolbar}`}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, accountId: draft.accountId.trim(), familyMemberId: draft.familyMemberId.trim(), start: 0 });
        }}
        data-testid="audit-filters"
      >
        <TextField path="accountId" label={t('audit.actor')} value={draft.accountId} onChange={(v) => set('accountId', v)} errors={errors} />
        <TextField path="familyMemberId" label={t('audit.child')} value={draft.familyMemberId} onChange={(v) => set('familyMemberId', v)} errors={errors} />
        <label className={styles.field}>
          <span className={styles.label}>{t('audit.action')}</span>
          <select className={styles.select} value={draft.action} onChange={(e) => set('action', e.target.value as AuditFilters['action'])}>
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
      {events.isError && Object.keys(errors).length === 0 ? <p role="alert" className={styles.error}>{t('loadFailed')}</p> : null}
      {events.data ? (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <table className={styles.table} data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.child')}</th>
              </tr>
            </thead>
            <tbody>
              {events.data.list.map((e) => (
                <tr key={e.id}>
                  <td>{e.occurredAt.slice(0, 19).replace('T', ' ')}</td>
                  <td>
                    <button type="button" className={styles.smallButton} onClick={() => { setDraft((d) => ({ ...d, accountId: e.accountId })); setFilters((f) => ({ ...f, accountId: e.accountId, start: 0 })); }}>
                      {e.accountName ?? e.accountId.slice(0, 8)}
                    </button>
                    <div className={styles.muted}>{t(`audit.roles.${e.role === 'admin' || e.role === 'doctor' ? e.role : 'parent'}`)}</div>
                  </td>
                  <td>{t(`audit.${e.action}`)}</td>
                  <td>
                    <code>{e.method} {e.target ?? e.route}</code>
                  </td>
                  <td>
                    {e.familyMemberId ? (
                      <button type="button" className={styles.smallButton} onClick={() => { setDraft((d) => ({ ...d, familyMemberId: e.familyMemberId! })); setFilters((f) => ({ ...f, familyMemberId: e.familyMemberId!, start: 0 })); }}>
                        {e.familyMemberId.slice(0, 8)}
                      </button>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {events.data.list.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
          <div className={styles.row}>
            <button type="button" className={styles.smallButton} disabled={filters.start === 0} onClick={() => setFilters((f) => ({ ...f, start: Math.max(0, f.start - AUDIT_PAGE_SIZE) }))}>
              {t('actions.previous')}
            </button>
            <span className={styles.muted}>{t('pageOf', { from: events.data.total === 0 ? 0 : filters.start + 1, to: Math.min(filters.start + AUDIT_PAGE_SIZE, events.data.total), total: events.data.total })}</span>
            <button type="button" className={styles.smallButton} disabled={filters.start + AUDIT_PAGE_SIZE >= events.data.total} onClick={() => setFilters((f) => ({ ...f, start: f.start + AUDIT_PAGE_SIZE }))}>
              {t('actions.next')}
            </button>
          </div>
        </div>
      ) : null}
    </WorkspaceLayout>
  );
}
