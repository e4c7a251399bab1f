import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { agePartsFromDays, calendarAge, type AgeParts } from '../utils/age.ts';

/** "8岁4个月" / "8 years 4 months"; months and days in the first year; days in the first month. */
export function useFormatAge() {
  const { t } = useTranslation('growth');
  const format = useCallback(
    (age: AgeParts | null) => {
      if (!age) return t('age.unknown');
      const { years, months, days } = age;
      if (years === 0 && months === 0) return t('age.days', { count: days });
      if (years === 0) return days > 0 ? t('age.monthsDays', { months: t('age.months', { count: months }), days: t('age.days', { count: days }) }) : t('age.months', { count: months });
      if (months === 0) return t('age.years', { count: years });
      return t('age.yearsMonths', { years: t('age.years', { count: years }), months: t('age.months', { count: months }) });
    },
    [t],
  );
  return {
    age: useCallback((birthDate: string, asOf: string) => format(calendarAge(birthDate, asOf)), [format]),
    /** Corrected age in days (negative before the due date). */
    corrected: useCallback((days: number) => (days < 0 ? t('age.beforeTerm', { count: -days }) : format(agePartsFromDays(days))), [format, t]),
  };
}
