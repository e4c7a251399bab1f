import { reportItemFlag, type ReportItemFlag, type ReportItemInput } from '@sprout/contracts';
import { fieldError } from '../../http/errors.ts';

/** The flag of a report item: the shared rule of @sprout/contracts (the doctor's form previews the same). */
export function flagOf(item: Pick<ReportItemInput, 'value' | 'referenceLow' | 'referenceHigh' | 'flag'>): ReportItemFlag | null {
  return reportItemFlag(item);
}

/** 13800000001 -> 138****0001: enough for a parent to recognise, not enough to call. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** A clinical date lies between the member's birth and today (both included). */
export function assertClinicalDate(field: string, value: string, birthDate: string, today: string): void {
  if (value > today) throw fieldError(field, 'validation.dateInFuture');
  if (value < birthDate) throw fieldError(field, 'validation.dateBeforeBirth');
}
