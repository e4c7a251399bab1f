import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Consent } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDateTime } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAnswerConsent, useConsent } from '../api/consent-calls.ts';
import styles from './consent.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /family/consent?familyMemberId=…: the guardian's separate consent for a member's health data (issue 18). */
export default function ConsentPage() {
  const { t } = useTranslation('consent');
  const [params] = useSearchParams();
  const raw = params.get('familyMemberId') ?? '';
  const valid = UUID.test(raw);
  const consent = useConsent(raw, valid);

  if (!valid) return <StatusScreen title={t('notFound')} testId="consent-not-found" />;
  if (consent.isError)
    return <LoadFailed title={t('loadFailed')} error={consent.error} onRetry={() => void consent.refetch()} testId="consent-error" />;
  if (!consent.data) return <PageLoading />;
  return <ConsentForm key={consent.data.history[0]?.answeredAt ?? 'none'} consent={consent.data} />;
}

function ConsentForm({ consent }: { consent: Consent }) {
  const { t, i18n } = useTranslation('consent');
  const answer = useAnswerConsent(consent.familyMemberId);
  const [allowed, setAllowed] = useState(() => new Set(consent.clinics.filter((c) => c.allowed).map((c) => c.clinicId)));
  const name = consent.memberName;
  const on = consent.status === 'granted' || consent.status === 'unanswered';
  const clinicName = new Map(consent.clinics.map((c) => [c.clinicId, c.name]));

  const toggle = (clinicId: string, checked: boolean) =>
    setAllowed((before) => {
      const next = new Set(before);
      if (checked) next.add(clinicId);
      else next.delete(clinicId);
      return next;
    });
  const send = (decision: 'granted' | 'refused') =>
    answer.mutate({ decision, policyVersion: consent.policy.version, clinicIds: decision === 'granted' ? [...allowed] : [] });

  return (
    <main className={page.page} data-testid="consent-page">
      <h1 className={page.heading}>
        {t('consent', { ns: 'titles' })} · {name}
      </h1>
      <p className={page.notice}>{consent.sensitive ? t('intro') : t('introAdult', { name })}</p>
      <section className={page.card}>
        <p className={`${styles.status} ${on ? styles.statusOn : styles.statusOff}`} data-testid="consent-status" aria-live="polite">
          {t(`status.${consent.status}`)}
        </p>
        <p className={styles.meta}>{t('policy', { title: consent.policy.title, version: consent.policy.version })}</p>
        <Link className={styles.link} to="/privatePolicy">
          {t('readPolicy')}
        </Link>
      </section>
      <fieldset className={`${page.card} ${styles.fieldset}`}>
        <legend className={page.legend}>{t('clinicsTitle', { name })}</legend>
        {consent.clinics.length === 0 ? <p className={styles.meta}>{t('noClinics', { name })}</p> : null}
        <div className={page.chips}>
          {consent.clinics.map((clinic) => (
            <label key={clinic.clinicId} className={page.chip}>
              <input
                type="checkbox"
                checked={allowed.has(clinic.clinicId)}
                onChange={(e) => toggle(clinic.clinicId, e.target.checked)}
                data-testid="consent-clinic"
              />
              {clinic.name}
            </label>
          ))}
        </div>
      </fieldset>
      {answer.isError ? (
        <p className={page.alert} role="alert">
          {answer.error.message}
        </p>
      ) : null}
      <div className={page.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => send('granted')}
          disabled={answer.isPending}
          data-testid="consent-grant"
        >
          {t('grant')}
        </button>
        <button type="button" className="button" onClick={() => send('refused')} disabled={answer.isPending} data-testid="consent-refuse">
          {consent.status === 'granted' ? t('revoke') : t('refuse')}
        </button>
      </div>
      {consent.history.length > 0 ? (
        <section className={page.card}>
          <h2 className={page.cardTitle}>{t('historyTitle')}</h2>
          <ol className={styles.history} data-testid="consent-history">
            {consent.history.map((h) => (
              <li key={`${h.answeredAt}-${h.decision}`}>
                {t('historyLine', { by: h.answeredBy, decision: t(`decision.${h.decision}`), version: h.policyVersion })}
                {h.decision === 'granted' ? (
                  <span className={styles.meta}>
                    {h.clinicIds.length > 0
                      ? t('historyClinics', { clinics: h.clinicIds.map((id) => clinicName.get(id) ?? id).join(t('listSeparator')) })
                      : t('historyNoClinic')}
                  </span>
                ) : null}
                <time dateTime={h.answeredAt}>{formatDateTime(h.answeredAt, i18n.language)}</time>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </main>
  );
}
