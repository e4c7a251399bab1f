import { useMemo } from 'react';
import type { GrowthCurve, GrowthIndicatorName } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { usesYears, type ChartData, type ChartTexts } from '../utils/chart-option.ts';

const MONTHS_PER_YEAR = 12;

/** Axis names and tick labels of a chart in the user's language. */
export function useChartTexts(curve: GrowthCurve, indicator: GrowthIndicatorName, data: ChartData | null): ChartTexts | null {
  const { t } = useTranslation('growth');
  return useMemo(() => {
    if (!data) return null;
    const years = usesYears(data);
    const unit = t(`unit.${data.unit as 'cm' | 'kg' | 'kg/m²'}`);
    const xAxisName =
      data.mode === 'fenton'
        ? t('chart.pmaWeeks')
        : years
          ? t('chart.ageYears')
          : curve.correctedAge
            ? t('chart.correctedAgeMonths')
            : t('chart.ageMonths');
    return {
      xAxisName,
      yAxisName: `${t(`indicator.${indicator}`)} (${unit})`,
      childName: t('chart.child'),
      tick: (value: number) => {
        if (data.mode === 'fenton') return String(value);
        return years ? String(Math.round((value / MONTHS_PER_YEAR) * 10) / 10) : String(value);
      },
    };
  }, [curve.correctedAge, data, indicator, t]);
}
