import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type {
  Beneficiary,
  CheckupReport,
  CheckupReportInput,
  Language,
  Page,
  PageQuery,
  TestReport,
  TestReportInput,
  Visit,
  VisitInput,
} from '@sprout/contracts';
import { doctorFileOf, doctorPatientFile } from '../../auth/repository.ts';
import type { AppDb } from '../../db/client.ts';
import {
  accounts,
  checkupReports,
  clinics,
  doctors,
  familyMembers,
  patientFiles,
  prescriptions,
  reportItems,
  testReports,
  visits,
} from '../../db/schema/index.ts';
import { localize } from '../../http/localized.ts';
import { staffNames } from './names-repository.ts';
import { checkupReportOf, testReportOf, visitOf } from './present.ts';
import { maskPhone } from './service.ts';
import { insertCheckupReport, insertTestReport, insertVisit, type Writer } from './writes-repository.ts';

export function healthRecordRepository(db: AppDb) {
  async function itemsOf(column: typeof reportItems.testReportId | typeof reportItems.checkupReportId, ids: string[]) {
    if (ids.length === 0) return [];
    return db.select().from(reportItems).where(inArray(column, ids)).orderBy(asc(reportItems.position));
  }

  // Lists and single reads give the current version of entries not withdrawn (issue 30).
  async function visitsOf(where: SQL, lang: Language, page: PageQuery): Promise<Visit[]> {
    const rows = await db
      .select({ visit: visits, clinicName: clinics.name, doctorName: doctors.name })
      .from(visits)
      .innerJoin(clinics, eq(clinics.id, visits.clinicId))
      .leftJoin(doctors, eq(doctors.id, visits.doctorId))
      .where(and(where, isNull(visits.withdrawnAt)))
      .orderBy(desc(visits.visitDate), desc(visits.createdAt), desc(visits.id))
      .offset(page.start)
      .limit(page.limit);
    const ids = rows.map((r) => r.visit.id);
    const [drugs, names] = await Promise.all([
      ids.length ? db.select().from(prescriptions).where(inArray(prescriptions.visitId, ids)).orderBy(asc(prescriptions.position)) : [],
      staffNames(
        db,
        rows.map((r) => r.visit.amendedBy),
        lang,
      ),
    ]);
    return rows.map(({ visit, clinicName, doctorName }) =>
      visitOf(
        visit,
        drugs.filter((d) => d.visitId === visit.id),
        { clinicName, doctorName },
        names,
        lang,
      ),
    );
  }

  async function testReportsOf(where: SQL, lang: Language, page: PageQuery): Promise<TestReport[]> {
    const rows = await db
      .select({ report: testReports, clinicName: clinics.name })
      .from(testReports)
      .leftJoin(clinics, eq(clinics.id, testReports.clinicId))
      .where(and(where, isNull(testReports.withdrawnAt)))
      .orderBy(desc(testReports.reportDate), desc(testReports.createdAt), desc(testReports.id))
      .offset(page.start)
      .limit(page.limit);
    const [items, names] = await Promise.all([
      itemsOf(
        reportItems.testReportId,
        rows.map((r) => r.report.id),
      ),
      staffNames(
        db,
        rows.map((r) => r.report.amendedBy),
        lang,
      ),
    ]);
    return rows.map(({ report, clinicName }) =>
      testReportOf(
        report,
        items.filter((i) => i.testReportId === report.id),
        clinicName,
        names,
        lang,
      ),
    );
  }

  async function checkupReportsOf(where: SQL, lang: Language, page: PageQuery): Promise<CheckupReport[]> {
    const rows = await db
      .select()
      .from(checkupReports)
      .where(and(where, isNull(checkupReports.withdrawnAt)))
      .orderBy(desc(checkupReports.checkupDate), desc(checkupReports.createdAt), desc(checkupReports.id))
      .offset(page.start)
      .limit(page.limit);
    const [items, names] = await Promise.all([
      itemsOf(
        reportItems.checkupReportId,
        rows.map((r) => r.id),
      ),
      staffNames(
        db,
        rows.map((r) => r.amendedBy),
        lang,
      ),
    ]);
    return rows.map((report) =>
      checkupReportOf(
        report,
        items.filter((i) => i.checkupReportId === report.id),
        names,
        lang,
      ),
    );
  }

  const total = async (table: typeof visits | typeof testReports | typeof checkupReports, memberId: string) =>
    (
      await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.familyMemberId, memberId), isNull(table.withdrawnAt)))
    )[0]?.n ?? 0;

  return {
    /**
     * The beneficiary block. A doctor sees the numbers of the file at their own clinic; the owner sees their
     * member's oldest file.
     */
    async beneficiary(memberId: string, viewer: { accountId: string; role: string }, lang: Language): Promise<Beneficiary | null> {
      const [row] = await db
        .select({ member: familyMembers, phone: accounts.phone })
        .from(familyMembers)
        .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
        .where(eq(familyMembers.id, memberId));
      if (!row) return null;
      const [files, doctorFile] = await Promise.all([
        db
          .select({ file: patientFiles, clinicName: clinics.name })
          .from(patientFiles)
          .innerJoin(clinics, eq(clinics.id, patientFiles.clinicId))
          .where(eq(patientFiles.familyMemberId, memberId))
          .orderBy(asc(patientFiles.createdAt), asc(patientFiles.id)),
        viewer.role === 'doctor' ? doctorPatientFile(db, memberId, viewer.accountId) : null,
      ]);
      const file = files.find((f) => f.file.id === doctorFile) ?? files[0];
      return {
        familyMemberId: row.member.id,
        name: row.member.name,
        sex: row.member.sex,
        birthDate: row.member.birthDate,
        fileNumber: file?.file.fileNumber ?? null,
        outpatientNumber: file?.file.outpatientNumber ?? null,
        clinicName: file ? localize(file.clinicName, lang) : null,
        cellphone: maskPhone(row.phone),
      };
    },

    visits: async (memberId: string, lang: Language, page: PageQuery): Promise<Page<Visit>> => ({
      total: await total(visits, memberId),
      list: await visitsOf(eq(visits.familyMemberId, memberId), lang, page),
    }),
    testReports: async (memberId: string, lang: Language, page: PageQuery): Promise<Page<TestReport>> => ({
      total: await total(testReports, memberId),
      list: await testReportsOf(eq(testReports.familyMemberId, memberId), lang, page),
    }),
    checkupReports: async (memberId: string, lang: Language, page: PageQuery): Promise<Page<CheckupReport>> => ({
      total: await total(checkupReports, memberId),
      list: await checkupReportsOf(eq(checkupReports.familyMemberId, memberId), lang, page),
    }),
    /** One entry of the member as it stands; null when it is not theirs or was withdrawn. */
    visit: async (memberId: string, id: string, lang: Language) =>
      (await visitsOf(and(eq(visits.id, id), eq(visits.familyMemberId, memberId))!, lang, { start: 0, limit: 1 }))[0] ?? null,
    testReport: async (memberId: string, id: string, lang: Language) =>
      (await testReportsOf(and(eq(testReports.id, id), eq(testReports.familyMemberId, memberId))!, lang, { start: 0, limit: 1 }))[0] ??
      null,
    checkupReport: async (memberId: string, id: string, lang: Language) =>
      (
        await checkupReportsOf(and(eq(checkupReports.id, id), eq(checkupReports.familyMemberId, memberId))!, lang, {
          start: 0,
          limit: 1,
        })
      )[0] ?? null,

    /** The clinic (and doctor) through which a doctor account reaches the member: where new entries belong. */
    async writerFor(accountId: string, memberId: string): Promise<Writer | null> {
      const file = await doctorFileOf(db, memberId, accountId);
      return file ? { accountId, clinicId: file.clinicId, doctorId: file.doctorId } : null;
    },

    async memberBirthDate(memberId: string): Promise<string | null> {
      const [row] = await db.select({ birthDate: familyMembers.birthDate }).from(familyMembers).where(eq(familyMembers.id, memberId));
      return row?.birthDate ?? null;
    },

    createVisit: (memberId: string, writer: Writer, input: VisitInput) => db.transaction((tx) => insertVisit(tx, memberId, writer, input)),
    createTestReport: (memberId: string, writer: Writer, input: TestReportInput) =>
      db.transaction((tx) => insertTestReport(tx, memberId, writer, input)),
    createCheckupReport: (memberId: string, writer: Writer, input: CheckupReportInput) =>
      db.transaction((tx) => insertCheckupReport(tx, memberId, writer, input)),
  };
}
