import { boolean, date, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts, familyMembers } from './core.ts';

/** A family's reminder choices (migration 3400): opt-in, days before, a switch per kind and per channel. */
export const reminderSettings = pgTable('reminder_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  daysBefore: integer('days_before').notNull().default(7),
  growth: boolean('growth').notNull().default(true),
  eye: boolean('eye').notNull().default(true),
  vaccine: boolean('vaccine').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  wechat: boolean('wechat').notNull().default(true),
  wechatOpenId: text('wechat_open_id'),
  language: text('language', { enum: ['zh-CN', 'en-US'] })
    .notNull()
    .default('zh-CN'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one reminder message of a family's day (unique on account and day). */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    sms: text('sms', { enum: ['sent', 'failed', 'off', 'logged'] }),
    wechat: text('wechat', { enum: ['sent', 'failed', 'off', 'logged'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('reminder_sends_family_day_uq').on(t.accountId, t.day)],
);

/** What a reminder message announced: each due item once. */
export const reminderSendItems = pgTable(
  'reminder_send_items',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => reminderSends.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['growth', 'eye', 'vaccine'] }).notNull(),
    item: text('item').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendId, t.familyMemberId, t.kind, t.item] })],
);
