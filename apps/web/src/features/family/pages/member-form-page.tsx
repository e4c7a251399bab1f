import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FieldError } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { meQueryOptions } from '../../../lib/auth/get-me.ts';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../../lib/auth/redirect.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { saveChosenMemberId } from '../../../lib/member/chosen-member.ts';
import { useFamilyMembers } from '../../../lib/member/family-members.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useBirthDetails, useRemoveMember, useSaveMember } from '../api/member-calls.ts';
import styles from '../components/member-form.module.css';
import { MemberForm } from '../components/member-form.tsx';
import { RemoveMember } from '../components/remove-member.tsx';
import { EMPTY_MEMBER, valuesOf, type MemberFormValues } from '../utils/member-form.ts';

const HTTP_BAD_REQUEST = 400;

/**
 * /family/member: add a family member; /family/member?familyMemberId=…: change one. `redirect` names the page
 * that sent a parent with no family here (lib/member/resolve-member.ts); it opens once the member exists.
 */
export default function MemberFormPage() {
  const { t } = useTranslation('family');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId');
  const after = safeRedirectTarget(params.get(REDIRECT_PARAM));
  const queryClient = useQueryClient();
  const members = useFamilyMembers();
  const member = familyMemberId ? (members.data?.find((m) => m.familyMemberId === familyMemberId) ?? null) : null;
  const birth = useBirthDetails(member && member.relation === 'child' ? member.familyMemberId : null);
  const save = useSaveMember();
  const remove = useRemoveMember();
  // The name of the member being removed: once done the screen says so, whatever the refreshed list holds.
  const [removedName, setRemovedName] = useState('');
  const removed = remove.isSuccess ? removedName : null;
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const today = localIsoDate();

  let body;
  if (removed !== null) {
    body = (
      <StatusScreen title={t('remove.doneTitle', { name: removed })} description={t('remove.doneText')} testId="member-removed">
        <Link className="button button--primary" to="/" replace>
          {t('backHome')}
        </Link>
      </StatusScreen>
    );
  } else if (familyMemberId && members.isError) {
    body = <LoadFailed title={t('loadFailed')} error={members.error} onRetry={() => void members.refetch()} />;
  } else if (familyMemberId && (members.isPending || (member?.relation === 'child' && birth.isPending))) {
    body = <PageLoading />;
  } else if (familyMemberId && !member) {
    body = (
      <StatusScreen title={t('notFound')} testId="member-not-found">
        <Link className="button button--primary" to="/">
          {t('backHome')}
        </Link>
      </StatusScreen>
    );
  } else {
    const initial: MemberFormValues = member ? valuesOf(member, birth.data ?? null) : EMPTY_MEMBER;
    body = (
      <>
        <MemberForm
          key={member ? `${member.familyMemberId}-${birth.dataUpdatedAt}` : 'new'}
          initial={initial}
          today={today}
          saving={save.isPending}
          serverErrors={serverErrors}
          onCancel={() => void navigate(-1)}
          onSubmit={(checked) => {
            setServerErrors([]);
            save.mutate(
              { familyMemberId, member: checked.member!, birth: checked.birth },
              {
                onSuccess: (saved) => {
                  // The member just added or changed is the one the parent wants to see next (the account may
                  // still be loading on a fast save).
                  void queryClient
                    .fetchQuery(meQueryOptions())
                    .then((account) => saveChosenMemberId(account.id, saved.familyMemberId))
                    .catch(() => undefined)
                    .finally(() => void navigate(after, { replace: true }));
                },
                onError: (error) => {
                  if (isApiError(error) && error.status === HTTP_BAD_REQUEST) setServerErrors(error.errors);
                },
              },
            );
          }}
        />
        {member ? (
          <RemoveMember
            member={member}
            removing={remove.isPending}
            error={remove.isError ? remove.error.message || t('remove.failed') : null}
            onConfirm={() => {
              setRemovedName(member.name);
              remove.mutate(member.familyMemberId);
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <main className={styles.page} data-testid="member-form-page">
      <Link className={styles.back} to="/">
        ‹ {t('backHome')}
      </Link>
      {removed === null ? <h1 className={styles.title}>{familyMemberId ? t('editTitle') : t('addTitle')}</h1> : null}
      {familyMemberId || removed !== null ? null : <p className={styles.intro}>{t('addIntro')}</p>}
      {body}
    </main>
  );
}
