/**
 * Ages and intervals of a vaccination schedule as calendar steps: "1 month" is the monthly birthday, "4 years" the
 * fourth birthday, "28 days" twenty-eight days. The monthly birthday is the one calendarAge() counts (a child born on
 * 31 January completes one month on 1 March, as one born on 29 February turns one on 1 March), so the schedule's "due
 * at 1 month" and the age the screens show can never disagree by a day.
 */
import { addDays, toDayNumber, type IsoDate } from '../dates.ts';

/** One step of the schedule: a number of days, calendar months or years (exactly one of them). */
export type Interval = { readonly days: number } | { readonly months: number } | { readonly years: number };

const MONTHS_PER_YEAR = 12;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `date` moved by whole calendar months. A day the target month lacks (31 April) moves to the first of the next
 * month, the day calendarAge() completes the month on.
 */
export function addCalendarMonths(date: IsoDate, months: number): IsoDate {
  toDayNumber(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * MONTHS_PER_YEAR + (m - 1) + months;
  const year = Math.floor(index / MONTHS_PER_YEAR);
  const month = (index % MONTHS_PER_YEAR) + 1;
  const iso = (yy: number, mm: number, dd: number) =>
    `${String(yy).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  if (d <= daysInMonth(year, month)) return iso(year, month, d);
  return month === MONTHS_PER_YEAR ? iso(year + 1, 1, 1) : iso(year, month + 1, 1);
}

/** `date` moved forward by the interval. */
export function addInterval(date: IsoDate, interval: Interval): IsoDate {
  if ('days' in interval) return addDays(date, interval.days);
  if ('months' in interval) return addCalendarMonths(date, interval.months);
  return addCalendarMonths(date, interval.years * MONTHS_PER_YEAR);
}

/** The later of two dates (either may be missing). */
export function laterOf(a: IsoDate | null, b: IsoDate | null): IsoDate | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/** An age of the schedule in months (`{ months: 0 }` is the day of birth). */
export const months = (n: number): Interval => ({ months: n });
export const years = (n: number): Interval => ({ years: n });
export const days = (n: number): Interval => ({ days: n });
