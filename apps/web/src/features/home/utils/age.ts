/**
 * Calendar age as parents say it ("5 years 3 months"): completed months between the birth date and an
 * explicit as-of date, both YYYY-MM-DD. Not for clinical maths (that uses decimal ages in @sprout/clinical).
 */
export interface CalendarAge {
  years: number;
  /** 0–11, after the whole years. */
  months: number;
  /** Days since birth; what is shown in the first month. */
  days: number;
}

const MONTHS_PER_YEAR = 12;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** null when either date is malformed or the birth date is after the as-of date. */
export function calendarAge(birthDate: string, asOf: string): CalendarAge | null {
  const birth = parts(birthDate);
  const now = parts(asOf);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth;
  const [ny, nm, nd] = now;

  let totalMonths = (ny - by) * MONTHS_PER_YEAR + (nm - bm);
  // The month is complete only once the day of the month of birth is reached.
  if (nd < bd) totalMonths -= 1;
  const days = Math.round((Date.UTC(ny, nm - 1, nd) - Date.UTC(by, bm - 1, bd)) / MS_PER_DAY);
  if (days < 0 || totalMonths < 0) return null;

  return { years: Math.floor(totalMonths / MONTHS_PER_YEAR), months: totalMonths % MONTHS_PER_YEAR, days };
}

/** Today on the user's own calendar, YYYY-MM-DD. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
