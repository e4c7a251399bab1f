/**
 * A child's age as parents say it ("8 years 4 months", "5 months 12 days"): completed calendar years,
 * months and the days after them, between two ISO dates. The one age function every screen uses, so the
 * home card and the growth header can never show one child two ages. Scoring uses decimal ages instead
 * (dates.ts, growth/age.ts).
 */
import { addDays, DAYS_PER_MONTH, toDayNumber, type IsoDate } from './dates.ts';

export interface CalendarAge {
  years: number;
  /** 0–11, after the whole years. */
  months: number;
  /** Days after the whole months (0–30). */
  days: number;
  /** Days since birth. */
  totalDays: number;
}

const MONTHS_PER_YEAR = 12;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parts(date: IsoDate): [number, number, number] | null {
  try {
    toDayNumber(date);
  } catch {
    return null;
  }
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

/**
 * Completed years, months and days from `birthDate` to `asOf`. A month is complete on the day of the month
 * of birth, so a child born on 29 February turns one on 1 March of a common year (the usual legal reckoning).
 * null when a date is not a calendar date or `asOf` is before the birth.
 */
export function calendarAge(birthDate: IsoDate, asOf: IsoDate): CalendarAge | null {
  const birth = parts(birthDate);
  const now = parts(asOf);
  if (!birth || !now) return null;
  const totalDays = toDayNumber(asOf) - toDayNumber(birthDate);
  if (totalDays < 0) return null;
  const [by, bm, bd] = birth;
  const [ny, nm, nd] = now;
  let months = (ny - by) * MONTHS_PER_YEAR + (nm - bm);
  let days = nd - bd;
  if (days < 0) {
    months -= 1;
    // Days since the monthly birthday in the previous month (clamped to that month's length).
    const prevYear = nm === 1 ? ny - 1 : ny;
    const prevMonth = nm === 1 ? 12 : nm - 1;
    days = daysInMonth(prevYear, prevMonth) - Math.min(bd, daysInMonth(prevYear, prevMonth)) + nd;
  }
  return { years: Math.floor(months / MONTHS_PER_YEAR), months: months % MONTHS_PER_YEAR, days, totalDays };
}

/**
 * A day count in years, months and days. With `asOf` (a corrected age on that day) it is what the calendar gives
 * from the due date (asOf − totalDays), the same arithmetic as calendarAge, so "4 months 24 days" is what a parent
 * counts on a calendar (issue 31: a division by WHO's 30.4375-day month gave a day more around month ends). Without a
 * date (an age the server gives in days only) it is whole WHO months (30.4375 days) and the days left over.
 * Negative counts (before term) give zero.
 */
export function calendarAgeFromDays(totalDays: number, asOf?: IsoDate): CalendarAge {
  const whole = Math.max(0, totalDays);
  if (asOf !== undefined) return calendarAge(addDays(asOf, -whole), asOf) ?? { years: 0, months: 0, days: 0, totalDays: whole };
  const months = Math.floor(whole / DAYS_PER_MONTH);
  const days = Math.round(whole - months * DAYS_PER_MONTH);
  return { years: Math.floor(months / MONTHS_PER_YEAR), months: months % MONTHS_PER_YEAR, days, totalDays: whole };
}
