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

/** The two dates toDayNumber parsed last, valid ones only (undefined: none yet), and their day numbers. */
let lastDate: string | undefined;
let lastDay = 0;
let previousDate: string | undefined;
let previousDay = 0;

/**
 * Parses YYYY-MM-DD to a UTC day number (days since 1970-01-01); throws on anything that is not a real calendar
 * date. Every score of every record reads a child's birth and visit dates, so this is written out by hand (ten
 * character codes and integer arithmetic, no regex, no Date object, no allocation): it was the hottest line of
 * scoring. Years before 100 are refused, as the Date-based parser this replaces refused them. The last two dates
 * parsed are remembered: scoring a record reads the same birth and visit dates a dozen times over.
 */
export function toDayNumber(date: IsoDate): number {
  if (date === lastDate) return lastDay;
  if (date === previousDate) return previousDay;
  const day = parseDayNumber(date);
  previousDate = lastDate;
  previousDay = lastDay;
  lastDate = date;
  lastDay = day;
  return day;
}

function parseDayNumber(date: IsoDate): number {
  if (date.length !== 10 || date.charCodeAt(4) !== HYPHEN || date.charCodeAt(7) !== HYPHEN)
    throw new RangeError(`Not an ISO date: ${date}`);
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 2);
  const day = digitsAt(date, 8, 2);
  if (year < 0 || month < 0 || day < 0) throw new RangeError(`Not an ISO date: ${date}`);
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`Not a calendar date: ${date}`);
  const yearIndex = year - TABLE_FIRST_YEAR;
  if (yearIndex < 0 || yearIndex >= YEAR_START.length) return daysFromCivil(year, month, day);
  return YEAR_START[yearIndex]! + MONTH_START[month - 1]! + (month > 2 && isLeapYear(year) ? 1 : 0) + day - 1;
}

const HYPHEN = 45;
const ZERO = 48;

/** The number written by `length` ASCII digits from `start`, or -1 when one of them is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days before the first of each month in a common year. */
const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date: H. Hinnant, "chrono-Compatible Low-Level Date
 * Algorithms", days_from_civil (eras of 400 years, years starting in March so the leap day comes last).
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The day number of 1 January of every year from 1900 to 2199 (any birth or visit date the app sees), worked out once. */
const TABLE_FIRST_YEAR = 1900;
const YEAR_START = Int32Array.from({ length: 300 }, (_, i) => daysFromCivil(TABLE_FIRST_YEAR + i, 1, 1));

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

/** The UTC day `todayUtc()` last formatted, as the clock's span it covers: a server asks on every request. */
let today: { from: number; to: number; date: IsoDate } = { from: 0, to: 0, date: '' };

/**
 * Today's date in UTC as an ISO date: the only place a clock is read, and only callers outside this package do it.
 * Without an argument the clock is read as a number and the date formatted once per day (a clock set back, as a
 * test's fake timers do, formats it again).
 */
export function todayUtc(now?: Date): IsoDate {
  if (now) return now.toISOString().slice(0, 10);
  const ms = Date.now();
  if (ms < today.from || ms >= today.to) {
    const from = Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
    today = { from, to: from + MS_PER_DAY, date: new Date(from).toISOString().slice(0, 10) };
  }
  return today.date;
}

/** In items sorted by day number, how many fall on or before `lastDay` (a bisection: the index just past them). */
export function countOnOrBefore(sorted: readonly { readonly day: number }[], lastDay: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]!.day <= lastDay) low = mid + 1;
    else high = mid;
  }
  return low;
}
