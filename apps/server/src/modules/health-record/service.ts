import type { ReportItemFlag, ReportItemInput } from '@sprout/contracts';
import { fieldError } from '../../http/errors.ts';

/** A plain decimal number, as lab values are written ("12.5", "-0.75"); anything else is a text value. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The flag of a report item. A numeric value with a reference range is flagged from the range, whatever the
 * writer said: a lab value outside its range must never read "normal" because of a slip. Values without
 * numbers (e.g. "阴性 / negative") keep the writer's flag.
 */
export function flagOf(item: Pick<ReportItemInput, 'value' | 'referenceLow' | 'referenceHigh' | 'flag'>): ReportItemFlag | null {
  const hasRange = item.referenceLow !== undefined || item.referenceHigh !== undefined;
  if (hasRange && DECIMAL.test(item.value.trim())) {
    const value = Number(item.value);
    if (item.referenceLow !== undefined && value < item.referenceLow) return 'low';
    if (item.referenceHigh !== undefined && value > item.referenceHigh) return 'high';
    return 'normal';
  }
  return item.flag ?? null;
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
