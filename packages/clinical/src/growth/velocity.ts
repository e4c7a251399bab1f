/** Height velocity (cm/year) between measurements far enough apart to mean something. */
import { countOnOrBefore, DAYS_PER_YEAR, toDayNumber, type IsoDate } from '../dates.ts';

/**
 * Product rule: a velocity needs at least 13 weeks (91 days, ≈ 3 months) between the two heights.
 * Over shorter intervals the measurement error of two heights (a few millimetres each) is of the
 * same size as the growth itself, and the annualised figure becomes noise. Not a published cut-off.
 */
export const MIN_VELOCITY_INTERVAL_DAYS = 91;

export interface HeightRecord {
  readonly date: IsoDate;
  readonly heightCm: number;
}

export interface HeightVelocity {
  readonly fromDate: IsoDate;
  readonly toDate: IsoDate;
  readonly intervalDays: number;
  /** (later − earlier height) per Julian year (365.25 days); may be negative (measurement error). */
  readonly cmPerYear: number;
}

/**
 * One velocity per record that has an earlier record at least MIN_VELOCITY_INTERVAL_DAYS before it,
 * measured from the nearest such earlier record (the most recent qualifying one), oldest first.
 * Input order does not matter; records with the same date are kept in input order.
 */
export function heightVelocity(records: readonly HeightRecord[]): HeightVelocity[] {
  for (const r of records) {
    if (!(r.heightCm > 0) || !Number.isFinite(r.heightCm)) throw new RangeError(`Height must be a positive number: ${r.heightCm}`);
  }
  // Each record's day worked out once, then each record's baseline found by bisection: the last record (in this
  // order) of the latest day at least MIN_VELOCITY_INTERVAL_DAYS earlier, the one a walk back from it met first. A
  // history of daily records walked back 91 records each, parsing two dates at every step.
  const sorted = records
    .map((record, index) => ({ record, index, day: toDayNumber(record.date) }))
    .sort((a, b) => a.day - b.day || a.index - b.index);
  const out: HeightVelocity[] = [];
  for (const later of sorted) {
    const count = countOnOrBefore(sorted, later.day - MIN_VELOCITY_INTERVAL_DAYS);
    if (count === 0) continue;
    const earlier = sorted[count - 1]!;
    const intervalDays = later.day - earlier.day;
    const cmPerYear = ((later.record.heightCm - earlier.record.heightCm) / intervalDays) * DAYS_PER_YEAR;
    out.push({ fromDate: earlier.record.date, toDate: later.record.date, intervalDays, cmPerYear });
  }
  return out;
}
