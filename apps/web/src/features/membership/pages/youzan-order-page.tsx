import { Link, useSearchParams } from 'react-router';
import type { Order } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatPrice } from '../../../lib/format/price.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useOrder } from '../api/get-order.ts';
import { safeShopUrl } from '../components/format.ts';
import styles from '../components/membership.module.css';

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('membership');
  const lang = currentLanguage();
  const shopUrl = safeShopUrl(order.shopUrl);
  const created = formatDateTime(order.createdAt, lang);

  return (
    <main className={page.page} data-testid="order-page">
      <h1 className={page.heading}>{t('order.heading')}</h1>
      <section className={page.card} aria-label={t('order.summary')}>
        <dl className={styles.summary}>
          <dt>{t('order.plan')}</dt>
          <dd data-testid="order-plan">{order.planName}</dd>
          <dt>{t('order.price')}</dt>
          <dd data-testid="order-price">
            {formatPrice(order.priceFen, lang)}
            {order.originalPriceFen > order.priceFen ? (
              <>
                {' '}
                <span className="visually-hidden">{t('originalPrice')}</span>
                <s className={styles.original}>{formatPrice(order.originalPriceFen, lang)}</s>
              </>
            ) : null}
          </dd>
          <dt>{t('order.autoRenew')}</dt>
          <dd>{order.autoRenew ? t('order.yes') : t('order.no')}</dd>
          <dt>{t('order.status')}</dt>
          <dd data-testid="order-status">{t(`order.statuses.${order.status}`)}</dd>
          <dt>{t('order.number')}</dt>
          <dd>{order.orderId.slice(0, 8).toUpperCase()}</dd>
          <dt>{t('order.created')}</dt>
          <dd>{created}</dd>
        </dl>
      </section>
      {order.status === 'pending' && shopUrl ? (
        <>
          <p className={page.intro}>{t('order.handOverIntro', { host: new URL(shopUrl).host })}</p>
          {/* A link the parent taps, never an automatic redirect: no loop when they come back. */}
          <a
            className={`button button--primary ${styles.handOver}`}
            href={shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="shop-link"
          >
            {t('order.handOver')}
          </a>
          <p className={page.notice}>{t('order.afterPaying')}</p>
        </>
      ) : null}
      {order.status === 'pending' && !shopUrl ? <p className={page.alert}>{t('order.noShop')}</p> : null}
      <div className={page.actions}>
        <Link className="button" to="/package">
          {t('order.backToPlans')}
        </Link>
      </div>
    </main>
  );
}

/** /youzanOrder?orderId=…: the order, then the hand-over to the plan's shop link for payment. */
export default function YouzanOrderPage() {
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useOrder(orderId);

  const notFound = (
    <StatusScreen testId="order-not-found" title={t('order.notFoundTitle')} description={t('order.notFoundDescription')}>
      <Link className="button button--primary" to="/package">
        {t('order.backToPlans')}
      </Link>
    </StatusScreen>
  );
  if (!orderId) return notFound;
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    if (isApiError(order.error) && [400, 404].includes(order.error.status)) return notFound;
    return <LoadFailed title={t('order.loadFailed')} message={order.error.message} onRetry={() => void order.refetch()} />;
  }
  return <OrderView order={order.data} />;
}
