import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { VitalName } from '@sprout/contracts';
import { VITAL_NAMES } from '@sprout/contracts/light';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useMonitoringSummary, type SummaryRange } from '../api/get-monitoring-summary.ts';
import styles from '../components/monitoring.module.css';
import { routeLabel, RouteTable, SummaryTiles, TopErrors } from '../components/summary-panels.tsx';
import { daysOf, routeTotals, rowsByDay, topErrors } from '../utils/series.ts';

// ECharts loads with the charts, after the page's first screen.
const MonitoringCharts = lazy(() => import('../components/monitoring-charts.tsx'));

/** The periods an editor chooses from, in days up to today. */
export const RANGE_OPTIONS = [7, 14, 30] as const;
const DAY_MS = 86_400_000;

function rangeOf(days: number, now = Date.now()): SummaryRange {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * Editors' dashboard of the real-user monitoring: web vitals, errors, white screens, per page and day. Drawn inside
 * the editors' workspace frame (app/pages/monitoring-workspace-page.tsx), which carries its title and navigation.
 */
export function MonitoringDashboard() {
  const { t } = useTranslation('monitoring');
  const [days, setDays] = useState<(typeof RANGE_OPTIONS)[number]>(RANGE_OPTIONS[0]);
  const [route, setRoute] = useState<string | null>(null);
  const [vital, setVital] = useState<VitalName>('LCP');
  const range = useMemo(() => rangeOf(days), [days]);
  const summary = useMonitoringSummary(range);

  const view = useMemo(() => {
    if (!summary.data) return null;
    const rows = rowsByDay(summary.data, route);
    return { days: daysOf(summary.data.from, summary.data.to), rows, routes: routeTotals(summary.data), errors: topErrors(rows.values()) };
  }, [summary.data, route]);

  if (summary.isError && isApiError(summary.error) && summary.error.status === 403) {
    return (
      <StatusScreen title={t('editorsOnly.title')} description={t('editorsOnly.description')} testId="monitoring-editors-only">
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </StatusScreen>
    );
  }

  return (
    <div className={styles.dashboard} data-testid="monitoring-page">
      <div className={styles.controls}>
        <fieldset className={styles.group}>
          <legend className={styles.groupLabel}>{t('range.label')}</legend>
          {RANGE_OPTIONS.map((option) => (
            <button key={option} type="button" className={styles.chip} aria-pressed={days === option} onClick={() => setDays(option)}>
              {t('range.days', { count: option })}
            </button>
          ))}
        </fieldset>
        <label className={styles.group}>
          <span className={styles.groupLabel}>{t('route.label')}</span>
          <select
            className={styles.select}
            value={route ?? ''}
            onChange={(e) => setRoute(e.target.value || null)}
            data-testid="monitoring-route"
          >
            <option value="">{t('route.all')}</option>
            {view?.routes.map((r) => (
              <option key={r.route} value={r.route}>
                {routeLabel(r.route, t)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {summary.isPending ? <PageLoading /> : null}
      {summary.isError ? (
        <div role="alert" className={styles.card}>
          <p>
            <strong>{t('loadFailed')}</strong>
          </p>
          <button type="button" className="button button--primary" onClick={() => void summary.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}

      {view ? (
        <>
          {view.routes.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
          <SummaryTiles rows={[...view.rows.values()]} />
          <fieldset className={styles.group}>
            <legend className={styles.groupLabel}>{t('vitals.label')}</legend>
            {VITAL_NAMES.map((name) => (
              <button
                key={name}
                type="button"
                className={styles.chip}
                aria-pressed={vital === name}
                onClick={() => setVital(name)}
                title={t(`vitals.${name}`)}
              >
                {name}
              </button>
            ))}
          </fieldset>
          <Suspense fallback={<p className={`${styles.card} ${styles.chartPlaceholder}`}>{t('charts.loading')}</p>}>
            <MonitoringCharts days={view.days} rows={view.rows} vital={vital} />
          </Suspense>
          <TopErrors errors={view.errors} />
          <RouteTable routes={view.routes} />
        </>
      ) : null}
    </div>
  );
}
