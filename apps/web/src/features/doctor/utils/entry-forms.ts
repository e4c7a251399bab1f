/**
 * The doctor's entry forms as plain strings, and their checks before sending: each problem is keyed by the
 * same field path the server names in a 400 (`prescriptions.0.dosage`), so both show under the same field.
 */
import type { CheckupReportInput, DoctorAdviceInput, TestReportInput, VisitInput } from '@sprout/contracts';

export type ProblemKey =
  'required' | 'dateInFuture' | 'dateBeforeBirth' | 'number' | 'numericResult' | 'range' | 'durationDays' | 'tooLong';
export type Problems = Record<string, ProblemKey>;
export interface Checked<T> {
  body: T | null;
  problems: Problems;
}
export interface DateBounds {
  birthDate: string;
  today: string;
}

export interface PrescriptionValues {
  productCode: string;
  drugName: string;
  dosage: string;
  quantity: string;
  durationDays: string;
}
export interface VisitValues {
  visitDate: string;
  department: string;
  chiefComplaint: string;
  presentIllness: string;
  examination: string;
  diagnosis: string;
  advice: string;
  prescriptions: PrescriptionValues[];
}
export interface ItemValues {
  name: string;
  value: string;
  unit: string;
  referenceLow: string;
  referenceHigh: string;
  /** The doctor declares a text result ("阴性", "98/62"); otherwise the value must be a number (issue 30). */
  textResult?: boolean;
}
export interface TestReportValues {
  kind: 'lab' | 'imaging';
  name: string;
  reportDate: string;
  conclusion: string;
  items: ItemValues[];
  /** Uploaded attachments (their access-checked paths) and https addresses (attachments-field.tsx). */
  attachments?: string[];
}
export interface CheckupValues {
  checkupDate: string;
  institution: string;
  summary: string;
  items: ItemValues[];
  attachments?: string[];
}
export interface AdviceValues {
  text: string;
}

/** Server limits (contracts' health-record schemas): short texts 200, long texts 2000 characters. */
const MAX_SHORT = 200;
const MAX_TEXT = 2000;
const MAX_DURATION_DAYS = 365;
const NUMBER = /^-?\d+(\.\d+)?$/;

export const emptyPrescription = (): PrescriptionValues => ({ productCode: '', drugName: '', dosage: '', quantity: '', durationDays: '' });
export const emptyItem = (): ItemValues => ({ name: '', value: '', unit: '', referenceLow: '', referenceHigh: '' });
export const emptyVisit = (today: string): VisitValues => ({
  visitDate: today,
  department: '',
  chiefComplaint: '',
  presentIllness: '',
  examination: '',
  diagnosis: '',
  advice: '',
  prescriptions: [],
});
export const emptyTestReport = (today: string): TestReportValues => ({
  kind: 'lab',
  name: '',
  reportDate: today,
  conclusion: '',
  items: [emptyItem()],
});
export const emptyCheckup = (today: string): CheckupValues => ({ checkupDate: today, institution: '', summary: '', items: [] });
export const emptyAdvice = (): AdviceValues => ({ text: '' });

class Checker {
  readonly problems: Problems = {};
  text(path: string, value: string, max: number, required: boolean): string | undefined {
    const v = value.trim();
    if (!v) {
      if (required) this.problems[path] = 'required';
      return undefined;
    }
    if (v.length > max) this.problems[path] = 'tooLong';
    return v;
  }
  date(path: string, value: string, bounds: DateBounds): string {
    if (!value) this.problems[path] = 'required';
    else if (value > bounds.today) this.problems[path] = 'dateInFuture';
    else if (value < bounds.birthDate) this.problems[path] = 'dateBeforeBirth';
    return value;
  }
  number(path: string, value: string): number | undefined {
    const v = value.trim();
    if (!v) return undefined;
    if (!NUMBER.test(v)) {
      this.problems[path] = 'number';
      return undefined;
    }
    return Number(v);
  }
  get ok() {
    return Object.keys(this.problems).length === 0;
  }
}

/** Items that are entirely blank are dropped; a started item needs a name and a value. */
function checkItems(c: Checker, items: ItemValues[]) {
  return items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => [item.name, item.value, item.unit, item.referenceLow, item.referenceHigh].some((v) => v.trim()))
    .map(({ item, i }) => {
      const low = c.number(`items.${i}.referenceLow`, item.referenceLow);
      const high = c.number(`items.${i}.referenceHigh`, item.referenceHigh);
      if (low !== undefined && high !== undefined && low > high) c.problems[`items.${i}.referenceHigh`] = 'range';
      const value = c.text(`items.${i}.value`, item.value, MAX_SHORT, true) ?? '';
      if (value && !item.textResult && !NUMBER.test(value)) c.problems[`items.${i}.value`] = 'numericResult';
      return {
        name: c.text(`items.${i}.name`, item.name, MAX_SHORT, true) ?? '',
        value,
        ...(item.textResult ? { valueType: 'text' as const } : {}),
        ...(item.unit.trim() ? { unit: item.unit.trim() } : {}),
        ...(low !== undefined ? { referenceLow: low } : {}),
        ...(high !== undefined ? { referenceHigh: high } : {}),
      };
    });
}

export function checkVisit(v: VisitValues, bounds: DateBounds): Checked<VisitInput> {
  const c = new Checker();
  const optional = (path: keyof VisitValues & string) => c.text(path, v[path] as string, MAX_TEXT, false);
  const body = {
    visitDate: c.date('visitDate', v.visitDate, bounds),
    department: c.text('department', v.department, MAX_SHORT, true) ?? '',
    chiefComplaint: c.text('chiefComplaint', v.chiefComplaint, MAX_TEXT, true) ?? '',
    diagnosis: c.text('diagnosis', v.diagnosis, MAX_TEXT, true) ?? '',
    ...(optional('presentIllness') ? { presentIllness: optional('presentIllness')! } : {}),
    ...(optional('examination') ? { examination: optional('examination')! } : {}),
    ...(optional('advice') ? { advice: optional('advice')! } : {}),
    prescriptions: v.prescriptions.map((p, i) => {
      const days = c.number(`prescriptions.${i}.durationDays`, p.durationDays);
      if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > MAX_DURATION_DAYS))
        c.problems[`prescriptions.${i}.durationDays`] = 'durationDays';
      if (!p.productCode) c.problems[`prescriptions.${i}.productCode`] = 'required';
      const quantity = c.text(`prescriptions.${i}.quantity`, p.quantity, MAX_SHORT, false);
      return {
        productCode: p.productCode,
        drugName: p.drugName,
        dosage: c.text(`prescriptions.${i}.dosage`, p.dosage, MAX_SHORT, true) ?? '',
        ...(quantity ? { quantity } : {}),
        ...(days !== undefined ? { durationDays: days } : {}),
      };
    }),
  };
  return { body: c.ok ? body : null, problems: c.problems };
}

export function checkTestReport(v: TestReportValues, bounds: DateBounds): Checked<TestReportInput> {
  const c = new Checker();
  const conclusion = c.text('conclusion', v.conclusion, MAX_TEXT, false);
  const body = {
    kind: v.kind,
    name: c.text('name', v.name, MAX_SHORT, true) ?? '',
    reportDate: c.date('reportDate', v.reportDate, bounds),
    ...(conclusion ? { conclusion } : {}),
    attachments: v.attachments ?? [],
    items: checkItems(c, v.items),
  };
  return { body: c.ok ? body : null, problems: c.problems };
}

export function checkCheckup(v: CheckupValues, bounds: DateBounds): Checked<CheckupReportInput> {
  const c = new Checker();
  const body = {
    checkupDate: c.date('checkupDate', v.checkupDate, bounds),
    institution: c.text('institution', v.institution, MAX_SHORT, true) ?? '',
    summary: c.text('summary', v.summary, MAX_TEXT, true) ?? '',
    attachments: v.attachments ?? [],
    items: checkItems(c, v.items),
  };
  return { body: c.ok ? body : null, problems: c.problems };
}

export function checkAdvice(v: AdviceValues): Checked<DoctorAdviceInput> {
  const c = new Checker();
  const text = c.text('text', v.text, MAX_TEXT, true) ?? '';
  return { body: c.ok ? { text } : null, problems: c.problems };
}
