/**
 * The queries of the access policy, prepared once per database (built in access-repository.ts): who holds a token, and
 * in one round trip what a request touches, whose child that is, and how the caller relates to the child.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Account } from '@sprout/contracts';
import type { AppDb, AppTx } from '../db/client.ts';
import { shapedStatement } from '../db/named-query.ts';
import type { AuditRow } from '../db/schema/audit.ts';
import { accounts, auditEvents, patientFiles, sessions } from '../db/schema/index.ts';
import {
  doctorFiles,
  prepareAccess,
  prepareSessionAccess,
  sessionAccessColumn,
  sessionAccessFromJson,
  toSessionAccess,
  type AccessRow,
  type SessionAccess,
  type StandingScope,
  type TargetKind,
} from './access-repository.ts';
import type { StandingsRead } from './access.ts';
import type { RouteJoin } from './joined-read.ts';

/**
 * Reads the policy's row with the standings `standings` names (access.ts): the family's first and, only when the
 * token turns out to be a doctor's (the one role whose clinic standing counts: relationsOf), again with every one.
 */
async function withStandings<T>(
  standings: StandingsRead,
  read: (scope: StandingScope) => Promise<T | undefined>,
  roleOf: (row: T) => string | undefined,
): Promise<T | undefined> {
  const first = await read(standings === 'clinic' ? 'clinic' : 'family');
  return first !== undefined && standings === 'familyThenClinic' && roleOf(first) === 'doctor' ? read('clinic') : first;
}

export function authRepository(db: AppDb) {
  /** Each statement built and prepared on first use, under its own name. */
  const statements = new Map<string, unknown>();
  const prepared = <Q>(name: string, prepare: (name: string) => Q): Q => {
    if (!statements.has(name)) statements.set(name, prepare(name));
    return statements.get(name) as Q;
  };
  const sessionAccessQuery = (kind: TargetKind, scope: StandingScope) =>
    prepared(`session_access_${kind}_${scope}`, (name) => prepareSessionAccess(db, kind, scope, name));
  /** A route's read with the policy's row in `scope`. */
  const joinedQuery = (join: RouteJoin, kind: TargetKind, scope: StandingScope) =>
    prepared(`${join.read.name}_with_${kind}_${scope}`, (name) => join.read.select(sessionAccessColumn(db, kind, scope)).prepare(name));
  const tokenQuery = db
    .select({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .prepare('account_for_token');

  return {
    /** The account holding a live session for this token hash, and when the session ends. */
    async sessionForTokenHash(hash: string): Promise<{ account: Account; expiresAt: Date } | null> {
      const [row] = await tokenQuery.execute({ hash });
      if (!row) return null;
      const { expiresAt, ...account } = row;
      return { account, expiresAt };
    },

    /**
     * One query for both: the account holding a live session for this token hash (null when none), and the
     * target's member with the standings `standings` names of that account towards it (null when unknown or
     * deleted). With `familyThenClinic`, a doctor's token is read again with every standing.
     */
    async sessionAndAccess(hash: string, kind: TargetKind, targetId: string, standings: StandingsRead): Promise<SessionAccess | null> {
      const row = await withStandings(
        standings,
        async (scope) => (await sessionAccessQuery(kind, scope).execute({ hash, id: targetId }))[0],
        (found) => found.role,
      );
      return row ? toSessionAccess(row) : null;
    },

    /**
     * The same, read by the route's own read in one statement (auth/joined-read.ts): `read` is undefined when the
     * read found no row (the caller asks sessionAndAccess why); else `found` is as sessionAndAccess's answer and
     * `row` the read's row, to decode once the caller is admitted. A parent's read, the traffic of issue 28, is one
     * round trip; a doctor's, where the family's standings are read first, two.
     */
    async sessionAccessAndRead(
      hash: string,
      kind: TargetKind,
      targetId: string,
      join: RouteJoin,
      args: readonly unknown[],
      standings: StandingsRead,
    ): Promise<{ found: SessionAccess | null; row: Record<string, unknown> } | undefined> {
      const values = { ...join.read.values(...args), hash, id: targetId };
      const read = async (scope: StandingScope) => {
        const [row] = (await joinedQuery(join, kind, scope).execute(values)) as Array<Record<string, unknown>>;
        if (!row) return undefined;
        const { session, ...rest } = row;
        return { found: session ? sessionAccessFromJson(session as Record<string, unknown>) : null, row: rest };
      };
      return withStandings(standings, read, (first) => first.found?.session.account.role);
    },

    /** One query: the target's member (null when unknown or deleted) and the caller's standing towards it. */
    async access(kind: TargetKind, targetId: string, accountId: string): Promise<AccessRow | null> {
      const query = prepared(`access_${kind}`, (name) => prepareAccess(db, kind, name));
      const [row] = (await query.execute({ id: targetId, account: accountId })) as AccessRow[];
      return row ?? null;
    },
  };
}

/**
 * The patient file through which a doctor account reaches a member (the oldest at one of the doctor's clinics),
 * with its clinic and the doctor's id; null when the account is no doctor of the member's clinics.
 */
export async function doctorFileOf(
  db: AppDb | AppTx,
  memberId: string,
  accountId: string,
): Promise<{ id: string; clinicId: string; doctorId: string } | null> {
  const [row] = await doctorFiles(db, memberId, accountId).orderBy(asc(patientFiles.createdAt), asc(patientFiles.id)).limit(1);
  return row ?? null;
}

/** The id of that patient file, or null. */
export async function doctorPatientFile(db: AppDb | AppTx, memberId: string, accountId: string): Promise<string | null> {
  return (await doctorFileOf(db, memberId, accountId))?.id ?? null;
}

/** One audit row. A repeat of a screen view's read is dropped by the unique index of migration 1500. */
export async function insertAuditEvent(db: AppDb | AppTx, row: AuditRow): Promise<void> {
  await insertAuditEvents(db, [row]);
}

/**
 * Batches up to this size go as named statements (db/named-query.ts), one per size: PostgreSQL parses each once per
 * connection instead of at every staff read and every write (issue 28: the parse was 40 µs of the doctor list's
 * 0.7 ms in PostgreSQL), and the server builds each text once (building it with its hash at every call was about
 * 6% of a growth save's time in the server). Larger batches, rare and each its own text, go unnamed so no
 * connection keeps hundreds.
 */
const NAMED_AUDIT_BATCH = 8;
const auditInsert = shapedStatement('audit_insert');
/** Row `i` of an insert as placeholders, one for each of the row's columns (the compiler holds it to every one). */
function auditPlaceholders(i: number) {
  const p = (field: keyof AuditRow) => sql.placeholder(`${field}${i}`);
  return {
    accountId: p('accountId'),
    role: p('role'),
    action: p('action'),
    method: p('method'),
    route: p('route'),
    familyMemberId: p('familyMemberId'),
    ip: p('ip'),
    status: p('status'),
    screenViewId: p('screenViewId'),
    target: p('target'),
  } satisfies Record<keyof AuditRow, unknown>;
}
const AUDIT_FIELDS = Object.keys(auditPlaceholders(0)) as Array<keyof AuditRow>;

/** Several audit rows in one statement (audit-batch.ts), repeats dropped as above. */
export async function insertAuditEvents(db: AppDb | AppTx, rows: AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > NAMED_AUDIT_BATCH) {
    await db.insert(auditEvents).values(rows).onConflictDoNothing();
    return;
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const field of AUDIT_FIELDS) values[`${field}${i}`] = row[field] ?? null;
  });
  const build = () =>
    db
      .insert(auditEvents)
      .values(rows.map((_, i) => auditPlaceholders(i)))
      .onConflictDoNothing()
      .getSQL();
  await auditInsert(db, String(rows.length), build, values);
}

export type { AuditRow };
