import { Suspense, useEffect, useMemo, useState } from 'react';
import type { GrowthCurve, GrowthIndicatorName, GrowthReferenceLines } from '@sprout/contracts';
import { FRAME_GUESS } from '../../../components/charts/svg/frame-guess.ts';
import { LineChart } from '../../../components/charts/svg/line-chart.tsx';
import type { ChartBoneAge, ChartMarker, Selection } from '../../../components/charts/svg/types.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useChartTexts } from '../hooks/use-chart-texts.ts';
import { chartDataOf, growthChartSpec, type ChartMode } from '../utils/chart-option.ts';
import { CorrectionNote } from './correction-note.tsx';
import styles from './growth.module.css';
import { PointDetails } from './point-details.tsx';

export interface GrowthChartProps {
  curve: GrowthCurve;
  /** The static centile lines of the child's sex (reference_lines). */
  lines: GrowthReferenceLines;
  indicator: GrowthIndicatorName;
  mode: ChartMode;
  /** Overlay the other reference set's P3/P50/P97 (WHO against China's WS/T 423—2022). */
  compare?: boolean;
  /** Full screen: pinch-zoom and pan. */
  zoom?: boolean;
  /** False for a still picture (the shareable report): no tapping, no tap hint. */
  interactive?: boolean;
  /** Events at the child's age in months (treatments, illnesses: issue 33), on the WHO chart. */
  markers?: readonly ChartMarker[];
  /** Bone ages (issue 33), drawn on the WHO height chart beside the height they were read with. */
  boneAges?: readonly ChartBoneAge[];
  className?: string;
}

const NO_MARKERS: readonly ChartMarker[] = [];
const NO_BONE_AGES: readonly ChartBoneAge[] = [];

/**
 * The growth chart: reference percentile lines and the child's joined points; tapping a point shows its
 * details. An SVG drawn with the page (docs/decisions/0004-first-screen.md), so it is there with the data.
 */
export default function GrowthChart({
  curve,
  lines,
  indicator,
  mode,
  compare = false,
  zoom = false,
  interactive = true,
  markers = NO_MARKERS,
  boneAges = NO_BONE_AGES,
  className,
}: GrowthChartProps) {
  const { t } = useTranslation('growth');
  const { t: tb } = useTranslation('beyond');
  const data = useMemo(() => chartDataOf(curve, lines, indicator, mode, compare), [curve, lines, indicator, mode, compare]);
  const texts = useChartTexts(curve, indicator, data);
  const [selected, setSelected] = useState<Selection | null>(null);
  useEffect(() => setSelected(null), [indicator, mode]);
  const spec = useMemo(() => {
    if (!data || !texts) return null;
    const drawn = growthChartSpec(data, texts);
    if (mode !== 'who') return drawn;
    return {
      ...drawn,
      ...(markers.length > 0 ? { markers } : {}),
      ...(indicator === 'height' && boneAges.length > 0 ? { boneAges } : {}),
    };
  }, [data, texts, mode, markers, boneAges, indicator]);
  const name = t(`indicator.${indicator}`);

  if (!data || !spec || !texts) return <p className={styles.chartPlaceholder}>{t('chart.noReference', { indicator: name })}</p>;
  const point = selected !== null ? data.points[selected.index] : undefined;
  return (
    <div
      data-testid="growth-chart"
      data-points={data.points.length}
      data-mode={mode}
      data-reference={curve.growthReference}
      data-compare-lines={data.lines.filter((l) => l.compare).length}
      data-extent={JSON.stringify({ xMin: data.xMin, xMax: data.xMax, yMin: data.yMin, yMax: data.yMax })}
      data-last-point={JSON.stringify(data.points.at(-1) ? { x: data.points.at(-1)!.x, y: data.points.at(-1)!.value } : null)}
    >
      <LineChart
        spec={spec}
        zoom={zoom}
        selected={selected}
        onSelect={interactive ? setSelected : undefined}
        className={className ?? styles.chart}
        ariaLabel={
          mode === 'who' && curve.growthReference === 'china'
            ? tb('reference.ariaLabelChina', { indicator: name })
            : t(
                mode === 'who'
                  ? 'chart.ariaLabel'
                  : curve.pretermReference === 'intergrowth21'
                    ? 'chart.ariaLabelIntergrowth'
                    : 'chart.ariaLabelFenton',
                { indicator: name },
              )
        }
        testId="growth-chart-canvas"
        initialSize={zoom ? FRAME_GUESS.growthFullScreen : FRAME_GUESS.growthDetail}
      />
      {data.points.length === 0 ? <p className={styles.hint}>{t('chart.noPoints', { indicator: name })}</p> : null}
      {mode === 'who' && curve.correctionEndMonths != null && curve.gestationalAge !== null ? (
        <Suspense fallback={null}>
          <CorrectionNote
            endMonths={curve.correctionEndMonths}
            weeksEarly={Math.round(((280 - curve.gestationalAge) / 7) * 10) / 10}
            joined={data.points.some((p) => p.chronologicalX !== undefined)}
            ended={curve.indicators.some((i) => i.indicator === indicator && i.measurements.some((m) => m.correctedAgeMonthsAtEnd != null))}
          />
        </Suspense>
      ) : null}
      {point ? (
        <PointDetails
          point={point}
          unit={t(`unit.${data.unit as 'cm'}`)}
          ageText={texts.xAxisName}
          ageValue={texts.tick(Math.round(point.x * 10) / 10)}
        />
      ) : data.points.length > 0 && !zoom && interactive ? (
        <p className={styles.hint}>{t('chart.tapHint')}</p>
      ) : null}
    </div>
  );
}
