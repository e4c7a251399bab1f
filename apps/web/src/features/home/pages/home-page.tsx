import { Link, Navigate } from 'react-router';
import type { FamilyMember } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { HydrateLater } from '../../../components/layout/hydrate-later.tsx';
import { NextCheckCard } from '../../../components/next-check/next-check-card.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useLogout } from '../../../lib/auth/logout.ts';
import { DOCTOR_HOME_PATH, WORKSPACE_PATH } from '../../../lib/auth/redirect.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useFamilyMembers } from '../../../lib/member/family-members.ts';
import { HomeHeader } from '../components/home-header.tsx';
import styles from '../components/home.module.css';
import { MemberCards } from '../components/member-cards.tsx';
import { MemberSummary } from '../components/member-summary.tsx';
import { MemberSwitcher } from '../components/member-switcher.tsx';
import { ReceivedInvites } from '../components/received-invites.tsx';
import { Shortcuts } from '../components/shortcuts.tsx';
import { useChosenMember } from '../hooks/use-chosen-member.ts';

function FamilySection({ members }: { members: readonly FamilyMember[] }) {
  const me = useMe();
  const { member, choose } = useChosenMember(members, me.data?.id);
  const memberId = member?.familyMemberId ?? null;

  return (
    <>
      <MemberSwitcher members={members} chosenId={memberId} onChoose={choose} />
      {member ? <MemberSummary member={member} /> : null}
      {/* The next-check calendar is the guardians' (issue 34: ownerRead); a caregiver sees the cards below. */}
      {member && member.access !== 'caregiver' ? <NextCheckCard familyMemberId={member.familyMemberId} /> : null}
      {member ? (
        <HydrateLater>
          <MemberCards familyMemberId={member.familyMemberId} />
        </HydrateLater>
      ) : null}
      <HydrateLater>
        <Shortcuts familyMemberId={memberId} />
      </HydrateLater>
    </>
  );
}

/** Home: the signed-in parent's family, one member at a time. A doctor is sent to their workspace. */
export default function HomePage() {
  const me = useMe();
  if (me.data?.role === 'doctor') return <Navigate to={DOCTOR_HOME_PATH} replace />;
  // An editor has no family here: their home is the workspace.
  if (me.data?.role === 'admin') return <Navigate to={WORKSPACE_PATH} replace />;
  return <ParentHome />;
}

function ParentHome() {
  const { t } = useTranslation('home');
  const members = useFamilyMembers();
  const logout = useLogout();

  return (
    <main className={styles.page} data-testid="home-page">
      <HomeHeader />
      <ReceivedInvites />
      {members.isPending ? <PageLoading /> : null}
      {members.isError ? (
        <div className={styles.message} role="alert" data-testid="members-error">
          <p>
            <strong>{t('members.loadFailed')}</strong>
          </p>
          {members.error.message ? <p className={styles.messageDetail}>{members.error.message}</p> : null}
          <button type="button" className="button button--primary" onClick={() => void members.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {members.isSuccess ? <FamilySection members={members.data} /> : null}
      <Link className={styles.leaveLink} to="/account/leave" data-testid="leaving-entry">
        {t('leaveAccount')}
      </Link>
      <button type="button" className={styles.signOut} onClick={() => logout.mutate()} disabled={logout.isPending}>
        {t('signOut')}
      </button>
    </main>
  );
}
