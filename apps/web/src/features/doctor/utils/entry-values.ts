import type { CheckupReport, DoctorAdvice, ReportItem, TestReport, Visit } from '@sprout/contracts';
import type { EntryKind } from '../api/create-entry.ts';
import type { AdviceValues, CheckupValues, ItemValues, TestReportValues, VisitValues } from './entry-forms.ts';

/**
 * An entry as the API gives it, back into the form's plain strings: the edit form (issue 30) is the entry form,
 * filled with the version it corrects. A result that is not a number was a declared text result.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;
const text = (value: string | null) => value ?? '';
const num = (value: number | null) => (value === null ? '' : String(value));

function itemValues(item: ReportItem): ItemValues {
  return {
    name: item.name,
    value: item.value,
    unit: text(item.unit),
    referenceLow: num(item.referenceLow),
    referenceHigh: num(item.referenceHigh),
    ...(NUMBER.test(item.value) ? {} : { textResult: true }),
  };
}

export function visitValues(visit: Visit): VisitValues {
  return {
    visitDate: visit.visitDate,
    department: visit.department,
    chiefComplaint: visit.chiefComplaint,
    presentIllness: text(visit.presentIllness),
    examination: text(visit.examination),
    diagnosis: visit.diagnosis,
    advice: text(visit.advice),
    prescriptions: visit.prescriptions.map((p) => ({
      productCode: p.productCode,
      drugName: p.drugName,
      dosage: p.dosage,
      quantity: text(p.quantity),
      durationDays: num(p.durationDays),
    })),
  };
}

export function testReportValues(report: TestReport): TestReportValues {
  return {
    kind: report.kind,
    name: report.name,
    reportDate: report.reportDate,
    conclusion: text(report.conclusion),
    items: report.items.map(itemValues),
    attachments: report.attachments,
  };
}

export function checkupValues(report: CheckupReport): CheckupValues {
  return {
    checkupDate: report.checkupDate,
    institution: report.institution,
    summary: report.summary,
    items: report.items.map(itemValues),
    attachments: report.attachments,
  };
}

export const adviceValues = (advice: DoctorAdvice): AdviceValues => ({ text: advice.text });

/** The form values of any kind's entry. */
export const VALUES_OF: { [K in EntryKind]: (entry: never) => unknown } = {
  visit: visitValues,
  testReport: testReportValues,
  checkup: checkupValues,
  advice: adviceValues,
};
