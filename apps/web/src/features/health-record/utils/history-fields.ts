import type { CheckupReport, DoctorAdvice, ReportItem, TestReport, Visit } from '@sprout/contracts';
import type { HistoryEntry, HistoryKind } from '../api/get-entry-history.ts';

/** One line of the comparison: its label (a healthRecord key) and the entry's value as text ('' when empty). */
export interface HistoryField {
  key: string;
  label: string;
  text: (entry: HistoryEntry) => string;
}

const items = (list: ReportItem[]) => list.map((i) => [i.name, [i.value, i.unit].filter(Boolean).join(' ')].join(' ')).join('\n');

const visit = (f: (v: Visit) => string | null) => (e: HistoryEntry) => f(e as Visit) ?? '';
const test = (f: (v: TestReport) => string | null) => (e: HistoryEntry) => f(e as TestReport) ?? '';
const checkup = (f: (v: CheckupReport) => string | null) => (e: HistoryEntry) => f(e as CheckupReport) ?? '';
const advice = (f: (v: DoctorAdvice) => string | null) => (e: HistoryEntry) => f(e as DoctorAdvice) ?? '';

/** What the history page compares of each kind, in the order the record shows it. */
export const HISTORY_FIELDS: Record<HistoryKind, HistoryField[]> = {
  visit: [
    { key: 'date', label: 'history.date', text: visit((v) => v.visitDate) },
    { key: 'department', label: 'visit.department', text: visit((v) => v.department) },
    { key: 'chiefComplaint', label: 'visit.chiefComplaint', text: visit((v) => v.chiefComplaint) },
    { key: 'presentIllness', label: 'visit.presentIllness', text: visit((v) => v.presentIllness) },
    { key: 'examination', label: 'visit.examination', text: visit((v) => v.examination) },
    { key: 'diagnosis', label: 'visit.diagnosis', text: visit((v) => v.diagnosis) },
    { key: 'advice', label: 'visit.advice', text: visit((v) => v.advice) },
    {
      key: 'prescriptions',
      label: 'visit.prescriptions',
      text: visit((v) => v.prescriptions.map((p) => [p.drugName, p.dosage].join(' ')).join('\n')),
    },
  ],
  testReport: [
    { key: 'date', label: 'history.date', text: test((r) => r.reportDate) },
    { key: 'name', label: 'history.name', text: test((r) => r.name) },
    { key: 'conclusion', label: 'report.conclusion', text: test((r) => r.conclusion) },
    { key: 'items', label: 'history.items', text: test((r) => items(r.items)) },
  ],
  checkup: [
    { key: 'date', label: 'history.date', text: checkup((r) => r.checkupDate) },
    { key: 'institution', label: 'report.institution', text: checkup((r) => r.institution) },
    { key: 'summary', label: 'report.summary', text: checkup((r) => r.summary) },
    { key: 'items', label: 'history.items', text: checkup((r) => items(r.items)) },
  ],
  advice: [{ key: 'text', label: 'history.text', text: advice((a) => a.text) }],
};

/** The fields a version changed from the one before it (the oldest changed nothing: it is the original). */
export function changedFields(kind: HistoryKind, versions: HistoryEntry[]): Set<string>[] {
  return versions.map((entry, i) => {
    const older = versions[i + 1];
    if (!older) return new Set<string>();
    return new Set(HISTORY_FIELDS[kind].filter((f) => f.text(entry) !== f.text(older)).map((f) => f.key));
  });
}
