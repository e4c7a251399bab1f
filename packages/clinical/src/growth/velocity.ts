/** Height velocity (cm/year) between measurements far enough apart to mean something. */
import { DAYS_PER_YEAR, daysBetween, type IsoDate } from '../dates.ts';

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
  const sorted = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => daysBetween(b.record.date, a.record.date) || a.index - b.index)
    .map(({ record }) => record);
  const out: HeightVelocity[] = [];
  sorted.forEach((later, i) => {
    for (let j = i - 1; j >= 0; j--) {
      const earlier = sorted[j] as HeightRecord;
      const intervalDays = daysBetween(earlier.date, later.date);
      if (intervalDays >= MIN_VELOCITY_INTERVAL_DAYS) {
        const cmPerYear = ((later.heightCm - earlier.heightCm) / intervalDays) * DAYS_PER_YEAR;
        out.push({ fromDate: earlier.date, toDate: later.date, intervalDays, cmPerYear });
        return;
      }
    }
  });
  return out;
}
