import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  CheckupReportInput,
  DoctorAdvice,
  DoctorAdviceInput,
  Language,
  RecordEntryKind,
  TestReportInput,
  VisitInput,
} from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { checkupReports, clinics, doctorAdvices, doctors, prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
import { staffNames } from './names-repository.ts';
import {
  adviceOf,
  checkupReportOf,
  type AdviceRow,
  testReportOf,
  visitOf,
  type CheckupReportRow,
  type ItemRow,
  type PrescriptionRow,
  type TestReportRow,
  type VisitRow,
} from './present.ts';
import { checkupValues, itemRows, prescriptionRows, testReportValues, Texts, visitValues } from './writes-repository.ts';

type Db = AppDb | AppTx;

/** What every correctable row has (migration 2920). */
export interface EntryRow {
  id: string;
  familyMemberId: string;
  clinicId: string | null;
  version: number;
  createdAt: Date | string;
  amendedAt: Date | string | null;
  amendedBy: string | null;
  withdrawnAt: Date | string | null;
  withdrawnBy: string | null;
  withdrawnReason: string | null;
}

/** An entry as stored: its row and its prescriptions or items; what a revision keeps, whole. */
export interface Stored<R extends EntryRow = EntryRow> {
  row: R;
  children: unknown[];
}

/** What a correction sets besides the entry's own fields. */
export interface Bump {
  version: number;
  amendedAt: Date;
  amendedBy: string;
}

/**
 * One kind of correctable entry: how it is read (locked for a change), who wrote it, how a correction replaces
 * it, how it is withdrawn, and how stored versions read in the API.
 */
export interface EntryKindStore<Input, Out> {
  kind: RecordEntryKind;
  load(db: Db, memberId: string, entryId: string, lock: boolean): Promise<Stored | null>;
  author(row: EntryRow): string | null;
  replace(tx: AppTx, stored: Stored, input: Input, texts: Texts, bump: Bump): Promise<void>;
  withdraw(tx: AppTx, id: string, values: { withdrawnAt: Date; withdrawnBy: string; withdrawnReason: string | null }): Promise<void>;
  present(db: Db, versions: Stored[], lang: Language): Promise<Out[]>;
}

async function one<R>(rows: Promise<R[]>): Promise<R | null> {
  return (await rows)[0] ?? null;
}

async function clinicNames(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await db.select({ id: clinics.id, name: clinics.name }).from(clinics).where(inArray(clinics.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function doctorNames(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await db.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One entry of the member, locked for a change when `lock`: the four tables share these columns. */
async function entryRow(
  db: Db,
  table: typeof visits | typeof testReports | typeof checkupReports | typeof doctorAdvices,
  memberId: string,
  entryId: string,
  lock: boolean,
): Promise<EntryRow | null> {
  const entries = table as typeof visits;
  const query = db
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.familyMemberId, memberId)));
  return one(lock ? query.for('update') : query);
}

const visitStore: EntryKindStore<VisitInput, ReturnType<typeof visitOf>> = {
  kind: 'visit',
  async load(db, memberId, entryId, lock) {
    const row = await entryRow(db, visits, memberId, entryId, lock);
    if (!row) return null;
    const children = await db.select().from(prescriptions).where(eq(prescriptions.visitId, row.id)).orderBy(asc(prescriptions.position));
    return { row, children };
  },
  author: (row) => (row as VisitRow).createdBy,
  async replace(tx, { row, children }, input, texts, bump) {
    const old = row as VisitRow;
    await tx
      .update(visits)
      .set({ ...visitValues(input, texts, old), ...bump })
      .where(eq(visits.id, old.id));
    await tx.delete(prescriptions).where(eq(prescriptions.visitId, old.id));
    if (input.prescriptions.length > 0)
      await tx.insert(prescriptions).values(prescriptionRows(old.id, input.prescriptions, texts, children as PrescriptionRow[]));
  },
  async withdraw(tx, id, values) {
    await tx.update(visits).set(values).where(eq(visits.id, id));
  },
  async present(db, versions, lang) {
    const rows = versions.map((v) => v.row as VisitRow);
    const [clinicsById, names, doctorsById] = await Promise.all([
      clinicNames(
        db,
        rows.map((r) => r.clinicId),
      ),
      staffNames(
        db,
        rows.map((r) => r.amendedBy),
        lang,
      ),
      doctorNames(
        db,
        rows.map((r) => r.doctorId),
      ),
    ]);
    return versions.map(({ row, children }) => {
      const visit = row as VisitRow;
      const joined = { clinicName: clinicsById.get(visit.clinicId) ?? null, doctorName: doctorsById.get(visit.doctorId ?? '') ?? null };
      return visitOf(visit, children as PrescriptionRow[], joined, names, lang);
    });
  },
};

/**
 * The two report kinds are one shape: a row and its report_items (keyed by `itemKey`), replaced whole by a
 * correction. What differs is the table, how the input becomes the row's values, and what a version shows.
 */
function reportStore<Input extends TestReportInput | CheckupReportInput, Row extends TestReportRow | CheckupReportRow, Out>(spec: {
  kind: RecordEntryKind;
  table: typeof testReports | typeof checkupReports;
  itemKey: 'testReportId' | 'checkupReportId';
  values: (input: Input, texts: Texts, old: Row) => Partial<Row>;
  present: EntryKindStore<Input, Out>['present'];
}): EntryKindStore<Input, Out> {
  const { table, itemKey } = spec;
  // One of the two tables, each written with its own values: drizzle's types do not follow a union.
  const reports = table as typeof testReports;
  const parentOf = (id: string) => (itemKey === 'testReportId' ? { testReportId: id } : { checkupReportId: id });
  return {
    kind: spec.kind,
    async load(db, memberId, entryId, lock) {
      const row = await entryRow(db, table, memberId, entryId, lock);
      if (!row) return null;
      const children = await db.select().from(reportItems).where(eq(reportItems[itemKey], row.id)).orderBy(asc(reportItems.position));
      return { row, children };
    },
    author: (row) => (row as Row).createdBy,
    async replace(tx, { row, children }, input, texts, bump) {
      const old = row as Row;
      await tx
        .update(reports)
        .set({ ...spec.values(input, texts, old), ...bump })
        .where(eq(reports.id, old.id));
      await tx.delete(reportItems).where(eq(reportItems[itemKey], old.id));
      if (input.items.length > 0)
        await tx.insert(reportItems).values(itemRows(input.items, parentOf(old.id), texts, children as ItemRow[]));
    },
    async withdraw(tx, id, values) {
      await tx.update(reports).set(values).where(eq(reports.id, id));
    },
    present: spec.present,
  };
}

const testReportStore = reportStore<TestReportInput, TestReportRow, ReturnType<typeof testReportOf>>({
  kind: 'testReport',
  table: testReports,
  itemKey: 'testReportId',
  values: testReportValues,
  async present(db, versions, lang) {
    const rows = versions.map((v) => v.row as TestReportRow);
    const [clinicsById, names] = await Promise.all([
      clinicNames(
        db,
        rows.map((r) => r.clinicId),
      ),
      staffNames(
        db,
        rows.map((r) => r.amendedBy),
        lang,
      ),
    ]);
    return versions.map(({ row, children }) => {
      const report = row as TestReportRow;
      return testReportOf(report, children as ItemRow[], report.clinicId ? (clinicsById.get(report.clinicId) ?? null) : null, names, lang);
    });
  },
});

const checkupStore = reportStore<CheckupReportInput, CheckupReportRow, ReturnType<typeof checkupReportOf>>({
  kind: 'checkup',
  table: checkupReports,
  itemKey: 'checkupReportId',
  values: checkupValues,
  async present(db, versions, lang) {
    const names = await staffNames(
      db,
      versions.map((v) => v.row.amendedBy),
      lang,
    );
    return versions.map(({ row, children }) => checkupReportOf(row as CheckupReportRow, children as ItemRow[], names, lang));
  },
});

const adviceStore: EntryKindStore<DoctorAdviceInput, DoctorAdvice> = {
  kind: 'advice',
  async load(db, memberId, entryId, lock) {
    const row = await entryRow(db, doctorAdvices, memberId, entryId, lock);
    return row ? { row, children: [] } : null;
  },
  author: (row) => (row as AdviceRow).authorAccountId,
  async replace(tx, { row }, input, texts, bump) {
    const old = row as AdviceRow;
    // The text as the doctor read it, sent back unchanged, keeps its translations; a new text stands alone.
    const asRead = texts.lang ? (old.translations?.[texts.lang] ?? old.text) : null;
    await tx
      .update(doctorAdvices)
      .set({ ...(asRead === input.text ? {} : { text: input.text, translations: null }), ...bump })
      .where(eq(doctorAdvices.id, old.id));
  },
  async withdraw(tx, id, values) {
    await tx.update(doctorAdvices).set(values).where(eq(doctorAdvices.id, id));
  },
  async present(db, versions, lang) {
    const rows = versions.map((v) => v.row as AdviceRow);
    const names = await staffNames(db, [...rows.map((r) => r.amendedBy), ...rows.map((r) => r.authorAccountId)], lang);
    return rows.map((row) => adviceOf(row, names, lang));
  },
};

export const ENTRY_STORES = { visit: visitStore, testReport: testReportStore, checkup: checkupStore, advice: adviceStore } as const;
