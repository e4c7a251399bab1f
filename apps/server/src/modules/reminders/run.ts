import type { FastifyBaseLogger } from 'fastify';
import { addDays } from '@sprout/clinical';
import type { Reminders } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { dueItemsOf, notifyOn, type DueItem } from './due.ts';
import { announcedKey, reminderRepository, type StoredSettings } from './repository.ts';
import type { ChannelOutcome, ReminderChannels } from './senders.ts';

/** How far ahead the reminders screen lists what is coming (at least the days before). */
export const UPCOMING_DAYS = 60;

export type FamilyOutcome = 'off' | 'nothing' | 'alreadySent' | 'sent' | 'failed';

/** The items a family's settings let through: the kinds switched on. */
const wanted = (settings: StoredSettings) => (item: DueItem) => settings.kinds[item.kind];

/** What the reminders screen shows: the settings, the channels, and what is coming due with the day its message goes. */
export async function remindersView(deps: AppDeps, channels: ReminderChannels, accountId: string, today: string): Promise<Reminders> {
  const repo = reminderRepository(deps.db);
  const stored = await repo.settings(accountId);
  const members = await repo.members(accountId);
  const until = addDays(today, Math.max(UPCOMING_DAYS, stored.daysBefore));
  const items = await dueItemsOf(deps, members, today, until);
  const announced = await repo.announced(members.map((m) => m.id));
  const { wechatOpenId, ...settings } = stored;
  return {
    settings,
    available: { sms: channels.sms !== null, wechat: channels.wechat !== null },
    wechatLinked: wechatOpenId !== null,
    upcoming: items.map(({ item, ...rest }) => ({
      ...rest,
      notifyOn: notifyOn(rest.dueDate, stored.daysBefore, today),
      announced: announced.has(announcedKey(rest.familyMemberId, rest.kind, item)),
    })),
    lastSent: await repo.lastSent(accountId),
  };
}

/**
 * One family's reminder of `day`: the items of the kinds switched on whose message day has come and that no message
 * announced yet, in one message by each channel switched on. The day's message is claimed first (unique on family
 * and day), so a second run of the day, here or on another instance, finds it claimed and sends nothing: it is
 * `alreadySent` whichever way the two interleave (a run that reads after the first finished finds its items announced,
 * and then the day's claim). A message that reached no channel is `failed`: its items were not announced, and the next
 * day's run tries them again.
 */
export async function remindFamily(
  deps: AppDeps,
  channels: ReminderChannels,
  family: { accountId: string; phone: string },
  day: string,
): Promise<FamilyOutcome> {
  const repo = reminderRepository(deps.db);
  const settings = await repo.settings(family.accountId);
  if (!settings.enabled) return 'off';
  const members = await repo.members(family.accountId);
  const due = (await dueItemsOf(deps, members, day, addDays(day, settings.daysBefore)))
    .filter(wanted(settings))
    .filter((i) => notifyOn(i.dueDate, settings.daysBefore, day) <= day);
  if (due.length === 0) return 'nothing';
  const announced = await repo.announced(members.map((m) => m.id));
  const items = due.filter((i) => !announced.has(announcedKey(i.familyMemberId, i.kind, i.item)));
  // Everything due was announced: by an earlier day's message, or by this day's, sent by another run meanwhile.
  if (items.length === 0) return (await repo.claimed(family.accountId, day)) ? 'alreadySent' : 'nothing';
  const useSms = settings.channels.sms && channels.sms !== null;
  const useWechat = settings.channels.wechat && channels.wechat !== null && settings.wechatOpenId !== null;
  if (!useSms && !useWechat) return 'nothing';
  const sendId = await repo.claim(family.accountId, day, items);
  if (!sendId) return 'alreadySent';
  const message = { phone: family.phone, openId: settings.wechatOpenId, language: settings.language, items };
  const [sms, wechat] = await Promise.all([
    useSms ? channels.sms!(message) : Promise.resolve<ChannelOutcome | 'off'>('off'),
    useWechat ? channels.wechat!(message) : Promise.resolve<ChannelOutcome | 'off'>('off'),
  ]);
  return repo.finish(sendId, sms, wechat);
}

/** The day's run over every family that turned reminders on; one family's failure does not stop the others. */
export async function runReminders(
  deps: AppDeps,
  channels: ReminderChannels,
  day: string,
  log: FastifyBaseLogger,
): Promise<Record<FamilyOutcome | 'error', number>> {
  const counts: Record<FamilyOutcome | 'error', number> = { off: 0, nothing: 0, alreadySent: 0, sent: 0, failed: 0, error: 0 };
  for (const family of await reminderRepository(deps.db).optedIn()) {
    try {
      counts[await remindFamily(deps, channels, family, day)] += 1;
    } catch (error) {
      counts.error += 1;
      // The error's class and code only: a database error's text may quote a row.
      log.error({ error: (error as Error).name, code: (error as { code?: string }).code }, 'reminder of one family failed');
    }
  }
  // Counts only: which families got what stays in the database.
  log.info({ day, ...counts }, 'reminders run');
  return counts;
}
