import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { REMINDER_DAYS_BEFORE_MAX, REMINDER_KINDS } from './reminder-rules.ts';

/**
 * Reminders (issue 34 part 3): the next growth check, eye check and vaccine due, by the rules the app shows them with
 * (@sprout/clinical dueChecks and planImmunisation), sent to the parent some days before by SMS and WeChat, at most
 * one message a day per family. Opt-in: nothing is sent until the parent turns reminders on.
 */
const flag = z.boolean();

/** What the parent chooses on the reminders screen. */
export const reminderSettingsInputSchema = z.object({
  enabled: flag,
  daysBefore: z.number().int().min(0).max(REMINDER_DAYS_BEFORE_MAX),
  kinds: z.object({ growth: flag, eye: flag, vaccine: flag }),
  channels: z.object({ sms: flag, wechat: flag }),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInputSchema>;

export const reminderSettingsSchema = reminderSettingsInputSchema.extend({
  /** The messages' language: the one the settings were last saved in. */
  language: z.enum(LANGUAGES),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** A check or vaccine dose coming due for one child, and whether a message already announced it. */
export const reminderItemSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  kind: z.enum(REMINDER_KINDS),
  /** YYYY-MM-DD: the check's due date, or the first day the dose may be given. */
  dueDate: z.string(),
  /** A vaccine dose: its code (@sprout/clinical VACCINE_CODES) and number; null for a check. */
  vaccine: z.string().nullable(),
  dose: z.number().int().nullable(),
  /** YYYY-MM-DD: the day the message about it goes (dueDate less daysBefore, or the next run when that is past). */
  notifyOn: z.string(),
  announced: z.boolean(),
});
export type ReminderItem = z.infer<typeof reminderItemSchema>;

export const remindersSchema = z.object({
  settings: reminderSettingsSchema,
  /** Which channels this deployment can send by (a channel not configured is shown as unavailable). */
  available: z.object({ sms: flag, wechat: flag }),
  /** WeChat needs the parent's permission once (a subscription from inside WeChat): whether it was given. */
  wechatLinked: flag,
  /** The checks and doses due within the coming days (at least the days before, at most 60), earliest first. */
  upcoming: z.array(reminderItemSchema),
  /** The family's last reminder message: its day and outcome. */
  lastSent: z.object({ day: z.string(), status: z.enum(['sending', 'sent', 'failed']) }).nullable(),
});
export type Reminders = z.infer<typeof remindersSchema>;

/** The code WeChat gives the page once the parent allowed subscription messages: the server turns it into an openid. */
export const reminderWechatLinkSchema = z.object({ code: z.string().trim().min(1).max(128) });
export type ReminderWechatLink = z.infer<typeof reminderWechatLinkSchema>;
