import { Link } from 'react-router';
import type { Comparison } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { formatPrice } from '../../../lib/format/price.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useComparison } from '../api/get-comparison.ts';
import styles from '../components/membership.module.css';

function ComparisonTable({ table }: { table: Comparison }) {
  const { t } = useTranslation('membership');
  const lang = currentLanguage();
  return (
    // Focusable so a keyboard can scroll it; labelled so a screen reader names the region.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.tableWrap} role="region" aria-labelledby="comparison-caption" tabIndex={0} data-testid="comparison-table">
      <table className={styles.table}>
        <caption id="comparison-caption" className="visually-hidden">
          {t('comparison.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('comparison.benefit')}</th>
            {table.plans.map((plan) => (
              <th key={plan.planId} scope="col">
                {plan.name}
                <span className={styles.columnPrice}>{formatPrice(plan.priceFen, lang)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.benefits.map((benefit) => (
            <tr key={benefit.code}>
              <th scope="row">{benefit.label}</th>
              {table.plans.map((plan) => {
                const cell = plan.cells[benefit.code];
                return (
                  <td key={plan.planId}>
                    {cell?.included ? (
                      <span className={styles.yes}>
                        <span aria-hidden="true">✓</span>
                        <span className={cell.detail ? undefined : 'visually-hidden'}>
                          {cell.detail ? ` ${cell.detail}` : t('comparison.included')}
                        </span>
                      </span>
                    ) : (
                      <span className={styles.no}>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('comparison.notIncluded')}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /serviceComparison: which plan gives what, as a table that scrolls sideways on a phone. */
export default function ServiceComparisonPage() {
  const { t } = useTranslation('membership');
  const comparison = useComparison();
  return (
    <main className={page.page} data-testid="service-comparison">
      <h1 className={page.heading}>{t('comparison.heading')}</h1>
      <p className={page.intro}>{t('comparison.intro')}</p>
      {comparison.isPending ? <PageLoading /> : null}
      {comparison.isError ? (
        <LoadFailed title={t('loadFailed')} message={comparison.error.message} onRetry={() => void comparison.refetch()} />
      ) : null}
      {comparison.isSuccess ? <ComparisonTable table={comparison.data} /> : null}
      <div className={page.actions}>
        <Link className="button button--primary" to="/package">
          {t('comparison.toPlans')}
        </Link>
      </div>
    </main>
  );
}
