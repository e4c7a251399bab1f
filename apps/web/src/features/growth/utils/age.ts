/**
 * Ages as parents say them. Chronological age is calendar-based (completed months since the birth date);
 * corrected age comes from the server in days and is shown in months and days.
 */
export interface AgeParts {
  years: number;
  months: number;
  days: number;
}

const MONTHS_PER_YEAR = 12;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** WHO's month: 365.25 / 12 days, the unit of the chart's age axis. */
export const DAYS_PER_MONTH = 30.4375;

function parts(date: string): [number, number, number] | null {
  const match = ISO_DATE.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Completed years, months and the days after them; null when a date is malformed or the order is wrong. */
export function calendarAge(birthDate: string, asOf: string): AgeParts | null {
  const birth = parts(birthDate);
  const now = parts(asOf);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth;
  const [ny, nm, nd] = now;
  let months = (ny - by) * MONTHS_PER_YEAR + (nm - bm);
  let days = nd - bd;
  if (days < 0) {
    months -= 1;
    // Days from the same day of the previous month (clamped to its length) to today.
    const prevMonth = nm === 1 ? 12 : nm - 1;
    const prevYear = nm === 1 ? ny - 1 : ny;
    days = daysInMonth(prevYear, prevMonth) - Math.min(bd, daysInMonth(prevYear, prevMonth)) + nd;
  }
  if (months < 0) return null;
  return { years: Math.floor(months / MONTHS_PER_YEAR), months: months % MONTHS_PER_YEAR, days };
}

/** Corrected age from a day count: whole WHO months and the days left over. */
export function agePartsFromDays(totalDays: number): AgeParts {
  const months = Math.floor(totalDays / DAYS_PER_MONTH);
  const days = Math.round(totalDays - months * DAYS_PER_MONTH);
  return { years: Math.floor(months / MONTHS_PER_YEAR), months: months % MONTHS_PER_YEAR, days };
}

/** Today on the user's own calendar, YYYY-MM-DD (the record form's latest date). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
