import type { CheckupReport, DoctorAdvice, EntryCorrection, Language, ReportItem, TestReport, Visit } from '@sprout/contracts';
import type { checkupReports, doctorAdvices, prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
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
export type AdviceRow = typeof doctorAdvices.$inferSelect;
type LocalizedName = { 'zh-CN': string; 'en-US': string };

/** The correction mark of a row: null while it is the version first written. */
export function correctionOf(
  row: { version: number; amendedAt: Date | string | null; amendedBy: string | null },
  names: Map<string, string>,
): EntryCorrection | null {
  if (row.version <= 1 || !row.amendedAt) return null;
  return { at: new Date(row.amendedAt).toISOString(), by: (row.amendedBy && names.get(row.amendedBy)) ?? null };
}

export function itemOf(
  row: Pick<ItemRow, 'name' | 'value' | 'unit' | 'referenceLow' | 'referenceHigh' | 'flag'>,
  lang: Language,
): ReportItem {
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

/** An advice as the family reads it: in their language where it was given one, signed by its author. */
export function adviceOf(row: AdviceRow, names: Map<string, string>, lang: Language): DoctorAdvice {
  return {
    id: row.id,
    text: row.translations?.[lang] ?? row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    doctorName: (row.authorAccountId && names.get(row.authorAccountId)) ?? '',
    version: row.version,
    correction: correctionOf(row, names),
  };
}
