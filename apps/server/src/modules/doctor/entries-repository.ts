import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language, PatientOverview, RecordEntryKind } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { checkupReports, doctorAdvices, doctors, testReports, visits } from '../../db/schema/index.ts';
import { localize, localizeOrNull } from '../../http/localized.ts';
import { staffNames } from '../health-record/names-repository.ts';
import { adviceOf, correctionOf } from '../health-record/present.ts';
import { changeRightsOf, mayChange } from '../health-record/rights-repository.ts';

/** How many of each kind of entry the overview lists; the rest are in the family health record. */
export const OVERVIEW_ENTRIES = 5;

type Entries = Pick<PatientOverview, 'visits' | 'testReports' | 'checkupReports' | 'advices' | 'totals' | 'withdrawn'>;

/**
 * The latest visits, test reports, checkup reports and advice of a member for the doctor's patient page, the
 * current version of each (withdrawn ones left out), with what its edit and withdraw actions need (issue 30):
 * the version, the correction mark, and whether this doctor may change it.
 */
export async function overviewEntries(db: AppDb, accountId: string, memberId: string, lang: Language): Promise<Entries> {
  const current = <T extends typeof visits | typeof testReports | typeof checkupReports | typeof doctorAdvices>(table: T) =>
    and(eq(table.familyMemberId, memberId), isNull(table.withdrawnAt));
  const [rights, visitRows, reportRows, checkupRows, advices, totals, withdrawn] = await Promise.all([
    changeRightsOf(db, accountId),
    db
      .select({ visit: visits, doctorName: doctors.name })
      .from(visits)
      .leftJoin(doctors, eq(doctors.id, visits.doctorId))
      .where(current(visits))
      .orderBy(desc(visits.visitDate), desc(visits.createdAt))
      .limit(OVERVIEW_ENTRIES),
    db
      .select()
      .from(testReports)
      .where(current(testReports))
      .orderBy(desc(testReports.reportDate), desc(testReports.createdAt))
      .limit(OVERVIEW_ENTRIES),
    db
      .select()
      .from(checkupReports)
      .where(current(checkupReports))
      .orderBy(desc(checkupReports.checkupDate), desc(checkupReports.createdAt))
      .limit(OVERVIEW_ENTRIES),
    db.select().from(doctorAdvices).where(current(doctorAdvices)).orderBy(desc(doctorAdvices.createdAt)).limit(OVERVIEW_ENTRIES),
    Promise.all(
      [visits, testReports, checkupReports, doctorAdvices].map(
        async (table) => (await db.select({ n: count() }).from(table).where(current(table)))[0]?.n ?? 0,
      ),
    ),
    withdrawnEntries(db, memberId),
  ]);
  const names = await staffNames(
    db,
    [
      ...[...visitRows.map((r) => r.visit), ...reportRows, ...checkupRows, ...advices].map((r) => r.amendedBy),
      ...advices.map((a) => a.authorAccountId),
    ],
    lang,
  );
  const changeable = (row: Parameters<typeof correctionOf>[0] & { clinicId: string | null }, author: string | null) => ({
    version: row.version,
    correction: correctionOf(row, names),
    mayChange: mayChange(rights, { author, clinicId: row.clinicId }),
  });
  return {
    visits: visitRows.map(({ visit, doctorName }) => ({
      visitId: visit.id,
      visitDate: visit.visitDate,
      department: localize(visit.department, lang),
      diagnosis: localize(visit.diagnosis, lang),
      doctorName: localizeOrNull(doctorName, lang),
      ...changeable(visit, visit.createdBy),
    })),
    testReports: reportRows.map((r) => ({
      reportId: r.id,
      reportDate: r.reportDate,
      kind: r.kind,
      name: localize(r.name, lang),
      ...changeable(r, r.createdBy),
    })),
    checkupReports: checkupRows.map((r) => ({
      reportId: r.id,
      checkupDate: r.checkupDate,
      institution: localize(r.institution, lang),
      ...changeable(r, r.createdBy),
    })),
    advices: advices.map((row) => ({ ...adviceOf(row, names, lang), ...changeable(row, row.authorAccountId) })),
    totals: { visits: totals[0]!, testReports: totals[1]!, checkupReports: totals[2]!, advices: totals[3]! },
    withdrawn,
  };
}

/**
 * The latest withdrawn entries of each kind, newest withdrawal first: the patient page's placeholders, each a link
 * to its versions. Their kind and dates only; what they said is read in the history.
 */
async function withdrawnEntries(db: AppDb, memberId: string): Promise<Entries['withdrawn']> {
  const kinds = [
    ['visit', visits, visits.visitDate],
    ['testReport', testReports, testReports.reportDate],
    ['checkup', checkupReports, checkupReports.checkupDate],
    ['advice', doctorAdvices, sql<string>`(${doctorAdvices.createdAt} at time zone 'UTC')::date`],
  ] as const;
  const lists = await Promise.all(
    kinds.map(async ([kind, table, date]) =>
      (
        await db
          .select({ entryId: table.id, date: sql<string>`${date}::text`, withdrawnAt: table.withdrawnAt })
          .from(table)
          .where(and(eq(table.familyMemberId, memberId), isNotNull(table.withdrawnAt)))
          .orderBy(desc(table.withdrawnAt))
          .limit(OVERVIEW_ENTRIES)
      ).map((row) => ({
        kind: kind as RecordEntryKind,
        entryId: row.entryId,
        date: row.date,
        withdrawnAt: row.withdrawnAt!.toISOString(),
      })),
    ),
  );
  return lists.flat().sort((a, b) => b.withdrawnAt.localeCompare(a.withdrawnAt));
}
