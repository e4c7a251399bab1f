import { inArray } from 'drizzle-orm';
import type { CheckupReport, EntryCorrection, Language, ReportItem, TestReport, Visit } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accounts, checkupReports, doctors, prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
import { localize, localizeOrNull } from '../../http/localized.ts';

/**
 * The health record's entries as the API gives them, from their rows: the current rows of the lists, and the
 * replaced versions kept in health_record_revisions (the same rows, stored as JSON).
 */

export type VisitRow = typeof visits.$inferSelect;
export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type TestReportRow = typeof testReports.$inferSelect;
export type CheckupReportRow = typeof checkupReports.$inferSelect;
export type ItemRow = typeof reportItems.$inferSelect;
type LocalizedName = { 'zh-CN': string; 'en-US': string };

/** Who made a change: the doctor's name in `lang` (their doctor card), else the account's name; by account id. */
export async function staffNames(db: AppDb | AppTx, accountIds: (string | null)[], lang: Language): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const [people, cards] = await Promise.all([
    db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids)),
    db.select({ id: doctors.accountId, name: doctors.name }).from(doctors).where(inArray(doctors.accountId, ids)),
  ]);
  for (const p of people) names.set(p.id, p.name);
  for (const c of cards) if (c.id) names.set(c.id, localize(c.name, lang));
  return names;
}

/** The correction mark of a row: null while it is the version first written. */
export function correctionOf(
  row: { version: number; amendedAt: Date | string | null; amendedBy: string | null },
  names: Map<string, string>,
): EntryCorrection | null {
  if (row.version <= 1 || !row.amendedAt) return null;
  return { at: new Date(row.amendedAt).toISOString(), by: (row.amendedBy && names.get(row.amendedBy)) ?? null };
}

export function itemOf(row: Pick<ItemRow, 'name' | 'value' | 'unit' | 'referenceLow' | 'referenceHigh' | 'flag'>, lang: Language): ReportItem {
  return {
    name: localize(row.name, lang),
    value: row.value,
    unit: row.unit,
    referenceLow: row.referenceLow,
    referenceHigh: row.referenceHigh,
    flag: row.flag,
  };
}

export function visitOf(
  visit: VisitRow,
  drugs: Pick<PrescriptionRow, 'productCode' | 'drugName' | 'dosage' | 'quantity' | 'durationDays'>[],
  joined: { clinicName: LocalizedName | null; doctorName: LocalizedName | null },
  names: Map<string, string>,
  lang: Language,
): Visit {
  return {
    visitId: visit.id,
    visitDate: visit.visitDate,
    clinicId: visit.clinicId,
    clinicName: joined.clinicName ? localize(joined.clinicName, lang) : '',
    department: localize(visit.department, lang),
    doctorName: localizeOrNull(joined.doctorName, lang),
    chiefComplaint: localize(visit.chiefComplaint, lang),
    presentIllness: localizeOrNull(visit.presentIllness, lang),
    examination: localizeOrNull(visit.examination, lang),
    diagnosis: localize(visit.diagnosis, lang),
    advice: localizeOrNull(visit.advice, lang),
    prescriptions: drugs.map((d) => ({
      productCode: d.productCode,
      drugName: localize(d.drugName, lang),
      dosage: localize(d.dosage, lang),
      quantity: localizeOrNull(d.quantity, lang),
      durationDays: d.durationDays,
    })),
    version: visit.version,
    correction: correctionOf(visit, names),
  };
}

export function testReportOf(
  report: TestReportRow,
  items: ItemRow[],
  clinicName: LocalizedName | null,
  names: Map<string, string>,
  lang: Language,
): TestReport {
  return {
    reportId: report.id,
    kind: report.kind,
    name: localize(report.name, lang),
    reportDate: report.reportDate,
    clinicName: localizeOrNull(clinicName, lang),
    conclusion: localizeOrNull(report.conclusion, lang),
    attachments: report.attachments,
    items: items.map((i) => itemOf(i, lang)),
    version: report.version,
    correction: correctionOf(report, names),
  };
}

export function checkupReportOf(report: CheckupReportRow, items: ItemRow[], names: Map<string, string>, lang: Language): CheckupReport {
  return {
    reportId: report.id,
    checkupDate: report.checkupDate,
    institution: localize(report.institution, lang),
    summary: localize(report.summary, lang),
    attachments: report.attachments,
    items: items.map((i) => itemOf(i, lang)),
    version: report.version,
    correction: correctionOf(report, names),
  };
}
