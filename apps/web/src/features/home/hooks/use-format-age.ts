import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarAge } from '../utils/age.ts';

/** "5岁3个月" / "5 years 3 months"; days in the first month; months alone in the first year. */
export function useFormatAge(): (birthDate: string, asOf: string) => string {
  const { t } = useTranslation('home');
  return useCallback(
    (birthDate: string, asOf: string) => {
      const age = calendarAge(birthDate, asOf);
      if (!age) return t('age.unknown');
      if (age.years === 0 && age.months === 0) return t('age.days', { count: age.days });
      if (age.years === 0) return t('age.months', { count: age.months });
      if (age.months === 0) return t('age.years', { count: age.years });
      return t('age.yearsMonths', {
        years: t('age.years', { count: age.years }),
        months: t('age.months', { count: age.months }),
      });
    },
    [t],
  );
}
