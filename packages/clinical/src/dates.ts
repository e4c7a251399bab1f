/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD), done in UTC so that a time zone or a daylight-saving
 * change can never move a child's age by a day.
 */

const MS_PER_DAY = 86_400_000;

/** WHO anthro convention: one month is 365.25 / 12 = 30.4375 days. */
export const DAYS_PER_MONTH = 30.4375;
/** Julian year, used by WHO and by the UK-WHO corrected-age arithmetic. */
export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_WEEK = 7;

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day numbers of dates already parsed: a child's few birth and visit dates are parsed for every score of every
 * record, and parsing (a regex and a Date round trip) was the hottest line of scoring. Bounded: it starts over
 * when full.
 */
const parsedDays = new Map<string, number>();
const MAX_PARSED_DAYS = 50_000;

/** Parses YYYY-MM-DD to a UTC day number; throws on anything that is not a real calendar date. */
export function toDayNumber(date: IsoDate): number {
  const known = parsedDays.get(date);
  if (known !== undefined) return known;
  const day = parseDayNumber(date);
  if (parsedDays.size >= MAX_PARSED_DAYS) parsedDays.clear();
  parsedDays.set(date, day);
  return day;
}

function parseDayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not an ISO date: ${date}`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(y) || back.getUTCMonth() !== Number(m) - 1 || back.getUTCDate() !== Number(d)) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return Math.round(ms / MS_PER_DAY);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  try {
    toDayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Age in whole days on `asOf` (date of visit minus date of birth, the WHO convention). */
export function ageInDays(birthDate: IsoDate, asOf: IsoDate): number {
  return daysBetween(birthDate, asOf);
}

/** Age in exact (decimal) months, as WHO 2007 uses it. */
export function ageInMonths(birthDate: IsoDate, asOf: IsoDate): number {
  return ageInDays(birthDate, asOf) / DAYS_PER_MONTH;
}

/** Age in decimal years. */
export function ageInYears(birthDate: IsoDate, asOf: IsoDate): number {
  return ageInDays(birthDate, asOf) / DAYS_PER_YEAR;
}

/** Today's date in UTC as an ISO date: the only place a clock is read, and only callers outside this package do it. */
export function todayUtc(now: Date = new Date()): IsoDate {
  return now.toISOString().slice(0, 10);
}
