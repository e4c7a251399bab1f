import { Link, useNavigate } from 'react-router';
import type { Plan } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { loginPath } from '../../../lib/auth/redirect.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { getToken } from '../../../lib/session.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { usePlans } from '../api/get-plans.ts';
import styles from '../components/membership.module.css';
import { PlanCard } from '../components/plan-card.tsx';

/** /package: the plans on offer; choosing one creates an order and opens it for the shop hand-over. */
export default function PackagePage() {
  const { t } = useTranslation('membership');
  const navigate = useNavigate();
  const plans = usePlans();
  const order = useCreateOrder();

  const choose = (plan: Plan, autoRenew: boolean) => {
    // Browsing is open to everyone; ordering needs an account, and comes back here after sign-in.
    if (!getToken()) {
      void navigate(loginPath('/package'));
      return;
    }
    order.mutate(
      { planId: plan.planId, ...(plan.autoRenewAvailable ? { autoRenew } : {}) },
      { onSuccess: (created) => void navigate(`/youzanOrder?orderId=${encodeURIComponent(created.orderId)}`) },
    );
  };

  return (
    <main className={page.page} data-testid="package-page">
      <h1 className={page.heading}>{t('heading')}</h1>
      <p className={page.intro}>{t('intro')}</p>
      <Link to="/serviceComparison" className={page.card} data-testid="comparison-link">
        {t('compareLink')}
      </Link>
      {plans.isPending ? <PageLoading /> : null}
      {plans.isError ? <LoadFailed title={t('loadFailed')} message={plans.error.message} onRetry={() => void plans.refetch()} /> : null}
      {plans.isSuccess && plans.data.length === 0 ? <p className={page.notice}>{t('noPlans')}</p> : null}
      {plans.isSuccess ? (
        <div className={styles.plans}>
          {plans.data.map((plan) => (
            <PlanCard key={plan.planId} plan={plan} busy={order.isPending && order.variables?.planId === plan.planId} onChoose={choose} />
          ))}
        </div>
      ) : null}
      <p className={page.intro}>
        <Link to="/memberDiscountExplanation">{t('discountLink')}</Link>
      </p>
    </main>
  );
}
