/**
 * The doctor's exam form as plain data: text fields as typed, checked against the API's limits
 * (EYE_EXAM_LIMITS of the contracts) before sending, so most mistakes are caught without a round trip.
 */
import {
  EYE_EXAM_LIMITS,
  EYE_MEASUREMENT_FIELDS,
  EYE_SIDES,
  type EyeExamInputBody,
  type EyeExamRecord,
  type EyeMeasurementsInput,
  type EyeSide,
  type EyeTreatmentKey,
} from '@sprout/contracts';

export type MeasurementField = (typeof EYE_MEASUREMENT_FIELDS)[number];
export type EyeFormValues = Record<MeasurementField, string>;

export interface ExamFormValues {
  examDate: string;
  treatment: EyeTreatmentKey;
  device: string;
  notes: string;
  right: EyeFormValues;
  left: EyeFormValues;
}

export const FIELD_LIMITS: Record<MeasurementField, { min: number; max: number }> = {
  axialLength: EYE_EXAM_LIMITS.axialLength,
  sphere: EYE_EXAM_LIMITS.sphere,
  cylinder: EYE_EXAM_LIMITS.cylinder,
  axis: EYE_EXAM_LIMITS.axis,
  k1: EYE_EXAM_LIMITS.k,
  k2: EYE_EXAM_LIMITS.k,
  cornealRadius: EYE_EXAM_LIMITS.cornealRadius,
  ucva: EYE_EXAM_LIMITS.visualAcuity,
  bcva: EYE_EXAM_LIMITS.visualAcuity,
  iop: EYE_EXAM_LIMITS.iop,
};

/** Units shown beside each field (keys of the eyeAxis `units` texts); acuity is unitless. */
export const FIELD_UNITS: Record<MeasurementField, 'mm' | 'd' | 'deg' | 'mmHg' | null> = {
  axialLength: 'mm',
  sphere: 'd',
  cylinder: 'd',
  axis: 'deg',
  k1: 'd',
  k2: 'd',
  cornealRadius: 'mm',
  ucva: null,
  bcva: null,
  iop: 'mmHg',
};

/** Fields that take a sign: the phone keyboard must offer a minus. */
export const SIGNED_FIELDS: ReadonlySet<MeasurementField> = new Set(['sphere', 'cylinder']);

const emptyEye = (): EyeFormValues => Object.fromEntries(EYE_MEASUREMENT_FIELDS.map((f) => [f, ''])) as EyeFormValues;

export function emptyExamForm(today: string): ExamFormValues {
  return { examDate: today, treatment: 'none', device: '', notes: '', right: emptyEye(), left: emptyEye() };
}

export function examFormFromRecord(record: EyeExamRecord): ExamFormValues {
  const eye = (side: EyeSide): EyeFormValues =>
    Object.fromEntries(EYE_MEASUREMENT_FIELDS.map((f) => [f, record[side][f] === null ? '' : String(record[side][f])])) as EyeFormValues;
  return {
    examDate: record.examDate,
    treatment: record.treatment,
    device: record.device ?? '',
    notes: record.notes ?? '',
    right: eye('right'),
    left: eye('left'),
  };
}

export interface FormProblem {
  key: 'required' | 'future' | 'beforeBirth' | 'number' | 'range' | 'whole' | 'kPair' | 'empty';
  params?: { min: number; max: number };
}

/** Problems by field path ('examDate', 'right.axialLength', 'form'). */
export type FormProblems = Record<string, FormProblem>;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function validateExamForm(
  form: ExamFormValues,
  limits: { birthDate: string; today: string },
): { body: EyeExamInputBody | null; problems: FormProblems } {
  const problems: FormProblems = {};
  if (!form.examDate) problems.examDate = { key: 'required' };
  else if (form.examDate > limits.today) problems.examDate = { key: 'future' };
  else if (form.examDate < limits.birthDate) problems.examDate = { key: 'beforeBirth' };

  const eyes = {} as Record<EyeSide, EyeMeasurementsInput>;
  let measured = 0;
  for (const side of EYE_SIDES) {
    const eye: Record<string, number | null> = {};
    for (const field of EYE_MEASUREMENT_FIELDS) {
      const text = form[side][field].trim().replace(/^\+/, '');
      const path = `${side}.${field}`;
      if (text === '') {
        eye[field] = null;
        continue;
      }
      if (!NUMBER.test(text)) {
        problems[path] = { key: 'number' };
        continue;
      }
      const value = Number(text);
      const range = FIELD_LIMITS[field];
      if (value < range.min || value > range.max) problems[path] = { key: 'range', params: range };
      else if (field === 'axis' && !Number.isInteger(value)) problems[path] = { key: 'whole' };
      eye[field] = value;
      measured += 1;
    }
    if ((eye.k1 === null) !== (eye.k2 === null)) problems[`${side}.${eye.k1 === null ? 'k1' : 'k2'}`] ??= { key: 'kPair' };
    eyes[side] = eye;
  }
  if (measured === 0) problems.form = { key: 'empty' };
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    body: {
      examDate: form.examDate,
      treatment: form.treatment,
      device: form.device.trim() || null,
      notes: form.notes.trim() || null,
      right: eyes.right,
      left: eyes.left,
    },
    problems,
  };
}
