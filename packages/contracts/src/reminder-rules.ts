/**
 * The zod-free values of reminders (issue 34 part 3), importable through `@sprout/contracts/light`: the reminders
 * screen takes its kinds from here without the schemas of reminders.ts (and zod with them).
 */
export const REMINDER_KINDS = ['growth', 'eye', 'vaccine'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['sms', 'wechat'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** How many days before a due date the message goes: the default, and the most a parent may choose. */
export const REMINDER_DAYS_BEFORE_DEFAULT = 7;
export const REMINDER_DAYS_BEFORE_MAX = 30;
