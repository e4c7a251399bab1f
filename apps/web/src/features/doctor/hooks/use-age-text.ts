import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS_PER_MONTH } from '@sprout/clinical';
import type { AgeParts } from '../utils/age.ts';

/** "8岁7个月" / "8 y 7 m"; months alone in the first year, days in the first month. */
export function useAgeText(): (age: AgeParts | null) => string {
  const { t } = useTranslation('doctor');
  return useCallback(
    (age) => {
      if (!age) return t('patient.none');
      if (age.years === 0 && age.months === 0) return t('patient.days', { days: age.days });
      if (age.years === 0) return t('patient.months', { months: age.months });
      return t('patient.years', { years: age.years, months: age.months });
    },
    [t],
  );
}

/** Days → parts for a corrected age (only under 2 years: WHO months of 30.4375 days). */
export function daysToParts(days: number): AgeParts {
  const months = Math.floor(days / DAYS_PER_MONTH);
  return { years: Math.floor(months / 12), months: months % 12, days };
}
