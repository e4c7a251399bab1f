import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { laterPart } from '../../../components/layout/later-part.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthCurve } from '../api/get-growth-curve.ts';
import { useReferenceLines } from '../api/get-reference-lines.ts';
import { useGrowthInit } from '../api/init-growth.ts';
import type { GrowthScope } from '../api/keys.ts';
import growthStyles from '../components/growth.module.css';
import { IndicatorTabs } from '../components/indicator-tabs.tsx';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { usePortrait } from '../hooks/use-portrait.ts';
import { isIndicator } from '../utils/links.ts';
import styles from './chart-full-screen.module.css';

/**
 * The chart's code (the drawing, zoom and pan, the child's events and bone ages) is a chunk fetched after the page
 * is live on a first visit, where the server drew the chart, and by the loader when the page is opened in the app
 * (issue 32).
 */
const Chart = laterPart(() => import('../components/full-screen-chart.tsx').then((m) => m.FullScreenChart));

export async function loader() {
  await Chart.preload();
  return null;
}

/**
 * /growth/common/growthChartFullScreen?scope=patient|doctor&growthId&indicator&mode[&familyMemberId]: the chart alone, in
 * landscape (turned a quarter when the phone is upright), with pinch-zoom and pan. Parent and doctor alike.
 */
export default function ChartFullScreenPage() {
  const { t } = useTranslation('growth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope: GrowthScope = params.get('scope') === 'doctor' ? 'doctor' : 'patient';
  // A parent's chart opened by member (the route's member resolver adds the chosen one) finds its growth id.
  const familyMemberId = scope === 'patient' ? params.get('familyMemberId') : null;
  const named = params.get('growthId');
  const init = useGrowthInit({ familyMemberId, patientId: null }, !named && Boolean(familyMemberId));
  const growthId = named ?? init.data?.growthId ?? null;
  const rawIndicator = params.get('indicator');
  const indicator = isIndicator(rawIndicator) ? rawIndicator : 'height';
  const mode = params.get('mode') === 'fenton' && indicator !== 'bmi' ? 'fenton' : 'who';
  const curve = useGrowthCurve(scope, growthId);
  const lines = useReferenceLines(curve.data);
  useGrowthErrorToast(init.error ?? curve.error ?? lines.error);
  // The child's events and bone ages (issue 33), when the address names the child (the detail pages' links do).
  const memberId = params.get('familyMemberId') ?? undefined;
  const portrait = usePortrait();

  if (!growthId && !(familyMemberId && init.isPending)) {
    return (
      <StatusScreen title={t(init.isError ? 'loadFailed' : 'missingTarget')} testId="growth-missing">
        <Link className="button button--primary" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </StatusScreen>
    );
  }
  const close = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <div className={`${styles.stage} ${portrait ? styles.rotated : ''}`} data-testid="growth-full-screen" data-rotated={portrait}>
      <div className={styles.bar}>
        <button type="button" className={styles.close} onClick={close} aria-label={t('chart.close')} data-testid="full-screen-close">
          ×
        </button>
        <IndicatorTabs
          value={indicator}
          onChange={(next) =>
            setParams(
              (p) => {
                p.set('indicator', next);
                return p;
              },
              { replace: true },
            )
          }
        />
      </div>
      <div className={styles.chartBox}>
        {curve.data && lines.data ? (
          <Chart.Later
            curve={curve.data}
            lines={lines.data}
            indicator={indicator}
            mode={mode}
            memberId={memberId}
            className={styles.chart}
          />
        ) : (
          <p className={growthStyles.chartPlaceholder} role="status">
            {init.isError || curve.isError || lines.isError ? t('loadFailed') : t('chart.loading')}
          </p>
        )}
      </div>
      <p className={styles.hint}>{t('chart.zoomHint')}</p>
    </div>
  );
}
