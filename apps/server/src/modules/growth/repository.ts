import { and, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { joinedRead } from '../../auth/joined-read.ts';
import { doctorPatientFile } from '../../auth/repository.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';
import type { WriteAlongside } from '../../db/write-alongside.ts';
import { insertRecord, recordsJson, recordsText, type GrowthRecordRow, type RecordValues } from './save-repository.ts';

export type { GrowthRecordRow, RecordValues };

export type GrowthProfileRow = typeof growthProfiles.$inferSelect;

/** A profile with the member facts scoring needs. */
export interface GrowthSubject {
  profile: GrowthProfileRow;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
}

/** The child and all its records. */
export interface WithRecords {
  subject: GrowthSubject;
  records: GrowthRecordRow[];
}

/** The child, one page of its records, the record just older than the page's last, and the total. */
export interface WithPage {
  subject: GrowthSubject;
  total: number;
  rows: GrowthRecordRow[];
  beyond: GrowthRecordRow | null;
}

export function growthRepository(db: AppDb) {
  // The hot reads' queries, prepared once: built once by Drizzle, parsed and planned once per connection.
  const growthId = sql.placeholder('growthId');
  // The child with its records as one JSON value: one row (rows one by one cost a protocol message and a Drizzle
  // mapping each), and with the policy's row joined, one statement per read (issue 28).
  const subjectColumns = {
    profile: growthProfiles,
    name: familyMembers.name,
    sex: familyMembers.sex,
    birthDate: familyMembers.birthDate,
  };
  const ofThisChild = sql`r.growth_id = ${growthProfiles.id}`;
  // Each hot read's query takes one more column, `session`: null here, the policy's row when a route joins the read
  // to the policy's query (auth/joined-read.ts). One builder, so both are the same SQL.
  const noSession = sql<unknown>`null`.as('session');
  const withRecordsSelect = (session: SQL.Aliased<unknown>) =>
    db
      .select({ ...subjectColumns, records: recordsText.select('r', ofThisChild, sql`r.record_date`), session })
      .from(growthProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, growthProfiles.familyMemberId))
      .where(and(eq(growthProfiles.id, growthId), isNull(familyMembers.deletedAt)));
  const withPageSelect = (session: SQL.Aliased<unknown>) =>
    db
      .select({
        ...subjectColumns,
        total: sql<number>`(select count(*)::int from ${growthRecords} where ${growthRecords.growthId} = ${growthProfiles.id})`,
        records: recordsJson.select('r', ofThisChild, sql`r.record_date desc`, {
          limit: sql`${sql.placeholder('limit')}`,
          offset: sql`${sql.placeholder('start')}`,
        }),
        session,
      })
      .from(growthProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, growthProfiles.familyMemberId))
      .where(and(eq(growthProfiles.id, growthId), isNull(familyMembers.deletedAt)));
  // The child alone: what a save and a check score against, joined to the policy's query on those writes.
  const subjectSelect = (session: SQL.Aliased<unknown>) =>
    db
      .select({ ...subjectColumns, session })
      .from(growthProfiles)
      .innerJoin(familyMembers, eq(familyMembers.id, growthProfiles.familyMemberId))
      .where(and(eq(growthProfiles.id, growthId), isNull(familyMembers.deletedAt)));
  const subjectQuery = subjectSelect(noSession).prepare('growth_subject');
  const withRecordsQuery = withRecordsSelect(noSession).prepare('growth_with_records');
  const withPageQuery = withPageSelect(noSession).prepare('growth_with_page');
  type WithRecordsRow = Awaited<ReturnType<typeof withRecordsQuery.execute>>[number];
  type WithPageRow = Awaited<ReturnType<typeof withPageQuery.execute>>[number];
  type SubjectRow = Awaited<ReturnType<typeof subjectQuery.execute>>[number];

  const decodeSubject = ({ profile, name, sex, birthDate }: SubjectRow): GrowthSubject => ({ profile, name, sex, birthDate });

  const decodeWithRecords = ({ profile, name, sex, birthDate, records }: WithRecordsRow): WithRecords => ({
    subject: { profile, name, sex, birthDate },
    records: recordsText.decode(records, { growthId: profile.id }),
  });
  const decodeWithPage = ({ profile, name, sex, birthDate, total, records: json }: WithPageRow, limit: number): WithPage => {
    const records = recordsJson.decode(json, { growthId: profile.id });
    return { subject: { profile, name, sex, birthDate }, total, rows: records.slice(0, limit), beyond: records[limit] ?? null };
  };
  const pageValues = (growthId: string, start: number, limit: number) => ({ growthId, limit: limit + 1, start });

  /** The reads a route may join to the policy's query: the parent's growth curve and records page, and the child a save scores against. */
  const reads = {
    subject: joinedRead('growth_subject', subjectSelect, (growthId: string) => ({ growthId }), decodeSubject),
    withRecords: joinedRead('growth_with_records', withRecordsSelect, (growthId: string) => ({ growthId }), decodeWithRecords),
    withPage: joinedRead('growth_with_page', withPageSelect, pageValues, (row: WithPageRow, _growthId, _start, limit) =>
      decodeWithPage(row, limit),
    ),
  };

  return {
    reads,

    /** The child (null when unknown or deleted) and every record, oldest first, in one statement. */
    async withRecords(growthId: string): Promise<WithRecords | null> {
      const [found] = await withRecordsQuery.execute({ growthId });
      return found ? decodeWithRecords(found) : null;
    },

    /**
     * The child and one page of its records, newest first, in one statement by the (growth_id, record_date) index:
     * the page, the record just older than its last row (`beyond`: the re-measure check compares each record with
     * its previous one), and the total (a count by the index; a window count would read a long history each page).
     */
    async withPage(growthId: string, start: number, limit: number): Promise<WithPage | null> {
      const [found] = await withPageQuery.execute(pageValues(growthId, start, limit));
      return found ? decodeWithPage(found, limit) : null;
    },

    /** The member's growth profile id, or null when none was ever made (reads never create one). */
    async profileIdOf(memberId: string): Promise<string | null> {
      const [row] = await db.select({ id: growthProfiles.id }).from(growthProfiles).where(eq(growthProfiles.familyMemberId, memberId));
      return row?.id ?? null;
    },

    /** Creates the member's profile if it has none (concurrent first inits make one), then returns it. */
    async ensureProfile(memberId: string): Promise<GrowthProfileRow> {
      const find = async () => (await db.select().from(growthProfiles).where(eq(growthProfiles.familyMemberId, memberId)))[0];
      const found = await find();
      if (found) return found;
      await db.insert(growthProfiles).values({ familyMemberId: memberId }).onConflictDoNothing({ target: growthProfiles.familyMemberId });
      return (await find())!;
    },

    async subject(growthId: string, executor: AppDb | AppTx = db): Promise<GrowthSubject | null> {
      if (executor === db) {
        const [found] = await subjectQuery.execute({ growthId });
        return found ? decodeSubject(found) : null;
      }
      const [row] = await executor
        .select({ profile: growthProfiles, name: familyMembers.name, sex: familyMembers.sex, birthDate: familyMembers.birthDate })
        .from(growthProfiles)
        .innerJoin(familyMembers, eq(familyMembers.id, growthProfiles.familyMemberId))
        .where(and(eq(growthProfiles.id, growthId), isNull(familyMembers.deletedAt)));
      return row ?? null;
    },

    async updateProfile(
      growthId: string,
      values: Partial<
        Pick<
          GrowthProfileRow,
          'fullTermFlag' | 'gestationalAgeDays' | 'fatherHeightCm' | 'motherHeightCm' | 'reference' | 'pretermReference'
        >
      >,
    ) {
      await db
        .update(growthProfiles)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(growthProfiles.id, growthId));
    },

    async record(recordId: string, executor: AppDb | AppTx = db): Promise<GrowthRecordRow | null> {
      const [row] = await executor.select().from(growthRecords).where(eq(growthRecords.id, recordId));
      return row ?? null;
    },

    /** The record of one day (a child has at most one a day), by the (growth_id, record_date) index. */
    async onDate(growthId: string, date: string): Promise<GrowthRecordRow | null> {
      const [row] = await db
        .select()
        .from(growthRecords)
        .where(and(eq(growthRecords.growthId, growthId), eq(growthRecords.recordDate, date)));
      return row ?? null;
    },

    /** The latest record dated before `date` (the re-measure check compares a record with it), by the same index. */
    async before(growthId: string, date: string): Promise<GrowthRecordRow | null> {
      const [row] = await db
        .select()
        .from(growthRecords)
        .where(and(eq(growthRecords.growthId, growthId), lt(growthRecords.recordDate, date)))
        .orderBy(desc(growthRecords.recordDate))
        .limit(1);
      return row ?? null;
    },

    async latest(growthId: string): Promise<GrowthRecordRow | null> {
      const [row] = await db
        .select()
        .from(growthRecords)
        .where(eq(growthRecords.growthId, growthId))
        .orderBy(desc(growthRecords.recordDate))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts; on a date that already has a record, replaces it when `replace`, else writes nothing. With the record
     * before it and what goes `along` with it, in one statement (save-repository.ts).
     */
    insert: (growthId: string, values: RecordValues, replace: boolean, along?: WriteAlongside) =>
      insertRecord(db, growthId, values, replace, along),

    /**
     * Moves a record onto its new values. Another record on the new date blocks the move (returns
     * 'exists') unless `replace`, which deletes that record first, in the same transaction.
     */
    async update(recordId: string, growthId: string, values: RecordValues, replace: boolean): Promise<GrowthRecordRow | 'exists'> {
      return db.transaction(async (tx) => {
        const [other] = await tx
          .select({ id: growthRecords.id })
          .from(growthRecords)
          .where(
            and(eq(growthRecords.growthId, growthId), eq(growthRecords.recordDate, values.recordDate), ne(growthRecords.id, recordId)),
          );
        if (other) {
          if (!replace) return 'exists' as const;
          await tx.delete(growthRecords).where(eq(growthRecords.id, other.id));
        }
        const [row] = await tx
          .update(growthRecords)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(growthRecords.id, recordId))
          .returning();
        return row!;
      });
    },

    async remove(recordId: string): Promise<void> {
      await db.delete(growthRecords).where(eq(growthRecords.id, recordId));
    },

    /** The doctor's clinic patient file for this member (the doctor home shows it). */
    patientIdForDoctor: (memberId: string, accountId: string) => doctorPatientFile(db, memberId, accountId),
  };
}
