import { maxDoseNumber, VACCINE_BATCH_MAX, type VaccineCode } from '@sprout/clinical';
import type { VaccinationInput } from '@sprout/contracts';

export interface DoseFormValues {
  vaccine: VaccineCode;
  dose: string;
  date: string;
  batch: string;
}

export type DoseFormProblem =
  | { field: 'date'; key: 'dateRequired' | 'dateFuture' | 'dateBeforeBirth' }
  | { field: 'dose'; key: 'doseRange'; max: number }
  | { field: 'batch'; key: 'batchTooLong'; max: number };

const WHOLE = /^\d+$/;

/** The server's rules, checked as the parent types: the same bounds, so a 400 is the exception. */
export function checkDoseForm(
  values: DoseFormValues,
  bounds: { birthDate: string; today: string },
): { problems: DoseFormProblem[]; body: VaccinationInput | null } {
  const problems: DoseFormProblem[] = [];
  const max = maxDoseNumber(values.vaccine);
  const dose = WHOLE.test(values.dose.trim()) ? Number(values.dose.trim()) : NaN;
  if (!(dose >= 1 && dose <= max)) problems.push({ field: 'dose', key: 'doseRange', max });
  if (!values.date) problems.push({ field: 'date', key: 'dateRequired' });
  else if (values.date > bounds.today) problems.push({ field: 'date', key: 'dateFuture' });
  else if (values.date < bounds.birthDate) problems.push({ field: 'date', key: 'dateBeforeBirth' });
  const batch = values.batch.trim();
  if (batch.length > VACCINE_BATCH_MAX) problems.push({ field: 'batch', key: 'batchTooLong', max: VACCINE_BATCH_MAX });
  if (problems.length > 0) return { problems, body: null };
  return { problems, body: { vaccine: values.vaccine, dose, date: values.date, ...(batch ? { batch } : {}) } };
}
