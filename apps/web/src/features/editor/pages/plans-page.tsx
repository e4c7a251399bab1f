import { useState } from 'react';
import { Link } from 'react-router';
import type { PlanVersion } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatPrice } from '../../../lib/format/price.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { usePlans } from '../api/plans.ts';
import { StatusChips } from '../components/data-table.tsx';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { matchesPlan, PLAN_STATUSES, type PlanStatus } from '../utils/plans.ts';

/** /admin/plans: every membership plan at its current version, on offer or not, in the order parents see them. */
export default function PlansPage() {
  const { t, i18n } = useTranslation('editor');
  const lang = currentLanguage();
  const plans = usePlans();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PlanStatus | ''>('');
  const rows = (plans.data ?? [])
    .filter((p) => (status === '' || (status === 'active') === p.plan.active) && matchesPlan(p, q))
    .sort((a, b) => a.plan.sortOrder - b.plan.sortOrder || a.code.localeCompare(b.code));
  const columns: Column<PlanVersion>[] = [
    {
      key: 'name',
      header: t('plans.name'),
      cell: (p) => (
        <Link to={`/admin/plans/edit?id=${p.planId}`} data-testid={`plan-${p.code}`}>
          {p.plan.name[lang]}
        </Link>
      ),
    },
    { key: 'code', header: t('plans.code'), cell: (p) => <code>{p.code}</code>, sortValue: (p) => p.code },
    { key: 'kind', header: t('plans.kind'), cell: (p) => t(`plans.kinds.${p.plan.kind}`) },
    { key: 'price', header: t('plans.price'), cell: (p) => formatPrice(p.plan.priceFen, lang), sortValue: (p) => p.plan.priceFen },
    {
      key: 'status',
      header: t('content.status'),
      cell: (p) => (
        <>
          <span className={`${styles.badge} ${p.plan.active ? styles.badgeOk : ''}`}>
            {p.plan.active ? t('plans.active') : t('plans.inactive')}
          </span>
          {p.publishedVersion !== p.version ? <span className={styles.badge}>{t('plans.draft')}</span> : null}
        </>
      ),
    },
    { key: 'version', header: t('plans.version'), cell: (p) => p.version, sortValue: (p) => p.version },
    {
      key: 'updated',
      header: t('plans.updated'),
      cell: (p) => `${formatDateTime(p.createdAt, i18n.language)} · ${p.createdByName ?? ''}`,
      sortValue: (p) => p.createdAt,
    },
  ];
  return (
    <WorkspaceLayout
      title={t('plans.title')}
      subtitle={t('plans.subtitle')}
      actions={
        <Link className="button button--primary" to="/admin/plans/edit" data-testid="new-plan">
          {t('plans.new')}
        </Link>
      }
    >
      <LoadState query={plans} />
      <div className={styles.toolbar}>
        <TextField path="q" label={t('content.search')} value={q} onChange={setQ} errors={{}} />
        <StatusChips
          statuses={PLAN_STATUSES}
          current={status}
          label={t('content.status')}
          labelOf={(s) => t(`plans.${s}`)}
          onChoose={setStatus}
        />
      </div>
      {plans.data ? <DataTable columns={columns} rows={rows} rowKey={(p) => p.planId} empty={t('empty')} testId="plans-table" /> : null}
    </WorkspaceLayout>
  );
}
