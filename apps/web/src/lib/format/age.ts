import { useCallback } from 'react';
import { correctedAgeDays, correctionEndDays, daysBetween, DAYS_PER_MONTH } from '@sprout/clinical';
import { calendarAge, calendarAgeFromDays, type CalendarAge } from '@sprout/clinical/calendar-age';
import { useTranslation } from '../i18n/react.tsx';

type AgeTexts = ReturnType<typeof useTranslation<'common'>>['t'];

/**
 * An age as parents say it: "8岁4个月" / "8 years 4 months"; months and days in the first year; days in the
 * first month. The same words on every screen.
 */
export function ageText(t: AgeTexts, age: CalendarAge | null): string {
  if (!age) return t('age.unknown');
  const { years, months, days } = age;
  if (years === 0 && months === 0) return t('age.days', { count: days });
  if (years === 0) {
    return days > 0
      ? t('age.monthsDays', { months: t('age.months', { count: months }), days: t('age.days', { count: days }) })
      : t('age.months', { count: months });
  }
  if (months === 0) return t('age.years', { count: years });
  return t('age.yearsMonths', { years: t('age.years', { count: years }), months: t('age.months', { count: months }) });
}

/**
 * The corrected age in days of a preterm baby on `asOf` (@sprout/clinical's correctedAgeDays with the RCPCH duration
 * correctionEndDays: 1 year for 32+0–36+6, 2 years below 32+0; the rule the growth chart uses), or null when no correction applies: full term, unknown gestation, past the age correction stops.
 */
export function correctedAge(birthDate: string, asOf: string, gestationalAgeDays: number | null): number | null {
  if (gestationalAgeDays === null) return null;
  const corrected = correctedAgeDays(birthDate, asOf, gestationalAgeDays, correctionEndDays(gestationalAgeDays));
  return corrected === daysBetween(birthDate, asOf) ? null : corrected;
}

/**
 * The one age of the client: `age(birthDate, asOf)` from @sprout/clinical's calendarAge, `corrected(days, asOf)`
 * for a preterm baby's corrected age on `asOf` (negative before the due date, counted on the calendar from the due
 * date), `ofDays(days)` for an age the server gives in days, and `ofMonths(months)` for one read in whole months
 * (a bone age).
 */
export function useFormatAge() {
  const { t } = useTranslation('common');
  return {
    age: useCallback((birthDate: string, asOf: string) => ageText(t, calendarAge(birthDate, asOf)), [t]),
    ofDays: useCallback((days: number) => ageText(t, calendarAgeFromDays(Math.max(0, Math.floor(days)))), [t]),
    ofMonths: useCallback(
      (months: number) => {
        const whole = Math.max(0, Math.round(months));
        return ageText(t, { years: Math.floor(whole / 12), months: whole % 12, days: 0, totalDays: Math.round(whole * DAYS_PER_MONTH) });
      },
      [t],
    ),
    corrected: useCallback(
      (days: number, asOf: string) => (days < 0 ? t('age.beforeTerm', { count: -days }) : ageText(t, calendarAgeFromDays(days, asOf))),
      [t],
    ),
  };
}

/** A gestation in days as clinics write it: 227 → "32+3" (completed weeks + days). */
export function gestationWeeks(days: number): string {
  return `${Math.floor(days / 7)}+${days % 7}`;
}
