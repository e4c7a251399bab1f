import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { Carers, CarerRole } from '@sprout/contracts';
import { CARER_INVITE_DAYS } from '@sprout/contracts/light';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useCarers, useCarerWrites } from '../api/carers-calls.ts';
import styles from './people.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^1\d{10}$/;

/**
 * /family/people?familyMemberId=…: who else follows the child (issue 34). A guardian sees the owner, the adults
 * linked and the open invitations, invites a phone as guardian or caregiver, withdraws an invitation and removes
 * someone at once. A caregiver opening it is answered 403 by the server and sees why.
 */
export default function PeoplePage() {
  const { t } = useTranslation('family');
  const [params] = useSearchParams();
  const raw = params.get('familyMemberId') ?? '';
  const valid = UUID.test(raw);
  const carers = useCarers(raw, valid);

  if (!valid) return <StatusScreen title={t('notFound')} testId="people-not-found" />;
  if (carers.isError)
    return <LoadFailed title={t('people.loadFailed')} error={carers.error} onRetry={() => void carers.refetch()} testId="people-error" />;
  if (!carers.data) return <PageLoading />;
  return <People carers={carers.data} />;
}

function People({ carers }: { carers: Carers }) {
  const { t, i18n } = useTranslation('family');
  const writes = useCarerWrites(carers.familyMemberId);
  const failed = writes.invite.error ?? writes.revoke.error ?? writes.remove.error;

  const remove = async (accountId: string, name: string) => {
    // antd-mobile's Dialog loads when the guardian first removes someone, not with the page.
    const { confirmAction } = await import('../../../components/leave-guard/confirm-action.ts');
    const confirmed = await confirmAction({
      title: t('people.removeTitle'),
      content: t('people.removeConfirm', { name }),
      confirmText: t('people.remove'),
    });
    if (confirmed) writes.remove.mutate(accountId);
  };

  return (
    <main className={page.page} data-testid="people-page">
      <h1 className={page.heading}>{t('familyPeople', { ns: 'titles' })}</h1>
      <p className={page.notice}>{t('people.intro')}</p>
      <section className={page.card}>
        <h2 className={page.cardTitle}>{t('people.current')}</h2>
        <ul className={styles.list}>
          <li className={styles.row} data-testid="people-owner">
            <span className={styles.who}>
              <strong>{carers.owner.name || carers.owner.phone}</strong>{' '}
              {carers.owner.name ? <span className={styles.meta}>{carers.owner.phone}</span> : null}
            </span>
            <span className={styles.role}>{t('people.roles.owner')}</span>
          </li>
          {carers.carers.map((c) => (
            <li key={c.accountId} className={styles.row} data-testid="people-carer" data-role={c.role}>
              <span className={styles.who}>
                <strong>{c.name || c.phone}</strong> {c.name ? <span className={styles.meta}>{c.phone}</span> : null}
                <span className={styles.meta}>{t(`people.roles.${c.role}`)}</span>
              </span>
              <button
                type="button"
                className={`button ${styles.tap}`}
                onClick={() => void remove(c.accountId, c.name || c.phone)}
                disabled={writes.remove.isPending}
                data-testid="people-remove"
              >
                {t('people.remove')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {carers.invites.length > 0 ? (
        <section className={page.card}>
          <h2 className={page.cardTitle}>{t('people.pending')}</h2>
          <ul className={styles.list}>
            {carers.invites.map((invite) => (
              <li key={invite.inviteId} className={styles.row} data-testid="people-invite">
                <span className={styles.who}>
                  <strong>{invite.phone}</strong> <span className={styles.meta}>{t(`people.roles.${invite.role}`)}</span>
                  <span className={styles.meta}>{t('people.expires', { at: formatDateTime(invite.expiresAt, i18n.language) })}</span>
                </span>
                <button
                  type="button"
                  className={`button ${styles.tap}`}
                  onClick={() => writes.revoke.mutate(invite.inviteId)}
                  disabled={writes.revoke.isPending}
                  data-testid="people-withdraw"
                >
                  {t('people.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <InviteForm onInvite={(body) => writes.invite.mutate(body)} pending={writes.invite.isPending} />
      {failed ? (
        <p className={page.alert} role="alert" data-testid="people-failed">
          {failed.message}
        </p>
      ) : null}
    </main>
  );
}

function InviteForm({ onInvite, pending }: { onInvite: (body: { phone: string; role: CarerRole }) => void; pending: boolean }) {
  const { t } = useTranslation('family');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<CarerRole>('caregiver');
  const [touched, setTouched] = useState(false);
  const bad = !PHONE.test(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (bad) return;
    onInvite({ phone, role });
    setPhone('');
    setTouched(false);
  };

  return (
    <form className={page.card} onSubmit={submit} noValidate data-testid="people-invite-form">
      <h2 className={page.cardTitle}>{t('people.inviteTitle')}</h2>
      <label className={styles.field}>
        <span>{t('people.phone')}</span>
        <input
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          aria-invalid={touched && bad}
          data-testid="people-phone"
        />
      </label>
      {touched && bad ? (
        <p className={page.alert} role="alert">
          {t('people.phoneInvalid')}
        </p>
      ) : null}
      <fieldset className={styles.roles}>
        <legend className={page.legend}>{t('people.role')}</legend>
        {(['caregiver', 'guardian'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
              data-testid={`people-role-${value}`}
            />
            <strong>{t(`people.roles.${value}`)}</strong>
            <span className={styles.hint}>{t(`people.roleHints.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.meta}>{t('people.inviteHint', { days: CARER_INVITE_DAYS })}</p>
      <div className={page.actions}>
        <button type="submit" className="button button--primary" disabled={pending} data-testid="people-send">
          {t('people.send')}
        </button>
      </div>
    </form>
  );
}
