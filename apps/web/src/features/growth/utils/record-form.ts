import type { GrowthSaveBody } from '@sprout/contracts';
import { GROWTH_BOUNDS } from '@sprout/contracts/light';

/** The add/edit form as typed: strings, so a half-typed "12." is kept as the user wrote it. */
export interface RecordFormValues {
  recordDate: string;
  height: string;
  weight: string;
  headSize: string;
}

export type MeasureField = 'height' | 'weight' | 'headSize';
export type FormProblem =
  'dateRequired' | 'dateBeforeBirth' | 'dateInFuture' | 'notNumber' | 'heightRange' | 'weightRange' | 'headSizeRange' | 'atLeastOne';
export type FormProblems = Partial<Record<keyof RecordFormValues, FormProblem>>;

const MEASURES: readonly MeasureField[] = ['height', 'weight', 'headSize'];
const NUMBER = /^\d+(\.\d+)?$/;

function parse(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return NUMBER.test(trimmed) ? Number(trimmed) : 'bad';
}

/** Same bounds as the server (GROWTH_BOUNDS), checked before sending so most mistakes never leave the phone. */
export function checkRecordForm(
  values: RecordFormValues,
  limits: { birthDate: string | null; today: string },
): { problems: FormProblems; body: Omit<GrowthSaveBody, 'growthId'> | null } {
  const problems: FormProblems = {};
  if (!values.recordDate) problems.recordDate = 'dateRequired';
  else if (limits.birthDate && values.recordDate < limits.birthDate) problems.recordDate = 'dateBeforeBirth';
  else if (values.recordDate > limits.today) problems.recordDate = 'dateInFuture';

  const numbers: Partial<Record<MeasureField, number | null>> = {};
  for (const field of MEASURES) {
    const value = parse(values[field]);
    if (value === 'bad') problems[field] = 'notNumber';
    else if (value !== null && (value < GROWTH_BOUNDS[field].min || value > GROWTH_BOUNDS[field].max)) problems[field] = `${field}Range`;
    else numbers[field] = value;
  }
  if (MEASURES.every((field) => values[field].trim() === '')) problems.height = 'atLeastOne';
  if (Object.keys(problems).length > 0) return { problems, body: null };
  return {
    problems,
    body: {
      recordDate: values.recordDate,
      height: numbers.height ?? null,
      weight: numbers.weight ?? null,
      headSize: numbers.headSize ?? null,
    },
  };
}

export function formValuesOf(
  record: { recordDate: string; height: number | null; weight: number | null; headSize: number | null } | null,
  today: string,
): RecordFormValues {
  if (!record) return { recordDate: today, height: '', weight: '', headSize: '' };
  const text = (value: number | null) => (value === null ? '' : String(value));
  return { recordDate: record.recordDate, height: text(record.height), weight: text(record.weight), headSize: text(record.headSize) };
}
