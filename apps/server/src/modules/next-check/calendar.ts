import type { EventAttributes } from 'ics';
import type { DueChecks } from '@sprout/clinical';
import type { Language, NextCheckKind } from '@sprout/contracts';

/** The reminder of an all-day event: 15 hours before its midnight, 09:00 the day before on the phone's clock. */
const REMINDER_HOURS_BEFORE = 15;

/** The date style of the web client (apps/web/src/lib/format/date.ts): one per language. */
function formatDay(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The growth text spells out @sprout/clinical's GROWTH_CHECK_INTERVALS (next-check.test.ts holds them to it). */
const TEXT: Record<Language, Record<NextCheckKind, { title: string; since: string; why: string }> & { reminder: string; book: string }> = {
  'zh-CN': {
    growth: {
      title: '{name} 生长发育检查',
      since: '上次测量：{date}。',
      why: '按年龄的检查间隔计算（2 岁前每 3 个月，2–3 岁每 6 个月，之后每年）。',
    },
    eye: { title: '{name} 眼轴复查', since: '上次眼科检查：{date}。', why: '近视防控期间每 6 个月复查一次。' },
    reminder: '明天：{title}',
    book: '请提前预约门诊。',
  },
  'en-US': {
    growth: {
      title: 'Growth check: {name}',
      since: 'Last measured {date}.',
      why: 'Due by age (every 3 months before 2 years, every 6 months from 2 to 3, then yearly).',
    },
    eye: { title: 'Eye recheck: {name}', since: 'Last eye exam {date}.', why: 'Every 6 months during myopia control.' },
    reminder: 'Tomorrow: {title}',
    book: 'Book a visit at your clinic.',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const dayArray = (date: string): [number, number, number] => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
};
const nextDay = (date: string): [number, number, number] => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
};

/**
 * The due checks as an iCalendar file (RFC 5545, written by the `ics` package): one all-day event per check with
 * a reminder the day before. Each event's UID is the child's and the kind's, so adding a later file again moves
 * the event in calendars that keep UIDs instead of adding a second one.
 */
export async function nextCheckCalendar(memberId: string, name: string, due: DueChecks, lang: Language): Promise<string> {
  const text = TEXT[lang];
  const events: EventAttributes[] = (['growth', 'eye'] as const).flatMap((kind) => {
    const check = due[kind];
    if (!check) return [];
    const title = fill(text[kind].title, { name });
    return [
      {
        uid: `next-check-${kind}-${memberId}@sprout-growth`,
        start: dayArray(check.dueDate),
        end: nextDay(check.dueDate),
        title,
        description: [fill(text[kind].since, { date: formatDay(check.lastDate, lang) }), text[kind].why, text.book].join(
          lang === 'zh-CN' ? '' : ' ',
        ),
        transp: 'TRANSPARENT',
        busyStatus: 'FREE',
        productId: 'sprout-growth/next-check',
        alarms: [
          { action: 'display', description: fill(text.reminder, { title }), trigger: { hours: REMINDER_HOURS_BEFORE, before: true } },
        ],
      },
    ];
  });
  // `ics` loads with the first calendar asked for, not with every server start.
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, { productId: 'sprout-growth/next-check' });
  if (error || !value) throw error ?? new Error('no calendar written');
  return value;
}
