import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@sprout/contracts';
import { DataTable, toggledSort, type Column } from '../../../components/data-table/data-table.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { exportLeads } from '../api/export-leads.ts';
import { LEADS_PAGE_SIZE, NEWEST_FIRST, useLeads, type LeadOrder } from '../api/get-leads.ts';
import { useSetLeadStatus } from '../api/set-lead-status.ts';
import { StatusChips } from '../components/data-table.tsx';
import styles from '../components/editor.module.css';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

const isStatus = (value: string | null): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** /admin/leads[?status=]: contact-form leads to call back, their follow-up status, and a CSV export. */
export default function LeadsPage() {
  const { t } = useTranslation('editor');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: LeadStatus | '' = isStatus(raw) ? raw : '';
  const [start, setStart] = useState(0);
  const [order, setOrder] = useState<LeadOrder>(NEWEST_FIRST);
  const leads = useLeads(status, start, order);
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

  const columns: Column<Lead>[] = [
    { key: 'received', header: t('leads.received'), sortKey: 'createdAt', cell: (lead) => lead.createdAt.slice(0, 16).replace('T', ' ') },
    {
      key: 'name',
      header: t('leads.name'),
      sortKey: 'name',
      cell: (lead) => (
        <>
          {lead.name}
          <div className={styles.muted}>{t('leads.childAge', { count: lead.childAge })}</div>
        </>
      ),
    },
    {
      key: 'phone',
      header: t('leads.phone'),
      cell: (lead) => (
        <>
          <a href={`tel:${lead.phone}`}>{lead.phone}</a>
          <div className={styles.muted}>{t(`leads.time.${lead.preferredTime}`)}</div>
        </>
      ),
    },
    { key: 'concern', header: t('leads.concern'), cell: (lead) => lead.concern },
    { key: 'clinic', header: t('leads.clinic'), cell: (lead) => lead.preferredClinicName ?? '–' },
    {
      key: 'status',
      header: t('leads.statusLabel'),
      sortKey: 'status',
      cell: (lead) => (
        <select
          className={fieldStyles.input}
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
      ),
    },
  ];

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
      <StatusChips
        statuses={LEAD_STATUSES}
        current={status}
        label={t('leads.statusFilter')}
        labelOf={(s) => t(`leads.status.${s}`)}
        onChoose={(s) => {
          setStart(0);
          setParams(s ? { status: s } : {});
        }}
      />
      <LoadState query={leads} />
      {leads.data ? (
        <DataTable
          columns={columns}
          rows={leads.data.list}
          rowKey={(lead) => lead.leadId}
          empty={t('empty')}
          testId="leads-table"
          rowTestId="lead-row"
          paging={{ start, pageSize: LEADS_PAGE_SIZE, total: leads.data.total, onStart: setStart }}
          sort={{
            by: order.sort,
            direction: order.order,
            onSort: (by) => {
              const next = toggledSort({ by: order.sort, direction: order.order }, by as LeadOrder['sort']);
              setOrder({ sort: next.by, order: next.direction });
              setStart(0);
            },
          }}
        />
      ) : null}
    </WorkspaceLayout>
  );
}
