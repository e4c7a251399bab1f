import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { typedPlaceholder } from './named-query.ts';
import { auditEvents, type AuditRow } from './schema/audit.ts';

/**
 * What a write's own statement does along with it (issue 28, docs/decisions/2860): claim the request's Idempotency-Key
 * (`claimInWrite`, http/idempotency.ts) and insert its audit row (`auditRowOfWrite`, auth/audit.ts), so the claim, the
 * write and its row commit together, in the write's one round trip. A keyed save was four round trips and four commits
 * in a row (the policy's, the claim's, the write's, then the audit row's with the key's answer); it is two before its
 * reply, the key's answer being recorded as the reply leaves (http/idempotency.ts), and two commits.
 */

/** A request's Idempotency-Key: who sent it, the key, and the hash of the request it stands for. */
export interface KeyClaim {
  actor: string;
  key: string;
  requestHash: string;
  /** The member whose data the write touches (its claim goes with the member's erasure), or null. */
  memberId: string | null;
}
/** A key as a request holds it: `claimed` once its claim is made (then its answer is kept for the retries). */
export type HeldKey = KeyClaim & { claimed: boolean };

/** What a write that claims its key returns when the key was taken already: it wrote nothing. */
export const KEY_TAKEN: unique symbol = Symbol('key taken');
/** What claimInWrite returns when it answered the request itself (its key's first answer, replayed): the reply is sent. */
export const REPLAYED: unique symbol = Symbol('replayed');

export interface WriteAlongside {
  /** The key to claim; null without a key or when the request holds its claim already. */
  claim: HeldKey | null;
  /** The audit row to insert for the written row; null when the write leaves none. */
  audit: { row: AuditRow; written: () => void } | null;
}

const v = (name: string) => sql.placeholder(name);

/** The claim of a key (the idempotency_keys table, migration 0710): a row back when it was made; claimValues' placeholders. */
export const claimInsert = () =>
  sql`INSERT INTO idempotency_keys (actor, key, request_hash, family_member_id)
    VALUES (${v('claimActor')}, ${v('claimKey')}, ${v('claimRequestHash')}, ${v('claimMemberId')}::uuid)
    ON CONFLICT DO NOTHING RETURNING key`;
export const claimValues = (claim: KeyClaim) => ({
  claimActor: claim.actor,
  claimKey: claim.key,
  claimRequestHash: claim.requestHash,
  claimMemberId: claim.memberId,
});

/** An audit row's columns: every one but the two the database gives (its id and time). */
const AUDIT_COLUMNS = Object.entries(getTableColumns(auditEvents)).filter(([key]) => key !== 'id' && key !== 'occurredAt') as Array<
  [keyof AuditRow, (typeof auditEvents)['_']['columns'][keyof AuditRow]]
>;

/** One audit row for each row of `source`, its values placeholders cast to their columns' types (a SELECT list has none). */
function auditInsertFrom(source: string): SQL {
  return sql`INSERT INTO ${auditEvents} (${sql.join(
    AUDIT_COLUMNS.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )}) SELECT ${sql.join(
    AUDIT_COLUMNS.map(([key, column]) => typedPlaceholder(`audit_${key}`, column)),
    sql`, `,
  )} FROM ${sql.identifier(source)} ON CONFLICT DO NOTHING`;
}

/**
 * What a write's statement (`WITH ... written AS (INSERT ... RETURNING ...) ... SELECT ...`) takes for `what`: `shape`
 * for its text's name, `values` for the placeholders, and `sql()`, called only when the text of that shape is built
 * (once: db/named-query.ts), for its parts: `before`, the CTEs ahead of the write's (the claim); `onlyIfClaimed`, the
 * condition of the write's SELECT (it writes nothing when the key was taken); `after`, the CTEs after it (an audit row
 * for each row `written` returns); `claimed`, a column saying whether the claim was made. `settle` reads the
 * statement's outcome back: marks the claim made and the audit row written.
 */
export function alongside(what: WriteAlongside | undefined, written: string) {
  const claim = what?.claim ?? null;
  const audit = what?.audit ?? null;
  return {
    shape: `${claim ? 'claim' : ''}:${audit ? 'audit' : ''}`,
    values: {
      ...(claim ? claimValues(claim) : {}),
      ...(audit ? Object.fromEntries(AUDIT_COLUMNS.map(([key]) => [`audit_${key}`, audit.row[key] ?? null])) : {}),
    },
    sql: () => ({
      before: claim ? [sql`claim AS (${claimInsert()})`] : [],
      onlyIfClaimed: claim ? sql`WHERE EXISTS (SELECT 1 FROM claim)` : sql``,
      after: audit ? [sql`audit AS (${auditInsertFrom(written)})`] : [],
      claimed: claim ? sql`EXISTS (SELECT 1 FROM claim)` : sql`true`,
    }),
    settle(claimed: boolean, wrote: boolean): void {
      if (claim && claimed) claim.claimed = true;
      if (audit && wrote) audit.written();
    },
  };
}
