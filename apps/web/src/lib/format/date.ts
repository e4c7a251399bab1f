/**
 * The one way the client writes a date: one style per language, as Intl.DateTimeFormat writes it.
 * zh-CN "2026年11月23日", en-US "Nov 23, 2026" (with a time: "2026年11月23日 14:05", "Nov 23, 2026, 2:05 PM").
 */

/** The clinics' time zone: a moment (an ISO time) is shown on the clinic's calendar day, wherever the phone is. */
export const SERVICE_TIME_ZONE = 'Asia/Shanghai';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_STYLE = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME_STYLE = { hour: 'numeric', minute: '2-digit' } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, withTime: boolean, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${withTime}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang === 'en-US' ? 'en-US' : 'zh-CN', { ...DATE_STYLE, ...(withTime ? TIME_STYLE : {}), timeZone });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A calendar date (YYYY-MM-DD) is that day, never shifted by a time zone; an ISO time is shown on the
 * service's calendar. Anything unreadable is returned as it came.
 */
function parse(value: string): { date: Date; timeZone: string } | null {
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date, timeZone: match ? 'UTC' : SERVICE_TIME_ZONE };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date written without Intl, in the words Intl.DateTimeFormat uses for it (date.test.ts compares the
 * two on every day of several years): the first Intl.DateTimeFormat a page makes costs 190-280 ms on the phone
 * profile (4x CPU) while ICU loads its calendar data, and it was made while the page hydrated, before it was live.
 * Pages that show only dates (the growth and eye screens) no longer make one; a moment still goes through Intl.
 */
function calendarDate(year: number, month: number, day: number, lang: string): string {
  return lang === 'en-US' ? `${MONTHS_EN[month - 1]} ${day}, ${year}` : `${year}年${month}月${day}日`;
}

/** `lang` is zh-CN or en-US (anything else is written as zh-CN, the fallback language). */
export function formatDate(value: string, lang: string): string {
  const [year, month, day] = ISO_DATE.exec(value)?.slice(1).map(Number) ?? [];
  if (year !== undefined && month !== undefined && day !== undefined && isCalendarDay(year, month, day)) {
    return calendarDate(year, month, day, lang);
  }
  const parsed = parse(value);
  return parsed ? formatter(lang, false, parsed.timeZone).format(parsed.date) : value;
}

/** A day the calendar has (Intl would roll 2026-02-30 over to March 2: such a value still goes through Intl). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A moment with its time of day (an order's creation, a message). */
export function formatDateTime(value: string, lang: string): string {
  const parsed = parse(value);
  return parsed ? formatter(lang, true, parsed.timeZone).format(parsed.date) : value;
}

/** Today on the phone's own calendar, YYYY-MM-DD: the latest date a form accepts and the as-of date of ages. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
