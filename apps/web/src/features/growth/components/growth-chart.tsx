import { useEffect, useMemo, useState } from 'react';
import type { GrowthCurve, GrowthIndicatorName, GrowthReferenceLines } from '@sprout/contracts';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/charts/echart.tsx';
import { useChartTexts } from '../hooks/use-chart-texts.ts';
import { buildGrowthChartOption, chartDataOf, type ChartMode } from '../utils/chart-option.ts';
import styles from './growth.module.css';
import { PointDetails } from './point-details.tsx';

export interface GrowthChartProps {
  curve: GrowthCurve;
  /** The static centile lines of the child's sex (reference_lines). */
  lines: GrowthReferenceLines;
  indicator: GrowthIndicatorName;
  mode: ChartMode;
  /** Full screen: pinch-zoom and pan (dataZoom inside + slider). */
  zoom?: boolean;
  className?: string;
}

/**
 * The growth chart: reference percentile lines and the child's joined points; tapping a point shows its
 * details. The only growth module that imports the chart library, loaded lazily by the pages.
 */
export default function GrowthChart({ curve, lines, indicator, mode, zoom = false, className }: GrowthChartProps) {
  const { t } = useTranslation('growth');
  const data = useMemo(() => chartDataOf(curve, lines, indicator, mode), [curve, lines, indicator, mode]);
  const texts = useChartTexts(curve, indicator, data);
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => setSelected(null), [indicator, mode]);
  const option = useMemo(() => (data && texts ? buildGrowthChartOption(data, texts, { selectedIndex: selected, zoom }) : null), [data, texts, selected, zoom]);
  const name = t(`indicator.${indicator}`);

  if (!data || !option || !texts) return <p className={styles.chartPlaceholder}>{t('chart.noReference', { indicator: name })}</p>;
  const point = selected !== null ? data.points[selected] : undefined;
  return (
    <div
      data-testid="growth-chart"
      data-points={data.points.length}
      data-mode={mode}
      data-extent={JSON.stringify({ xMin: data.xMin, xMax: data.xMax, yMin: data.yMin, yMax: data.yMax })}
      data-last-point={JSON.stringify(data.points.at(-1) ? { x: data.points.at(-1)!.x, y: data.points.at(-1)!.value } : null)}
    >
      <EChart
        option={option}
        className={className ?? styles.chart}
        ariaLabel={t(mode === 'fenton' ? 'chart.ariaLabelFenton' : 'chart.ariaLabel', { indicator: name })}
        testId="growth-chart-canvas"
        onItemClick={(event) => {
          if (event.seriesId === 'child' && typeof event.dataIndex === 'number') setSelected(event.dataIndex);
        }}
      />
      {data.points.length === 0 ? <p className={styles.hint}>{t('chart.noPoints', { indicator: name })}</p> : null}
      {point ? <PointDetails point={point} unit={t(`unit.${data.unit as 'cm'}`)} ageText={texts.xAxisName} /> : data.points.length > 0 && !zoom ? <p className={styles.hint}>{t('chart.tapHint')}</p> : null}
    </div>
  );
}
