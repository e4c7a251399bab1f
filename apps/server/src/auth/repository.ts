/**
 * The queries of the access policy, prepared once per database: who holds a token, and in one round trip what a
 * request touches, whose child that is, and how the caller relates to the child. "Is this doctor at this
 * child's clinic" is written here once (doctorFiles) and used by every module that needs it.
 */
import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Account } from '@sprout/contracts';
import type { AppDb, AppTx } from '../db/client.ts';
import {
  accounts,
  auditEvents,
  doctorClinics,
  doctors,
  eyeExams,
  eyeProfiles,
  familyMembers,
  growthProfiles,
  growthRecords,
  memberCarers,
  memberConsents,
  patientFiles,
  recordShares,
  sessions,
} from '../db/schema/index.ts';

/** What a route's resolver names: a kind of record and its id. */
export type TargetKind = 'member' | 'patientFile' | 'growthProfile' | 'growthRecord' | 'eyeRef' | 'eyeRecord' | 'share';

/**
 * The member a request touches, found from the target, and the caller's standing: `owner` when the member is on
 * the caller's account, `clinicDoctor` when the caller is a doctor of a clinic holding the member's patient file.
 * `entityId` is the record the target resolved to (the growthId of a growth record, the eyeId of an eye ref).
 */
export interface AccessRow {
  memberId: string;
  entityId: string;
  owner: boolean;
  clinicDoctor: boolean;
  /**
   * The guardian has answered the consent question (migration 1810) and it does not let this caller's clinics see
   * the member: refused, withdrawn, or granted to other clinics. False while unanswered (the behaviour before
   * consent existed). It only counts for a clinic doctor; the owner's own standing never depends on it.
   */
  consentRefused: boolean;
  /** The caller's link to the member (migration 3300), read in the same query: a removed link counts at once. */
  carerRole: 'guardian' | 'caregiver' | null;
}

const id = sql.placeholder('id');
const account = sql.placeholder('account');

/** The member's patient files at clinics where the account is a doctor: the one definition of the join. */
function doctorFiles(
  db: AppDb | AppTx,
  memberId: PgColumn | string,
  accountId: SQL.Aliased | SQL | ReturnType<typeof sql.placeholder> | string,
  also?: SQL,
) {
  return db
    .select({ id: patientFiles.id, clinicId: patientFiles.clinicId, doctorId: doctors.id })
    .from(patientFiles)
    .innerJoin(doctorClinics, eq(doctorClinics.clinicId, patientFiles.clinicId))
    .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
    .where(and(eq(patientFiles.familyMemberId, memberId), sql`${doctors.accountId} = ${accountId}`, also));
}

/**
 * The access query of one kind of target: the target's member and the standing of the account `account` (a
 * placeholder, or the session's account column when joined to the session, below).
 */
function accessSelect(db: AppDb, kind: TargetKind, account: SQL | ReturnType<typeof sql.placeholder>) {
  // Named, so that joined to the session (whose accounts row has an id too) nothing is ambiguous.
  const entity = (column: PgColumn) => sql<string>`${column}`.as('entity_id');
  const standing = {
    memberId: sql<string>`${familyMembers.id}`.as('member_id'),
    owner: sql<boolean>`${familyMembers.accountId} = ${account}`.as('owner'),
    clinicDoctor: sql<boolean>`exists (${doctorFiles(db, familyMembers.id, account)})`.as('clinic_doctor'),
    consentRefused: sql<boolean>`exists (select 1 from ${memberConsents} mc where mc.family_member_id = ${familyMembers.id}
      and (mc.decision <> 'granted' or not exists (${doctorFiles(db, familyMembers.id, account, sql`${patientFiles.clinicId} = any(mc.clinic_ids)`)})))`.as(
      'consent_refused',
    ),
    carerRole: sql<'guardian' | 'caregiver' | null>`(select ${memberCarers.role} from ${memberCarers}
      where ${memberCarers.familyMemberId} = ${familyMembers.id} and ${memberCarers.accountId} = ${account})`.as('carer_role'),
  };
  const living = (memberColumn: PgColumn) => and(eq(familyMembers.id, memberColumn), isNull(familyMembers.deletedAt));
  switch (kind) {
    case 'member':
      return db
        .select({ ...standing, entityId: entity(familyMembers.id) })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, id), isNull(familyMembers.deletedAt)));
    case 'patientFile':
      return db
        .select({ ...standing, entityId: entity(patientFiles.id) })
        .from(patientFiles)
        .innerJoin(familyMembers, living(patientFiles.familyMemberId))
        .where(eq(patientFiles.id, id));
    case 'growthProfile':
      return db
        .select({ ...standing, entityId: entity(growthProfiles.id) })
        .from(growthProfiles)
        .innerJoin(familyMembers, living(growthProfiles.familyMemberId))
        .where(eq(growthProfiles.id, id));
    case 'growthRecord':
      return db
        .select({ ...standing, entityId: entity(growthProfiles.id) })
        .from(growthRecords)
        .innerJoin(growthProfiles, eq(growthProfiles.id, growthRecords.growthId))
        .innerJoin(familyMembers, living(growthProfiles.familyMemberId))
        .where(eq(growthRecords.id, id));
    case 'eyeRef':
      // eyeId or eyeAxisId: both unique; should one value be both, the eyeId wins (spec §3).
      return db
        .select({ ...standing, entityId: entity(eyeProfiles.id) })
        .from(eyeProfiles)
        .innerJoin(familyMembers, living(eyeProfiles.familyMemberId))
        .where(or(eq(eyeProfiles.id, id), eq(eyeProfiles.eyeAxisId, id)))
        .orderBy(sql`(${eyeProfiles.id} = ${id}) desc`)
        .limit(1);
    case 'eyeRecord':
      return db
        .select({ ...standing, entityId: entity(eyeProfiles.id) })
        .from(eyeExams)
        .innerJoin(eyeProfiles, eq(eyeProfiles.id, eyeExams.eyeId))
        .innerJoin(familyMembers, living(eyeProfiles.familyMemberId))
        .where(eq(eyeExams.id, id));
    case 'share':
      return db
        .select({ ...standing, entityId: entity(recordShares.id) })
        .from(recordShares)
        .innerJoin(familyMembers, living(recordShares.familyMemberId))
        .where(eq(recordShares.id, id));
  }
}

const prepareAccess = (db: AppDb, kind: TargetKind) => accessSelect(db, kind, account).prepare(`access_${kind}`);

/**
 * Who holds the token and, in the same round trip, what the request touches and how that account relates to it
 * (the access query joined laterally to the session): the policy's one query for a member route.
 */
function prepareSessionAccess(db: AppDb, kind: TargetKind) {
  const target = accessSelect(db, kind, sql`${accounts.id}`).as('target');
  return db
    .select({
      id: accounts.id,
      role: accounts.role,
      name: accounts.name,
      phone: accounts.phone,
      expiresAt: sessions.expiresAt,
      memberId: target.memberId,
      entityId: target.entityId,
      owner: target.owner,
      clinicDoctor: target.clinicDoctor,
      consentRefused: target.consentRefused,
      carerRole: target.carerRole,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoinLateral(target, sql`true`)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .prepare(`session_access_${kind}`);
}

type PreparedAccess = ReturnType<typeof prepareAccess>;
type PreparedSessionAccess = ReturnType<typeof prepareSessionAccess>;

export function authRepository(db: AppDb) {
  const accessQueries = new Map<TargetKind, PreparedAccess>();
  const sessionAccessQueries = new Map<TargetKind, PreparedSessionAccess>();
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
     * target's member with that account's standing towards it (null when unknown or deleted).
     */
    async sessionAndAccess(
      hash: string,
      kind: TargetKind,
      targetId: string,
    ): Promise<{ session: { account: Account; expiresAt: Date }; access: AccessRow | null } | null> {
      let query = sessionAccessQueries.get(kind);
      if (!query) {
        query = prepareSessionAccess(db, kind);
        sessionAccessQueries.set(kind, query);
      }
      const [row] = await query.execute({ hash, id: targetId });
      if (!row) return null;
      const { id, role, name, phone, expiresAt, memberId, entityId, owner, clinicDoctor, consentRefused, carerRole } = row;
      const access =
        memberId === null || entityId === null
          ? null
          : {
              memberId,
              entityId,
              owner: Boolean(owner),
              clinicDoctor: Boolean(clinicDoctor),
              consentRefused: Boolean(consentRefused),
              carerRole: carerRole ?? null,
            };
      return { session: { account: { id, role, name, phone }, expiresAt }, access };
    },

    /** One query: the target's member (null when unknown or deleted) and the caller's standing towards it. */
    async access(kind: TargetKind, targetId: string, accountId: string): Promise<AccessRow | null> {
      let query = accessQueries.get(kind);
      if (!query) {
        query = prepareAccess(db, kind);
        accessQueries.set(kind, query);
      }
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
export async function insertAuditEvent(db: AppDb | AppTx, row: typeof auditEvents.$inferInsert): Promise<void> {
  await insertAuditEvents(db, [row]);
}

/** Several audit rows in one statement (audit-batch.ts), repeats dropped as above. */
export async function insertAuditEvents(db: AppDb | AppTx, rows: Array<typeof auditEvents.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(auditEvents).values(rows).onConflictDoNothing();
}

export type AuditRow = typeof auditEvents.$inferInsert;
