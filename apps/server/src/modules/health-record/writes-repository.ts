import type {
  CheckupReportInput,
  Language,
  LocalizedText,
  RecordTextInput,
  ReportItemInput,
  TestReportInput,
  VisitInput,
} from '@sprout/contracts';
import type { AppTx } from '../../db/client.ts';
import { checkupReports, prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
import { localize, toLocalized } from '../../http/localized.ts';
import { flagOf } from './service.ts';

/** Who writes a health-record entry: the doctor's account, and the clinic through which they reach the member. */
export interface Writer {
  accountId: string;
  clinicId: string;
  doctorId: string | null;
}

/**
 * How texts are stored. A new entry keeps one text for both languages as written. A correction (issue 30) sent
 * as one text keeps the stored translation of a text it leaves as it read (the same in the request's language),
 * so correcting a dose in Chinese does not overwrite the English of the diagnosis.
 */
export class Texts {
  constructor(readonly lang: Language | null = null) {}
  static readonly written = new Texts();

  one(input: RecordTextInput, old?: LocalizedText | null): LocalizedText {
    if (this.lang && old && typeof input === 'string' && localize(old, this.lang) === input) return old;
    return toLocalized(input);
  }
  optional(input: RecordTextInput | undefined, old?: LocalizedText | null): LocalizedText | null {
    return input === undefined ? null : this.one(input, old);
  }
}

type OldItem = { name: LocalizedText } | undefined;
type OldDrug = { drugName: LocalizedText; dosage: LocalizedText; quantity: LocalizedText | null } | undefined;

export function itemRows(
  items: ReportItemInput[],
  parent: { testReportId: string } | { checkupReportId: string },
  texts = Texts.written,
  old: OldItem[] = [],
) {
  return items.map((item, position) => ({
    ...parent,
    position,
    name: texts.one(item.name, old[position]?.name),
    value: item.value,
    unit: item.unit || null,
    referenceLow: item.referenceLow ?? null,
    referenceHigh: item.referenceHigh ?? null,
    flag: flagOf(item),
  }));
}

export function prescriptionRows(visitId: string, input: VisitInput['prescriptions'], texts = Texts.written, old: OldDrug[] = []) {
  return input.map((p, position) => ({
    visitId,
    position,
    productCode: p.productCode,
    drugName: texts.one(p.drugName, old[position]?.drugName),
    dosage: texts.one(p.dosage, old[position]?.dosage),
    quantity: texts.optional(p.quantity, old[position]?.quantity),
    durationDays: p.durationDays ?? null,
  }));
}

/** A visit's own fields (not who wrote it, nor where). */
export function visitValues(input: VisitInput, texts = Texts.written, old?: typeof visits.$inferSelect) {
  return {
    visitDate: input.visitDate,
    department: texts.one(input.department, old?.department),
    chiefComplaint: texts.one(input.chiefComplaint, old?.chiefComplaint),
    presentIllness: texts.optional(input.presentIllness, old?.presentIllness),
    examination: texts.optional(input.examination, old?.examination),
    diagnosis: texts.one(input.diagnosis, old?.diagnosis),
    advice: texts.optional(input.advice, old?.advice),
  };
}

export function testReportValues(input: TestReportInput, texts = Texts.written, old?: typeof testReports.$inferSelect) {
  return {
    kind: input.kind,
    name: texts.one(input.name, old?.name),
    reportDate: input.reportDate,
    conclusion: texts.optional(input.conclusion, old?.conclusion),
    attachments: input.attachments,
  };
}

export function checkupValues(input: CheckupReportInput, texts = Texts.written, old?: typeof checkupReports.$inferSelect) {
  return {
    checkupDate: input.checkupDate,
    institution: texts.one(input.institution, old?.institution),
    summary: texts.one(input.summary, old?.summary),
    attachments: input.attachments,
  };
}

/** A visit and its prescriptions; the caller's transaction makes them all or nothing. */
export async function insertVisit(t: AppTx, memberId: string, writer: Writer, input: VisitInput): Promise<string> {
  const [row] = await t
    .insert(visits)
    .values({
      familyMemberId: memberId,
      clinicId: writer.clinicId,
      doctorId: writer.doctorId,
      ...visitValues(input),
      createdBy: writer.accountId,
    })
    .returning({ id: visits.id });
  const visitId = row!.id;
  if (input.prescriptions.length > 0) await t.insert(prescriptions).values(prescriptionRows(visitId, input.prescriptions));
  return visitId;
}

/** A test report and its items; the caller's transaction makes them all or nothing. */
export async function insertTestReport(t: AppTx, memberId: string, writer: Writer, input: TestReportInput): Promise<string> {
  const [row] = await t
    .insert(testReports)
    .values({ familyMemberId: memberId, clinicId: writer.clinicId, ...testReportValues(input), createdBy: writer.accountId })
    .returning({ id: testReports.id });
  const testReportId = row!.id;
  if (input.items.length > 0) await t.insert(reportItems).values(itemRows(input.items, { testReportId }));
  return testReportId;
}

/** A checkup report and its items; the caller's transaction makes them all or nothing. */
export async function insertCheckupReport(t: AppTx, memberId: string, writer: Writer, input: CheckupReportInput): Promise<string> {
  const [row] = await t
    .insert(checkupReports)
    .values({ familyMemberId: memberId, clinicId: writer.clinicId, ...checkupValues(input), createdBy: writer.accountId })
    .returning({ id: checkupReports.id });
  const checkupReportId = row!.id;
  if (input.items.length > 0) await t.insert(reportItems).values(itemRows(input.items, { checkupReportId }));
  return checkupReportId;
}
