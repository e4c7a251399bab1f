import type { StaffCapability, StaffMember } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { confirmAction } from '../../../components/leave-guard/confirm-action.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import { useSetCapability, useStaff } from '../api/staff.ts';
import styles from '../components/editor.module.css';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import own from './staff-page.module.css';

/** A permission's name in the locale files (their keys cannot hold the permission's dot). */
const CAPABILITY_KEY = { 'staff.manage': 'staffManage', 'records.amendClinic': 'recordsAmendClinic' } as const;

/**
 * /admin/staff: who holds the staff permissions (issue 30). Every editor sees the list; only one holding
 * staff.manage may grant or revoke, each after a question naming the person and what the permission allows.
 */
export default function StaffPage() {
  const { t } = useTranslation('editor');
  const lang = currentLanguage();
  const staff = useStaff();
  const change = useSetCapability();
  const canManage = staff.data?.canManage ?? false;

  const ask = async (member: StaffMember, capability: StaffCapability, granted: boolean) => {
    const what = { name: member.name, permission: t(`staff.capability.${CAPABILITY_KEY[capability]}`) };
    const yes = await confirmAction({
      title: granted ? t('staff.confirmGrantTitle') : t('staff.confirmRevokeTitle'),
      content: `${t(granted ? 'staff.confirmGrant' : 'staff.confirmRevoke', what)} ${t(`staff.allows.${CAPABILITY_KEY[capability]}`)}`,
      confirmText: granted ? t('staff.grant') : t('staff.revoke'),
    });
    if (!yes) return;
    change.mutate(
      { accountId: member.accountId, change: { capability, granted } },
      {
        onSuccess: () => void showToast({ content: t(granted ? 'staff.granted' : 'staff.revoked', what), icon: 'success' }),
        onError: (error) => showApiError(error),
      },
    );
  };

  const columns: Column<StaffMember>[] = [
    { key: 'name', header: t('staff.name'), cell: (m) => m.name, sortValue: (m) => m.name },
    { key: 'role', header: t('staff.role'), cell: (m) => t(`staff.roles.${m.role}`), sortValue: (m) => m.role },
    { key: 'phone', header: t('staff.phone'), cell: (m) => m.phone },
    {
      key: 'clinics',
      header: t('staff.clinics'),
      cell: (m) => (m.clinics.length ? m.clinics.map((c) => c.name[lang]).join('、') : <span className={styles.muted}>—</span>),
    },
    {
      key: 'permissions',
      header: t('staff.permissions'),
      sortValue: (m) => m.capabilities.length,
      cell: (m) => (
        <div className={styles.row}>
          {m.grantable.map((capability) => {
            const held = m.capabilities.includes(capability);
            return (
              <span key={capability} className={styles.row} data-testid={`cap-${m.accountId}-${capability}`}>
                <span className={`${styles.badge} ${own.permission} ${held ? styles.badgeOk : ''}`}>
                  {t(`staff.capability.${CAPABILITY_KEY[capability]}`)} · {held ? t('staff.held') : t('staff.notHeld')}
                </span>
                {canManage ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={change.isPending}
                    onClick={() => void ask(m, capability, !held)}
                  >
                    {held ? t('staff.revoke') : t('staff.grant')}
                  </button>
                ) : null}
              </span>
            );
          })}
        </div>
      ),
    },
  ];

  return (
    <WorkspaceLayout title={t('staff.title')} subtitle={canManage ? t('staff.subtitle') : t('staff.readOnly')}>
      <LoadState query={staff} />
      {staff.data ? (
        <DataTable columns={columns} rows={staff.data.list} rowKey={(m) => m.accountId} empty={t('empty')} testId="staff-table" />
      ) : null}
    </WorkspaceLayout>
  );
}
