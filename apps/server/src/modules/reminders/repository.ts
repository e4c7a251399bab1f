import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REMINDER_DAYS_BEFORE_DEFAULT, type Language, type ReminderSettings, type ReminderSettingsInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, familyMembers, reminderSendItems, reminderSends, reminderSettings } from '../../db/schema/index.ts';
import type { ChannelOutcome } from './senders.ts';

export type StoredSettings = ReminderSettings & { wechatOpenId: string | null };

/** Before a parent saves anything: off (opt-in), a week before, every kind and channel switched on. */
export const DEFAULT_SETTINGS: StoredSettings = {
  enabled: false,
  daysBefore: REMINDER_DAYS_BEFORE_DEFAULT,
  kinds: { growth: true, eye: true, vaccine: true },
  channels: { sms: true, wechat: true },
  language: 'zh-CN',
  wechatOpenId: null,
};

type SettingsRow = typeof reminderSettings.$inferSelect;
const fromRow = (row: SettingsRow): StoredSettings => ({
  enabled: row.enabled,
  daysBefore: row.daysBefore,
  kinds: { growth: row.growth, eye: row.eye, vaccine: row.vaccine },
  channels: { sms: row.sms, wechat: row.wechat },
  language: row.language,
  wechatOpenId: row.wechatOpenId,
});

/** An announced item as `announced` returns it: its member, kind and item. */
export const announcedKey = (member: string, kind: string, item: string) => `${member}|${kind}|${item}`;

/** The reminder tables (migration 3400). */
export function reminderRepository(db: AppDb) {
  return {
    async settings(accountId: string): Promise<StoredSettings> {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.accountId, accountId));
      return row ? fromRow(row) : DEFAULT_SETTINGS;
    },

    async save(accountId: string, input: ReminderSettingsInput, language: Language): Promise<void> {
      const values = {
        enabled: input.enabled,
        daysBefore: input.daysBefore,
        ...input.kinds,
        ...input.channels,
        language,
        updatedAt: sql`now()`,
      };
      await db
        .insert(reminderSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: reminderSettings.accountId, set: values });
    },

    async linkWechat(accountId: string, openId: string): Promise<void> {
      await db
        .insert(reminderSettings)
        .values({ accountId, wechatOpenId: openId })
        .onConflictDoUpdate({ target: reminderSettings.accountId, set: { wechatOpenId: openId, updatedAt: sql`now()` } });
    },

    /** The families that turned reminders on, with the phone their messages go to. */
    async optedIn(): Promise<{ accountId: string; phone: string }[]> {
      return db
        .select({ accountId: reminderSettings.accountId, phone: accounts.phone })
        .from(reminderSettings)
        .innerJoin(accounts, eq(accounts.id, reminderSettings.accountId))
        .where(and(eq(reminderSettings.enabled, true), eq(accounts.role, 'parent')))
        .orderBy(asc(reminderSettings.accountId));
    },

    async members(accountId: string) {
      return db
        .select({ id: familyMembers.id, name: familyMembers.name, sex: familyMembers.sex, birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(and(eq(familyMembers.accountId, accountId), isNull(familyMembers.deletedAt)))
        .orderBy(asc(familyMembers.createdAt));
    },

    /** The items a message that went out already announced, each as `announcedKey` makes it. */
    async announced(memberIds: readonly string[]): Promise<Set<string>> {
      if (memberIds.length === 0) return new Set();
      const rows = await db
        .select({ member: reminderSendItems.familyMemberId, kind: reminderSendItems.kind, item: reminderSendItems.item })
        .from(reminderSendItems)
        .innerJoin(reminderSends, eq(reminderSends.id, reminderSendItems.sendId))
        .where(and(inArray(reminderSendItems.familyMemberId, [...memberIds]), eq(reminderSends.status, 'sent')));
      return new Set(rows.map((r) => announcedKey(r.member, r.kind, r.item)));
    },

    /** Whether the family's message of `day` was claimed already (sent, failed or still going). */
    async claimed(accountId: string, day: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reminderSends.id })
        .from(reminderSends)
        .where(and(eq(reminderSends.accountId, accountId), eq(reminderSends.day, day)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Claims the family's message of the day with what it announces, in one transaction. Null when the day's
     * message is already claimed (by this or another instance): the unique (account_id, day) decides, not a read.
     */
    async claim(
      accountId: string,
      day: string,
      items: readonly { familyMemberId: string; kind: 'growth' | 'eye' | 'vaccine'; item: string; dueDate: string }[],
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reminderSends)
          .values({ accountId, day })
          .onConflictDoNothing({ target: [reminderSends.accountId, reminderSends.day] })
          .returning({ id: reminderSends.id });
        if (!row) return null;
        await tx.insert(reminderSendItems).values(items.map((i) => ({ sendId: row.id, ...i })));
        return row.id;
      });
    },

    async finish(sendId: string, sms: ChannelOutcome | 'off', wechat: ChannelOutcome | 'off'): Promise<'sent' | 'failed'> {
      const delivered = [sms, wechat].some((o) => o === 'sent' || o === 'logged');
      const status = delivered ? 'sent' : 'failed';
      await db.update(reminderSends).set({ status, sms, wechat }).where(eq(reminderSends.id, sendId));
      return status;
    },

    async lastSent(accountId: string): Promise<{ day: string; status: 'sending' | 'sent' | 'failed' } | null> {
      const [row] = await db
        .select({ day: reminderSends.day, status: reminderSends.status })
        .from(reminderSends)
        .where(eq(reminderSends.accountId, accountId))
        .orderBy(desc(reminderSends.day))
        .limit(1);
      return row ?? null;
    },
  };
}
