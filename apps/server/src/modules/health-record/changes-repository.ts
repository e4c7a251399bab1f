import { and, desc, eq } from 'drizzle-orm';
import type { EntryHistory, Language, RecordEntryKind, WithdrawInput, WithdrawnEntry } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { healthRecordRevisions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { isUniqueViolation } from '../questions/db-errors.ts';
import { ENTRY_STORES, type EntryKindStore, type EntryRow, type Stored } from './entries-repository.ts';
import { staffNames } from './names-repository.ts';
import { ChangeRefused, changeRightsOf, mayChange } from './rights-repository.ts';
import { Texts } from './writes-repository.ts';

defineMessages({
  'healthRecord.editedMeanwhile': {
    'zh-CN': '这条记录在您打开后已被更改，请重新打开后再更正',
    'en-US': 'This entry was changed after you opened it. Open it again and make your correction there.',
  },
  'healthRecord.withdrawnMeanwhile': {
    'zh-CN': '这条记录已被撤回，不能再更改',
    'en-US': 'This entry has been withdrawn and can no longer be changed.',
  },
});

const editedMeanwhile = () =>
  new AppError('RECORD_EXISTS', 'healthRecord.editedMeanwhile', [{ field: 'version', messageKey: 'healthRecord.editedMeanwhile' }]);

// The stores' inputs differ by kind; callers pass the input of the kind they name.
type AnyStore = EntryKindStore<unknown, unknown>;
const storeOf = (kind: RecordEntryKind) => ENTRY_STORES[kind] as unknown as AnyStore;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Correcting and withdrawing entries (issue 30 item 4). Each change runs in one transaction: the entry is locked,
 * checked (not withdrawn, this doctor may change it, the version is the one the doctor read), the version it
 * replaces is kept whole in health_record_revisions, and the row becomes the new current version.
 */
export function entryChanges(db: AppDb) {
  async function guarded(
    tx: Parameters<Parameters<AppDb['transaction']>[0]>[0],
    kind: RecordEntryKind,
    memberId: string,
    entryId: string,
    actor: string,
    version: number,
  ) {
    const store = storeOf(kind);
    const stored = await store.load(tx, memberId, entryId, true);
    if (!stored) throw new AppError('NOT_FOUND');
    if (stored.row.withdrawnAt) throw new AppError('RECORD_EXISTS', 'healthRecord.withdrawnMeanwhile');
    if (!mayChange(await changeRightsOf(tx, actor), { author: store.author(stored.row), clinicId: stored.row.clinicId }))
      throw new ChangeRefused();
    if (stored.row.version !== version) throw editedMeanwhile();
    return { store, stored };
  }

  return {
    /** The entry as it stands, or null when it is not the member's or was withdrawn. */
    async current(kind: RecordEntryKind, memberId: string, entryId: string, lang: Language): Promise<unknown> {
      const store = storeOf(kind);
      const stored = await store.load(db, memberId, entryId, false);
      if (!stored || stored.row.withdrawnAt) return null;
      return (await store.present(db, [stored], lang))[0] ?? null;
    },

    async amend(kind: RecordEntryKind, memberId: string, entryId: string, actor: string, input: { version: number }, lang: Language) {
      const { version, ...body } = input;
      try {
        await db.transaction(async (tx) => {
          const { store, stored } = await guarded(tx, kind, memberId, entryId, actor, version);
          const row = stored.row;
          await tx.insert(healthRecordRevisions).values({
            familyMemberId: memberId,
            entryKind: kind,
            entryId,
            version: row.version,
            content: JSON.parse(JSON.stringify(stored)) as Record<string, unknown>,
            madeAt: new Date(row.amendedAt ?? row.createdAt),
            madeBy: row.amendedBy ?? store.author(row),
            replacedBy: actor,
          });
          await store.replace(tx, stored, body, new Texts(lang), { version: row.version + 1, amendedAt: new Date(), amendedBy: actor });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw editedMeanwhile();
        throw error;
      }
    },

    async withdraw(kind: RecordEntryKind, memberId: string, entryId: string, actor: string, input: WithdrawInput): Promise<WithdrawnEntry> {
      return db.transaction(async (tx) => {
        const { store, stored } = await guarded(tx, kind, memberId, entryId, actor, input.version);
        const withdrawnAt = new Date();
        await store.withdraw(tx, entryId, { withdrawnAt, withdrawnBy: actor, withdrawnReason: input.reason ?? null });
        return { entryId, version: stored.row.version, withdrawnAt: withdrawnAt.toISOString() };
      });
    },

    /** Every version, the current first, with who made each and when; null when the entry is not the member's. */
    async history(kind: RecordEntryKind, memberId: string, entryId: string, lang: Language): Promise<EntryHistory<unknown> | null> {
      const store = storeOf(kind);
      const stored = await store.load(db, memberId, entryId, false);
      if (!stored) return null;
      const revisions = await db
        .select()
        .from(healthRecordRevisions)
        .where(and(eq(healthRecordRevisions.entryKind, kind), eq(healthRecordRevisions.entryId, entryId)))
        .orderBy(desc(healthRecordRevisions.version));
      const row = stored.row;
      const made = [
        { at: row.amendedAt ?? row.createdAt, by: row.amendedBy ?? store.author(row) },
        ...revisions.map((r) => ({ at: r.madeAt, by: r.madeBy })),
      ];
      const versions: Stored[] = [stored, ...revisions.map((r) => r.content as unknown as Stored<EntryRow>)];
      const [entries, names] = await Promise.all([
        store.present(db, versions, lang),
        staffNames(db, [...made.map((m) => m.by), row.withdrawnBy], lang),
      ]);
      return {
        entryId,
        withdrawn: row.withdrawnAt
          ? { at: iso(row.withdrawnAt), by: (row.withdrawnBy && names.get(row.withdrawnBy)) ?? null, reason: row.withdrawnReason }
          : null,
        versions: versions.map((v, i) => ({
          version: v.row.version,
          madeAt: iso(made[i]!.at),
          madeBy: (made[i]!.by && names.get(made[i]!.by!)) ?? null,
          entry: entries[i],
        })),
      };
    },
  };
}
