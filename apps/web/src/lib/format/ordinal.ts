import { useCallback } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { formatCentile } from './score.ts';

type CommonTexts = ReturnType<typeof useTranslation<'common'>>['t'];

/**
 * "71st percentile" / "第 71 百分位": English ordinals come from i18next's ordinal plurals (Intl.PluralRules with
 * type "ordinal": one → st, two → nd, few → rd, other → th), so 11th-13th, 21st, 71st and 101st read right.
 * A centile under 1 or over 99 keeps its decimal (formatCentile) and reads "99.6th".
 */
export function percentileText(t: CommonTexts, centile: number): string {
  return t('ordinals.percentile', { count: Number(formatCentile(centile)), ordinal: true });
}

/** A whole number as an ordinal: "1st", "22nd" / "第 22". */
export function ordinalText(t: CommonTexts, value: number): string {
  return t('ordinals.number', { count: value, ordinal: true });
}

/** The same, bound to the reader's language. */
export function useOrdinals() {
  const { t } = useTranslation('common');
  return {
    percentile: useCallback((centile: number) => percentileText(t, centile), [t]),
    ordinal: useCallback((value: number) => ordinalText(t, value), [t]),
  };
}
