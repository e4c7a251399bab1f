import { useState } from 'react';
import { Link } from 'react-router';
import type { GrowthIndicatorName } from '@sprout/contracts';
import { useBoneAgePoints } from '../../../components/bone-age/use-bone-age-points.ts';
import { useEventMarkers } from '../../../components/chart-events/use-event-markers.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthCurve } from '../api/get-growth-curve.ts';
import { useReferenceLines } from '../api/get-reference-lines.ts';
import type { GrowthScope } from '../api/keys.ts';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import type { ChartMode } from '../utils/chart-option.ts';
import { fullScreenPath } from '../utils/links.ts';
import GrowthChart from './growth-chart.tsx';
import styles from './growth.module.css';
import { IndicatorTabs } from './indicator-tabs.tsx';
import { PretermChoice, ReferenceChoice, ReferenceNotes } from './reference-choice.tsx';

/** Tabs, the WHO/preterm switch for a preterm baby (and its Fenton/INTERGROWTH-21st choice), the chart and the way to full screen. */
export function ChartSection({
  scope,
  growthId,
  indicator,
  onIndicator,
  settable = true,
  familyMemberId,
}: {
  scope: GrowthScope;
  growthId: string;
  indicator: GrowthIndicatorName;
  onIndicator: (i: GrowthIndicatorName) => void;
  /** The parent may store the reference choice (a caregiver may not: issue 34). */
  settable?: boolean;
  /** The child, whose chart events are drawn as markers (issue 33); none without it. */
  familyMemberId?: string;
}) {
  const { t } = useTranslation('growth');
  const { t: tb } = useTranslation('beyond');
  const curve = useGrowthCurve(scope, growthId);
  const lines = useReferenceLines(curve.data);
  const markers = useEventMarkers(familyMemberId, curve.data?.birthDate, 'months');
  const boneAges = useBoneAgePoints(familyMemberId);
  useGrowthErrorToast(curve.error ?? lines.error);
  const hasFenton = Boolean(curve.data?.preterm) && indicator !== 'bmi';
  const [chosenMode, setMode] = useState<ChartMode>('who');
  const [compare, setCompare] = useState(false);
  const mode: ChartMode = hasFenton ? chosenMode : 'who';

  return (
    <section className={styles.card} aria-labelledby="chart-title" data-testid="chart-section">
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle} id="chart-title">
          {t('chart.title')}
        </h2>
        <Link
          className={styles.linkButton}
          to={fullScreenPath({ scope, growthId, indicator, mode, ...(familyMemberId ? { familyMemberId } : {}) })}
          data-testid="chart-full-screen"
        >
          {t('chart.fullScreen')}
        </Link>
      </div>
      <IndicatorTabs value={indicator} onChange={onIndicator} />
      {hasFenton ? (
        <div className={styles.modeRow}>
          <div className={styles.modeSwitch}>
            {(['who', 'fenton'] as const).map((m) => (
              <button
                key={m}
                type="button"
                className={styles.tab}
                aria-pressed={mode === m}
                onClick={() => setMode(m)}
                data-testid={`mode-${m}`}
              >
                {m === 'who' && curve.data && curve.data.growthReference !== 'who'
                  ? tb(`reference.${curve.data.growthReference}`)
                  : t(`chart.${m}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {curve.data && mode === 'who' ? (
        <ReferenceChoice scope={scope} settable={settable} curve={curve.data} compare={compare} onCompare={setCompare} />
      ) : null}
      {curve.data && lines.data ? (
        <GrowthChart
          curve={curve.data}
          lines={lines.data}
          indicator={indicator}
          mode={mode}
          compare={compare && mode === 'who'}
          markers={markers}
          boneAges={boneAges}
        />
      ) : (
        <p className={styles.chartPlaceholder} role="status">
          {curve.isError || lines.isError ? t('loadFailed') : t('chart.loading')}
        </p>
      )}
      {/* China and CDC 2000 name their lines in ReferenceNotes below; the WHO sentence is for WHO's lines only. */}
      {curve.data && mode === 'who' && curve.data.growthReference !== 'who' ? null : (
        <p className={styles.hint} data-testid="chart-reference-hint">
          {t(
            mode === 'who'
              ? 'chart.referenceWho'
              : curve.data?.pretermReference === 'intergrowth21'
                ? 'chart.referenceIntergrowth'
                : 'chart.referenceFenton',
          )}
        </p>
      )}
      {curve.data && hasFenton && mode === 'fenton' ? <PretermChoice scope={scope} settable={settable} curve={curve.data} /> : null}
      {curve.data && mode === 'who' ? (
        <ReferenceNotes
          curve={curve.data}
          indicator={indicator}
          compare={compare}
          ageText={(months) => t('chart.monthsTick', { value: months })}
        />
      ) : null}
    </section>
  );
}
