import type { MonitoringSummaryRow } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { RouteTotals } from '../utils/series.ts';
import styles from './monitoring.module.css';

export function routeLabel(route: string, t: (key: 'route.notFound') => string): string {
  return route === '/*' || route === '*' ? t('route.notFound') : route;
}

/** Views, errors, white-screen rate and sessions of the chosen page over the period. */
export function SummaryTiles({ rows }: { rows: MonitoringSummaryRow[] }) {
  const { t, i18n } = useTranslation('monitoring');
  const number = new Intl.NumberFormat(i18n.language);
  const views = rows.reduce((sum, r) => sum + r.views, 0);
  const whiteScreens = rows.reduce((sum, r) => sum + r.whiteScreens, 0);
  const tiles = [
    { key: 'views', value: number.format(views) },
    { key: 'errors', value: number.format(rows.reduce((sum, r) => sum + r.errors, 0)) },
    {
      key: 'whiteScreenRate',
      value:
        views > 0 ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(whiteScreens / views) : '–',
    },
    { key: 'sessions', value: number.format(rows.reduce((sum, r) => sum + r.sessions, 0)) },
  ] as const;
  return (
    <div className={styles.tiles} data-testid="monitoring-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.tile}>
          <span className={styles.tileValue}>{tile.value}</span>
          <span className={styles.tileLabel}>{t(`tiles.${tile.key}`)}</span>
        </div>
      ))}
    </div>
  );
}

export function TopErrors({ errors }: { errors: Array<{ message: string; count: number }> }) {
  const { t } = useTranslation('monitoring');
  return (
    <section className={styles.card} data-testid="monitoring-top-errors">
      <h2 className={styles.cardTitle}>{t('topErrors.title')}</h2>
      {errors.length === 0 ? <p className={styles.note}>{t('topErrors.none')}</p> : null}
      <ul className={styles.list}>
        {errors.map((e) => (
          <li key={e.message} className={styles.listItem}>
            <span className={styles.message}>{e.message}</span>
            <span className={styles.count}>{t('topErrors.count', { count: e.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RouteTable({ routes }: { routes: RouteTotals[] }) {
  const { t } = useTranslation('monitoring');
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('routes.title')}</h2>
      <table className={styles.table} data-testid="monitoring-routes">
        <thead>
          <tr>
            <th scope="col">{t('routes.route')}</th>
            <th scope="col">{t('routes.views')}</th>
            <th scope="col">{t('routes.errors')}</th>
            <th scope="col">{t('routes.whiteScreens')}</th>
            <th scope="col">{t('routes.inp')}</th>
            <th scope="col">{t('routes.live')}</th>
          </tr>
        </thead>
        <tbody>
          {routes.map((r) => (
            <tr key={r.route}>
              <td>{routeLabel(r.route, t)}</td>
              <td>{r.views}</td>
              <td>{r.errors}</td>
              <td>{r.whiteScreens}</td>
              <td>{r.inp === null ? '—' : t('routes.ms', { value: Math.round(r.inp) })}</td>
              <td>{r.live === null ? '—' : t('routes.ms', { value: Math.round(r.live) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
