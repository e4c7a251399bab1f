/**
 * The access policy's query, built once per kind of target: what a request touches, whose child that is and how
 * the caller relates to the child, alone or joined to the session (who holds the token), and that row as JSON for
 * a route's read to carry (auth/joined-read.ts). "Is this doctor at this child's clinic" is written here once
 * (doctorFiles) and used by every module that needs it.
 */
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Account } from '@sprout/contracts';
import type { AppDb, AppTx } from '../db/client.ts';
import {
  accounts,
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
export function doctorFiles(
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
 * Which standings a query reads. `clinic`: all of them. `family`: the account's own and its carer link only, the
 * clinic's two read as false: all that counts for any account but a doctor's (access.ts, relationsOf), and a plan
 * without the clinic's four tables and their indexes, which PostgreSQL opens and locks at every execution whether
 * or not a row reaches them (0.30 against 0.25 ms for a parent's records page, pgbench, one client).
 */
export type StandingScope = 'clinic' | 'family';

/**
 * The access query of one kind of target: the target's member and the standing of the account `account` (a
 * placeholder, or the session's account column when joined to the session, below).
 */
export function accessSelect(
  db: AppDb,
  kind: TargetKind,
  account: SQL | ReturnType<typeof sql.placeholder>,
  scope: StandingScope = 'clinic',
) {
  // Named, so that joined to the session (whose accounts row has an id too) nothing is ambiguous.
  const entity = (column: PgColumn) => sql<string>`${column}`.as('entity_id');
  const clinic = scope === 'clinic';
  const standing = {
    memberId: sql<string>`${familyMembers.id}`.as('member_id'),
    owner: sql<boolean>`${familyMembers.accountId} = ${account}`.as('owner'),
    clinicDoctor: (clinic ? sql<boolean>`exists (${doctorFiles(db, familyMembers.id, account)})` : sql<boolean>`false`).as('clinic_doctor'),
    consentRefused: (clinic
      ? sql<boolean>`exists (select 1 from ${memberConsents} mc where mc.family_member_id = ${familyMembers.id}
      and (mc.decision <> 'granted' or not exists (${doctorFiles(db, familyMembers.id, account, sql`${patientFiles.clinicId} = any(mc.clinic_ids)`)})))`
      : sql<boolean>`false`
    ).as('consent_refused'),
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

export const prepareAccess = (db: AppDb, kind: TargetKind, name: string) => accessSelect(db, kind, account).prepare(name);

/**
 * Who holds the token and, in the same round trip, what the request touches and how that account relates to it
 * (the access query joined laterally to the session): the policy's one query for a member route.
 */
export function sessionAccessSelect(db: AppDb, kind: TargetKind, scope: StandingScope) {
  const target = accessSelect(db, kind, sql`${accounts.id}`, scope).as('target');
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
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}

export const prepareSessionAccess = (db: AppDb, kind: TargetKind, scope: StandingScope, name: string) =>
  sessionAccessSelect(db, kind, scope).prepare(name);

type SessionAccessRow = Awaited<ReturnType<ReturnType<typeof prepareSessionAccess>['execute']>>[number];
export interface SessionAccess {
  session: { account: Account; expiresAt: Date };
  access: AccessRow | null;
}

export function toSessionAccess(row: SessionAccessRow): SessionAccess {
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
}

/**
 * The same row as one JSON value, for a route's read to carry as its `session` column (auth/joined-read.ts); null
 * when no live session holds the token. The subquery names only its own tables, so it means inside the read's
 * statement what it means alone.
 */
export function sessionAccessColumn(db: AppDb, kind: TargetKind, scope: StandingScope): SQL.Aliased<unknown> {
  return sql<unknown>`(select row_to_json(sa) from (${sessionAccessSelect(db, kind, scope)}) as sa)`.as('session');
}

/** That JSON read back: its keys are the columns' SQL names. */
export function sessionAccessFromJson(json: Record<string, unknown>): SessionAccess {
  return toSessionAccess({
    id: json.id as string,
    role: json.role as Account['role'],
    name: json.name as string,
    phone: json.phone as string,
    expiresAt: new Date(json.expires_at as string),
    // Null when the target is unknown or deleted (the lateral join's columns, typed as Drizzle types them).
    memberId: json.member_id as string,
    entityId: json.entity_id as string,
    owner: json.owner as boolean,
    clinicDoctor: json.clinic_doctor as boolean,
    consentRefused: json.consent_refused as boolean,
    carerRole: json.carer_role as AccessRow['carerRole'],
  });
}
