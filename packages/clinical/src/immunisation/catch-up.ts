/**
 * The catch-up rules of the 2021 document that depend on the age a late dose would be given at, or on what else was
 * given: each decides one dose and names its rule. The planner (plan.ts) calls them once a dose's first possible
 * date is known.
 */
import type { IsoDate } from '../dates.ts';
import { addInterval, type Interval } from './intervals.ts';
import {
  BCG_NO_CATCH_UP_FROM,
  BCG_TEST_FIRST_FROM,
  CATCH_UP_BELOW_AGE,
  DT_CATCH_UP_INTERVALS,
  DT_CATCH_UP_TOTAL,
  DTAP_NO_CATCH_UP_FROM,
  HEPA_LIVE_AFTER_INACTIVATED,
  MPSV_A_NO_CATCH_UP_FROM,
  type ScheduledDose,
} from './schedule-cn-2021.ts';
import type { DoseNote, NotNeededReason, RecordedDose } from './types.ts';

const atLeast = (birthDate: IsoDate, date: IsoDate, age: Interval) => date >= addInterval(birthDate, age);

/**
 * The rules by age at the planned date: no catch-up from 18 years (补种通用原则); BCG only after a negative TB test
 * from 3 months and not at all from 4 years (卡介苗 · 补种原则 (2)(3)); no MPSV-A from 24 months, MPSV-AC instead
 * (流脑疫苗 · 补种原则 (1)(2)).
 */
export function ageRule(
  row: ScheduledDose,
  birthDate: IsoDate,
  plannedDate: IsoDate,
): { reason: NotNeededReason | null; note: DoseNote | null } {
  if (atLeast(birthDate, plannedDate, CATCH_UP_BELOW_AGE)) return { reason: 'over18', note: null };
  if (row.vaccine === 'BCG') {
    if (atLeast(birthDate, plannedDate, BCG_NO_CATCH_UP_FROM)) return { reason: 'bcgAge', note: null };
    if (atLeast(birthDate, plannedDate, BCG_TEST_FIRST_FROM)) return { reason: null, note: 'tbTestFirst' };
  }
  if (row.vaccine === 'MPSV-A' && atLeast(birthDate, plannedDate, MPSV_A_NO_CATCH_UP_FROM)) return { reason: 'mpsvAReplaced', note: null };
  return { reason: null, note: null };
}

/** Doses of the DTP series given or planned so far, counted as the DTaP/DT rule counts them ("累计"). */
export interface DtpTally {
  /** Dates of every DTaP and DT dose recorded, and of the DT catch-up doses planned so far. */
  dates: IsoDate[];
  /** DT doses recorded plus DT catch-up doses planned: the number the next DT dose follows. */
  dtCount: number;
  /** DT catch-up doses planned. */
  planned: number;
}

export function dtpTally(recorded: readonly RecordedDose[]): DtpTally {
  const dtp = recorded.filter((d) => d.vaccine === 'DTaP' || d.vaccine === 'DT');
  return { dates: dtp.map((d) => d.date), dtCount: dtp.filter((d) => d.vaccine === 'DT').length, planned: 0 };
}

/** Whether a missing DTaP dose (not the 6-year one) falls under the rules for 6 years and older. */
export function dtapPastCatchUpAge(birthDate: IsoDate, plannedDate: IsoDate): boolean {
  return atLeast(birthDate, plannedDate, DTAP_NO_CATCH_UP_FROM);
}

/**
 * A missing DTaP dose at 6 years or older (百白破疫苗 · 补种原则 (1)–(3)): DTaP is no longer given; a child with
 * fewer than 3 DTaP and DT doses in all gets a DT dose instead, the 2nd of all at 1–2 months after the 1st and the
 * 3rd at 6–12 months after the 2nd. Returns the DT dose to plan (with its window from the last dose), or null when
 * 3 or more are already there.
 */
export function dtCatchUp(tally: DtpTally, plannedDate: IsoDate): { dose: number; earliest: IsoDate; windowEnd: IsoDate | null } | null {
  const total = tally.dates.length;
  if (total >= DT_CATCH_UP_TOTAL) return null;
  const ordinal = total + 1;
  const last = tally.dates.reduce<IsoDate | null>((a, b) => (a === null || b > a ? b : a), null);
  const gap = DT_CATCH_UP_INTERVALS[ordinal];
  let earliest = plannedDate;
  let windowEnd: IsoDate | null = null;
  if (gap && last) {
    const from = addInterval(last, gap.min);
    if (from > earliest) earliest = from;
    windowEnd = addInterval(last, gap.max);
    if (windowEnd < earliest) windowEnd = null;
  }
  return { dose: tally.dtCount + 1, earliest, windowEnd };
}

/**
 * One HepA-I dose and, at least 6 months later, one HepA-L dose complete the hepatitis A catch-up (甲肝疫苗 · 补种原则):
 * the HepA-L record that does so, or null.
 */
export function hepALiveCompletion(recorded: readonly RecordedDose[], firstInactivated: IsoDate): RecordedDose | null {
  const from = addInterval(firstInactivated, HEPA_LIVE_AFTER_INACTIVATED);
  return recorded.find((d) => d.vaccine === 'HepA-L' && d.date >= from) ?? null;
}
