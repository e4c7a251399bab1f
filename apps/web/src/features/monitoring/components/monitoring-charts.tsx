import { useMemo } from 'react';
import type { MonitoringSummaryRow, VitalName } from '@sprout/contracts';
import { VITAL_THRESHOLDS } from '@sprout/contracts/light';
import { EChart } from '../../../components/charts/echart.tsx';
import type { ChartOption } from '../../../components/charts/echarts.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { niceCeil, vitalOf } from '../utils/series.ts';
import styles from './monitoring.module.css';

/** Rating colours: the product green, an amber and a red that all read at 4.5:1 on white. */
export const RATING_COLORS = { good: '#0b6b3a', needsImprovement: '#8a5a00', poor: '#b3261e' } as const;
const LINE_COLOR = '#0a5c8f';
const CHART_TEXT = '#3f4a44';

export interface MonitoringChartsProps {
  days: string[];
  rows: Map<string, MonitoringSummaryRow>;
  vital: VitalName;
}

const shortDay = (day: string) => day.slice(5);
const grid = { left: 48, right: 16, top: 40, bottom: 28, containLabel: false };
const axisLabel = { color: CHART_TEXT, fontSize: 11 };
const legend = { top: 0, textStyle: { color: CHART_TEXT, fontSize: 12 } };
const percent = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 1000) / 10);

/** The dashboard's charts, in their own chunk with ECharts so the page's first screen stays light. */
export default function MonitoringCharts({ days, rows, vital }: MonitoringChartsProps) {
  const { t } = useTranslation('monitoring');
  const vitalName = t(`vitals.${vital}`);
  const unit = vital === 'CLS' ? '' : ' ms';

  const p75Option = useMemo<ChartOption>(() => {
    const { good, poor } = VITAL_THRESHOLDS[vital];
    return {
      grid,
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '–' : `${v}${unit}`) },
      legend,
      xAxis: { type: 'category', data: days.map(shortDay), axisLabel },
      // The poor threshold always shows, with some room above it.
      yAxis: { type: 'value', axisLabel, min: 0, max: (extent: { max: number }) => niceCeil(Math.max(extent.max, poor) * 1.1) },
      series: [
        {
          name: t('charts.p75Series'),
          type: 'line',
          color: LINE_COLOR,
          connectNulls: false,
          data: days.map((day) => vitalOf(rows.get(day), vital)?.p75 ?? null),
          markLine: {
            symbol: 'none',
            label: { formatter: '{b}', position: 'insideEndTop', color: CHART_TEXT, fontSize: 11 },
            data: [
              { name: t('charts.goodLine'), yAxis: good, lineStyle: { color: RATING_COLORS.good, type: 'dashed' } },
              { name: t('charts.poorLine'), yAxis: poor, lineStyle: { color: RATING_COLORS.poor, type: 'dashed' } },
            ],
          },
        },
      ],
    };
  }, [days, rows, vital, t, unit]);

  const sharesOption = useMemo<ChartOption>(() => {
    const series = (['good', 'needsImprovement', 'poor'] as const).map((rating) => ({
      name: t(`charts.${rating}`),
      type: 'bar',
      stack: 'shares',
      color: RATING_COLORS[rating],
      data: days.map((day) => percent(vitalOf(rows.get(day), vital)?.[rating])),
    }));
    return {
      grid,
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '–' : `${v}%`) },
      legend,
      xAxis: { type: 'category', data: days.map(shortDay), axisLabel },
      yAxis: { type: 'value', max: 100, axisLabel: { ...axisLabel, formatter: '{value}%' } },
      series,
    };
  }, [days, rows, vital, t]);

  const trafficOption = useMemo<ChartOption>(
    () => ({
      grid: { ...grid, right: 44 },
      tooltip: { trigger: 'axis' },
      legend,
      xAxis: { type: 'category', data: days.map(shortDay), axisLabel },
      yAxis: [
        { type: 'value', axisLabel, minInterval: 1 },
        {
          type: 'value',
          min: 0,
          max: (extent: { max: number }) => Math.max(extent.max, 5),
          axisLabel: { ...axisLabel, formatter: '{value}%' },
          splitLine: { show: false },
        },
      ],
      series: [
        { name: t('charts.sessions'), type: 'bar', color: LINE_COLOR, data: days.map((day) => rows.get(day)?.sessions ?? 0) },
        { name: t('charts.errors'), type: 'bar', color: RATING_COLORS.poor, data: days.map((day) => rows.get(day)?.errors ?? 0) },
        {
          name: t('charts.whiteScreenRate'),
          type: 'line',
          yAxisIndex: 1,
          color: RATING_COLORS.needsImprovement,
          data: days.map((day) => percent(rows.get(day)?.whiteScreenRate)),
          tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined ? '–' : `${v}%`) },
        },
      ],
    }),
    [days, rows, t],
  );

  const hasSamples = days.some((day) => vitalOf(rows.get(day), vital));

  return (
    <div className={styles.charts} data-testid="monitoring-charts">
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('charts.p75', { vital: vitalName })}</h2>
        {hasSamples ? null : <p className={styles.note}>{t('charts.noSamples', { vital: vitalName })}</p>}
        <EChart option={p75Option} className={styles.chart} ariaLabel={t('charts.p75', { vital: vitalName })} testId="chart-p75" />
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('charts.shares', { vital: vitalName })}</h2>
        <EChart option={sharesOption} className={styles.chart} ariaLabel={t('charts.shares', { vital: vitalName })} testId="chart-shares" />
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('charts.traffic')}</h2>
        <EChart option={trafficOption} className={styles.chart} ariaLabel={t('charts.traffic')} testId="chart-traffic" />
      </section>
    </div>
  );
}
