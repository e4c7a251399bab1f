import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../lib/auth/get-me.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { PageLoading } from '../feedback/page-loading.tsx';
import { StatusScreen } from '../feedback/status-screen.tsx';

/** The staff areas: the editors' workspace (role admin) and the doctors' workspace. */
export type StaffArea = 'admin' | 'doctor';

const HOME_OF: Record<string, string> = { admin: '/admin', doctor: '/doctor' };

/**
 * A staff area's door (issue 30): someone signed in with another role gets a page saying whose area this is and
 * a link to their own, not this area's shell with a load error. The server still refuses every call on its own.
 */
export function RoleGate({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { t } = useTranslation('common');
  const me = useMe();
  if (me.isPending && me.fetchStatus !== 'idle') return <PageLoading />;
  const role = me.data?.role;
  if (!role || role === area) return children;
  const own = HOME_OF[role] ?? '/';
  return (
    <main>
      <StatusScreen testId="wrong-area" title={t(`roleGate.title.${area}`)} description={t('roleGate.description')} role="alert">
        <Link className="button button--primary" to={own} data-testid="wrong-area-home">
          {t(role === 'admin' ? 'roleGate.toWorkspace' : role === 'doctor' ? 'roleGate.toDoctor' : 'actions.backHome')}
        </Link>
      </StatusScreen>
    </main>
  );
}
