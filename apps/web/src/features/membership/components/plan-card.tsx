import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Plan } from '@sprout/contracts';
import { formatPrice } from '../../../lib/format/price.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { AGREEMENT_PATHS } from './format.ts';
import styles from './membership.module.css';

interface PlanCardProps {
  plan: Plan;
  busy: boolean;
  onChoose: (plan: Plan, autoRenew: boolean) => void;
}

/** One plan: price against original price, what it gives, its agreements and, for the annual plan, auto-renew. */
export function PlanCard({ plan, busy, onChoose }: PlanCardProps) {
  const { t } = useTranslation('membership');
  const lang = currentLanguage();
  const titleId = useId();
  const [autoRenew, setAutoRenew] = useState(false);
  const term =
    plan.kind === 'capsule'
      ? t('term.capsule', { services: plan.capsuleCount ?? 0, days: plan.durationDays ?? 0 })
      : t(`term.${plan.kind}`);

  return (
    <article className={styles.plan} aria-labelledby={titleId} data-testid={`plan-${plan.code}`} data-kind={plan.kind}>
      <header className={styles.planHeader}>
        <h2 id={titleId} className={styles.planName}>
          {plan.name}
        </h2>
        <p className={styles.term}>{term}</p>
      </header>
      <p className={styles.priceLine}>
        <span className={styles.price} data-testid="plan-price">
          {formatPrice(plan.priceFen, lang)}
        </span>
        {plan.originalPriceFen > plan.priceFen ? (
          <>
            <span className="visually-hidden">{t('originalPrice')}</span>
            <s className={styles.original}>{formatPrice(plan.originalPriceFen, lang)}</s>
          </>
        ) : null}
      </p>
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.benefits} aria-label={t('benefits')}>
        {plan.benefits.map((b) => (
          <li key={b.code}>
            <span aria-hidden="true" className={styles.tick}>
              ✓
            </span>
            {b.label}
            {b.detail ? <span className={styles.detail}> · {b.detail}</span> : null}
          </li>
        ))}
      </ul>
      {plan.autoRenewAvailable ? (
        <label className={styles.autoRenew}>
          <input type="checkbox" checked={autoRenew} onChange={(e) => setAutoRenew(e.target.checked)} data-testid="auto-renew" />
          <span>
            {t('autoRenew')}
            <span className={styles.autoRenewHint}>{t('autoRenewHint')}</span>
          </span>
        </label>
      ) : null}
      <p className={styles.agreements}>
        {t('agreementsLead')}
        {plan.agreements.map((a) => (
          <Link key={a} to={AGREEMENT_PATHS[a]} className={styles.agreementLink}>
            {t(`agreements.${a}`)}
          </Link>
        ))}
      </p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => onChoose(plan, autoRenew)}>
        {busy ? t('ordering') : t('choose', { price: formatPrice(plan.priceFen, lang) })}
      </button>
    </article>
  );
}
