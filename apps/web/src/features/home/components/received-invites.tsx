import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carersRoutes } from '@sprout/contracts/light';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { familyKeys } from '../../../lib/member/family-members.ts';
import { callApi } from '../../../lib/request/index.ts';
import styles from './people.module.css';

const receivedKey = ['carerInvites', 'received'] as const;

/**
 * Invitations to the signed-in phone (issue 34): who invites, to which child, as what. Nothing applies until the
 * person accepts here; an accepted child joins the family list at once.
 */
export function ReceivedInvites() {
  const { t, i18n } = useTranslation('home');
  const queryClient = useQueryClient();
  const received = useQuery({
    queryKey: receivedKey,
    queryFn: ({ signal }) => callApi(carersRoutes.received, { signal, showType: 0 }),
    meta: { silentError: true },
  });
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: receivedKey });
    await queryClient.invalidateQueries({ queryKey: familyKeys.members() });
  };
  const accept = useMutation({ mutationFn: (inviteId: string) => callApi(carersRoutes.accept, { params: { inviteId } }), onSuccess });
  const decline = useMutation({ mutationFn: (inviteId: string) => callApi(carersRoutes.decline, { params: { inviteId } }), onSuccess });
  const invites = received.data ?? [];
  if (invites.length === 0) return null;
  const busy = accept.isPending || decline.isPending;

  return (
    <section className={styles.invites} aria-labelledby="received-invites-title" data-testid="received-invites">
      <h2 id="received-invites-title" className={styles.title}>
        {t('invites.title')}
      </h2>
      <ul className={styles.list}>
        {invites.map((invite) => (
          <li key={invite.inviteId} className={styles.invite} data-testid="received-invite">
            <p className={styles.line}>
              {t('invites.line', { by: invite.invitedBy, child: invite.childName, role: t(`invites.roles.${invite.role}`) })}
            </p>
            <p className={styles.meta}>{t('invites.until', { at: formatDateTime(invite.expiresAt, i18n.language) })}</p>
            <div className={styles.buttons}>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => accept.mutate(invite.inviteId)}
                data-testid="invite-accept"
              >
                {t('invites.accept')}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => decline.mutate(invite.inviteId)}
                data-testid="invite-decline"
              >
                {t('invites.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {accept.error || decline.error ? (
        <p className={styles.alert} role="alert">
          {(accept.error ?? decline.error)!.message}
        </p>
      ) : null}
    </section>
  );
}
