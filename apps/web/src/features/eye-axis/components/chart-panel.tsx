import { useMemo, useState } from 'react';
import type { EyeCurve, EyeCurvePoint, EyeSide, EyeTreatmentKey } from '@sprout/contracts';
import { useEventMarkers } from '../../../components/chart-events/use-event-markers.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { AGE_DECIMALS, centileText, MM_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { ChartLabels, ChartMode } from '../utils/chart-option.ts';
import styles from './eye-axis.module.css';
import EyeChart from './eye-chart.tsx';

export function useChartLabels(): ChartLabels {
  const { t, i18n } = useTranslation('eyeAxis');
  return useMemo(() => {
    const lang = i18n.language;
    return {
      right: `${t('eye.rightShort')} ${t('eye.right')}`,
      left: `${t('eye.leftShort')} ${t('eye.left')}`,
      xAxis: t('chart.xAxis'),
      yAxis: t('chart.yAxis'),
      describe: (side: EyeSide, point: EyeCurvePoint) =>
        t('chart.selected', {
          eye: t(`eye.${side}`),
          date: formatDate(point.examDate, lang),
          age: formatNumber(point.ageYears, AGE_DECIMALS, lang),
          value: formatNumber(point.axialLength, MM_DECIMALS, lang),
          centile: centileText(t, point),
        }),
      treatmentChange: (treatment: EyeTreatmentKey) =>
        treatment === 'none'
          ? t('chart.treatmentStopped')
          : t('chart.treatmentStarted', { treatment: t(`chart.treatmentShort.${treatment}`) }),
    };
  }, [t, i18n.language]);
}

export interface ChartPanelProps {
  curve: EyeCurve;
  name: string;
  mode: ChartMode;
  className?: string;
  /** The child, whose chart events are drawn as markers (issue 33); none without it. */
  familyMemberId?: string;
}

/** The chart with its text alternative: the tapped point's values, read out as they change. */
export function ChartPanel({ curve, name, mode, className, familyMemberId }: ChartPanelProps) {
  const { t } = useTranslation('eyeAxis');
  const labels = useChartLabels();
  const markers = useEventMarkers(familyMemberId, curve.birthDate, 'years');
  const [selected, setSelected] = useState<string | null>(null);
  const hasPoints = curve.right.length + curve.left.length > 0;
  return (
    <>
      <div className={className ?? styles.chartBox}>
        <EyeChart
          curve={curve}
          labels={labels}
          mode={mode}
          markers={markers}
          className={styles.chart}
          ariaLabel={t('chart.ariaLabel', { name })}
          onSelect={(side, point) => setSelected(labels.describe(side, point))}
        />
      </div>
      <p className={styles.selected} aria-live="polite" data-testid="chart-selected">
        {hasPoints ? (selected ?? t('chart.tapHint')) : t('chart.noPoints')}
      </p>
    </>
  );
}
