import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEAD_STATUSES, type LeadStatus } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { exportLeads } from '../api/export-leads.ts';
import { LEADS_PAGE_SIZE, useLeads } from '../api/get-leads.ts';
import { useSetLeadStatus } from '../api/set-lead-status.ts';
import styles from '../components/editor.module.css';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

const isStatus = (value: string | null): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** /admin/leads[?status=]: contact-form leads to call back, their follow-up status, and a CSV export. */
export default function LeadsPage() {
  const { t } = useTranslation('editor');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: LeadStatus | '' = isStatus(raw) ? raw : '';
  const [start, setStart] = useState(0);
  const leads = useLeads(status, start);
  const setLeadStatus = useSetLeadStatus();
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await exportLeads(status);
    } catch {
      void showToast({ content: t('leads.exportFailed'), icon: 'fail' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <WorkspaceLayout
      title={t('leads.title')}
      subtitle={t('leads.subtitle')}
      actions={
        <button type="button" className="button" onClick={() => void onExport()} disabled={exporting} data-testid="export-leads">
          {t('leads.export')}
        </button>
      }
    >
      <div className={styles.row} role="group" aria-label={t('leads.statusFilter')}>
        {(['', ...LEAD_STATUSES] as const).map((s) => (
          <button
            key={s || 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={status === s}
            onClick={() => {
              setStart(0);
              setParams(s ? { status: s } : {});
            }}
          >
            {s ? t(`leads.status.${s}`) : t('all')}
          </button>
        ))}
      </div>
      {leads.isPending ? <PageLoading /> : null}
      {leads.data ? (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <table className={styles.table} data-testid="leads-table">
            <thead>
              <tr>
                <th scope="col">{t('leads.received')}</th>
                <th scope="col">{t('leads.name')}</th>
                <th scope="col">{t('leads.phone')}</th>
                <th scope="col">{t('leads.concern')}</th>
                <th scope="col">{t('leads.clinic')}</th>
                <th scope="col">{t('leads.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.list.map((lead) => (
                <tr key={lead.leadId} data-testid="lead-row">
                  <td>{lead.createdAt.slice(0, 16).replace('T', ' ')}</td>
                  <td>
                    {lead.name}
                    <div className={styles.muted}>{t('leads.childAge', { count: lead.childAge })}</div>
                  </td>
                  <td>
                    <a href={`tel:${lead.phone}`}>{lead.phone}</a>
                    <div className={styles.muted}>{t(`leads.time.${lead.preferredTime}`)}</div>
                  </td>
                  <td>{lead.concern}</td>
                  <td>{lead.preferredClinicName ?? '–'}</td>
                  <td>
                    <select
                      className={styles.select}
                      aria-label={t('leads.statusFor', { name: lead.name })}
                      value={lead.status}
                      onChange={(e) => setLeadStatus.mutate({ leadId: lead.leadId, status: e.target.value as LeadStatus })}
                    >
                      {LEAD_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`leads.status.${s}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {leads.data.list.length === 0 ? <p className={styles.muted}>{t('empty')}</p> : null}
          <div className={styles.row}>
            <button type="button" className={styles.smallButton} disabled={start === 0} onClick={() => setStart(Math.max(0, start - LEADS_PAGE_SIZE))}>
              {t('actions.previous')}
            </button>
            <span className={styles.muted}>{t('pageOf', { from: leads.data.total === 0 ? 0 : start + 1, to: Math.min(start + LEADS_PAGE_SIZE, leads.data.total), total: leads.data.total })}</span>
            <button type="button" className={styles.smallButton} disabled={start + LEADS_PAGE_SIZE >= leads.data.total} onClick={() => setStart(start + LEADS_PAGE_SIZE)}>
              {t('actions.next')}
            </button>
          </div>
        </div>
      ) : null}
    </WorkspaceLayout>
  );
}
