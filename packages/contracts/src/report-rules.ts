/**
 * The flag of a lab or checkup item, zod-free so that the doctor's form shows the same high/low the server
 * stores (`@sprout/contracts/light`).
 */
export type ReportFlag = 'low' | 'normal' | 'high' | 'abnormal';

/** A plain decimal number, as lab values are written ("12.5", "-0.75"); anything else is a text value. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A numeric value with a reference range is flagged from the range, whatever the writer said: a lab value
 * outside its range must never read "normal" because of a slip. Values without numbers (e.g. "阴性 /
 * negative") keep the writer's flag.
 */
export function reportItemFlag(item: {
  value: string;
  referenceLow?: number | undefined;
  referenceHigh?: number | undefined;
  flag?: ReportFlag | undefined;
}): ReportFlag | null {
  const hasRange = item.referenceLow !== undefined || item.referenceHigh !== undefined;
  if (hasRange && DECIMAL.test(item.value.trim())) {
    const value = Number(item.value);
    if (item.referenceLow !== undefined && value < item.referenceLow) return 'low';
    if (item.referenceHigh !== undefined && value > item.referenceHigh) return 'high';
    return 'normal';
  }
  return item.flag ?? null;
}
