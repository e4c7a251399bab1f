import type { CheckupReportInput, ReportItemInput, TestReportInput, VisitInput } from '@sprout/contracts';
import type { AppTx } from '../../db/client.ts';
import { checkupReports, prescriptions, reportItems, testReports, visits } from '../../db/schema/index.ts';
import { toLocalized, toLocalizedOrNull } from '../../http/localized.ts';
import { flagOf } from './service.ts';

/** Who writes a health-record entry: the doctor's account, and the clinic through which they reach the member. */
export interface Writer {
  accountId: string;
  clinicId: string;
  doctorId: string | null;
}

function itemRows(items: ReportItemInput[], parent: { testReportId: string } | { checkupReportId: string }) {
  return items.map((item, position) => ({
    ...parent,
    position,
    name: toLocalized(item.name),
    value: item.value,
    unit: item.unit || null,
    referenceLow: item.referenceLow ?? null,
    referenceHigh: item.referenceHigh ?? null,
    flag: flagOf(item),
  }));
}

/** A visit and its prescriptions; the caller's transaction makes them all or nothing. */
export async function insertVisit(t: AppTx, memberId: string, writer: Writer, input: VisitInput): Promise<string> {
  const [row] = await t
    .insert(visits)
    .values({
      familyMemberId: memberId,
      clinicId: writer.clinicId,
      doctorId: writer.doctorId,
      visitDate: input.visitDate,
      department: toLocalized(input.department),
      chiefComplaint: toLocalized(input.chiefComplaint),
      presentIllness: toLocalizedOrNull(input.presentIllness),
      examination: toLocalizedOrNull(input.examination),
      diagnosis: toLocalized(input.diagnosis),
      advice: toLocalizedOrNull(input.advice),
      createdBy: writer.accountId,
    })
    .returning({ id: visits.id });
  const visitId = row!.id;
  if (input.prescriptions.length > 0) {
    await t.insert(prescriptions).values(
      input.prescriptions.map((p, position) => ({
        visitId,
        position,
        productCode: p.productCode,
        drugName: toLocalized(p.drugName),
        dosage: toLocalized(p.dosage),
        quantity: toLocalizedOrNull(p.quantity),
        durationDays: p.durationDays ?? null,
      })),
    );
  }
  return visitId;
}

/** A test report and its items; the caller's transaction makes them all or nothing. */
export async function insertTestReport(t: AppTx, memberId: string, writer: Writer, input: TestReportInput): Promise<string> {
  const [row] = await t
    .insert(testReports)
    .values({
      familyMemberId: memberId,
      clinicId: writer.clinicId,
      kind: input.kind,
      name: toLocalized(input.name),
      reportDate: input.reportDate,
      conclusion: toLocalizedOrNull(input.conclusion),
      attachments: input.attachments,
      createdBy: writer.accountId,
    })
    .returning({ id: testReports.id });
  const testReportId = row!.id;
  if (input.items.length > 0) await t.insert(reportItems).values(itemRows(input.items, { testReportId }));
  return testReportId;
}

/** A checkup report and its items; the caller's transaction makes them all or nothing. */
export async function insertCheckupReport(t: AppTx, memberId: string, writer: Writer, input: CheckupReportInput): Promise<string> {
  const [row] = await t
    .insert(checkupReports)
    .values({
      familyMemberId: memberId,
      clinicId: writer.clinicId,
      checkupDate: input.checkupDate,
      institution: toLocalized(input.institution),
      summary: toLocalized(input.summary),
      attachments: input.attachments,
      createdBy: writer.accountId,
    })
    .returning({ id: checkupReports.id });
  const checkupReportId = row!.id;
  if (input.items.length > 0) await t.insert(reportItems).values(itemRows(input.items, { checkupReportId }));
  return checkupReportId;
}
