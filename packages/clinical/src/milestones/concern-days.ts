/**
 * The days on which the milestones screen tells a parent to talk to the doctor (planMilestones' `concerns` above 0),
 * from a day on, as periods: the doctor's patient list stores them and tests today against them in SQL, so its flag
 * follows the child's age without recomputing every child every day (issue 34). With the ticks unchanged, the
 * answer only changes where a check age is reached (a new set of signs), a motor window ends, correction for
 * prematurity stops, or the signs end at 7 years; planMilestones itself is evaluated on those days, so the list
 * and the parent's screen are one computation.
 */
import { addDays, DAYS_PER_MONTH, daysBetween, type IsoDate } from '../dates.ts';
import { CORRECTION_UNTIL_DAYS, correctedAgeDays } from '../growth/age.ts';
import { WARNING_SIGN_CHECKS, WARNING_SIGNS_UNTIL_MONTHS } from './cn-warning-signs.ts';
import { planMilestones } from './milestones.ts';
import { WHO_MOTOR_MILESTONES } from './who-motor-2006.ts';

/** Days from `from` up to `until` (exclusive; null: for good). */
export interface ConcernPeriod {
  from: IsoDate;
  until: IsoDate | null;
}

/**
 * A calendar month is 28 to 31 days, so M completed months start within 3 days of M × 30.4375 days (up to 7 years);
 * each boundary is looked for from a few days before its estimate.
 */
const SLACK_DAYS = 4;

export function milestoneConcernPeriods(input: {
  birthDate: IsoDate;
  from: IsoDate;
  achieved: ReadonlyMap<string, IsoDate>;
  gestationalAgeDays?: number | null;
}): ConcernPeriod[] {
  const { birthDate, achieved } = input;
  const gestationalAgeDays = input.gestationalAgeDays ?? null;
  const start = input.from < birthDate ? birthDate : input.from;
  const concerned = (asOf: IsoDate) => planMilestones({ birthDate, asOf, achieved, gestationalAgeDays }).concerns > 0;

  // The age counts from the due date while a preterm baby's age is corrected (to 2 years), then from the birth day:
  // each count's boundaries are looked for only while it is the one that applies.
  const correction = -correctedAgeDays(birthDate, birthDate, gestationalAgeDays);
  const correctionEnds = addDays(birthDate, CORRECTION_UNTIL_DAYS);
  const boundaries = (base: IsoDate) => [
    ...[...WARNING_SIGN_CHECKS.map((c) => c.months), WARNING_SIGNS_UNTIL_MONTHS].map((m) =>
      addDays(base, Math.floor(m * DAYS_PER_MONTH) - SLACK_DAYS),
    ),
    ...WHO_MOTOR_MILESTONES.map((m) => addDays(base, Math.floor(m.toMonths * DAYS_PER_MONTH) - 1)),
  ];
  const estimates =
    correction > 0
      ? [
          ...boundaries(addDays(birthDate, correction)).filter((d) => d < correctionEnds),
          ...boundaries(birthDate).filter((d) => d >= correctionEnds),
        ]
      : boundaries(birthDate);
  // The day correction stops (the corrected age jumps to the chronological one), and a day past every boundary.
  const corrected = correction > 0 ? [addDays(correctionEnds, -1), correctionEnds] : [];
  const lastChange = addDays(birthDate, Math.ceil((WARNING_SIGNS_UNTIL_MONTHS + 1) * DAYS_PER_MONTH) + correction);
  const days = [start, ...[...new Set([...estimates, ...corrected, lastChange])].filter((d) => d > start).sort()];

  // The first day in (lo, hi] whose answer is hi's, when lo's differs: the boundaries are weeks apart, one between.
  const changeDay = (lo: IsoDate, hi: IsoDate, answer: boolean) => {
    let [low, high] = [0, daysBetween(lo, hi)];
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (concerned(addDays(lo, mid)) === answer) high = mid;
      else low = mid;
    }
    return addDays(lo, high);
  };

  const periods: ConcernPeriod[] = [];
  let previous = { day: start, answer: concerned(start) };
  if (previous.answer) periods.push({ from: start, until: null });
  for (const day of days.slice(1)) {
    const answer = concerned(day);
    if (answer !== previous.answer) {
      const changed = changeDay(previous.day, day, answer);
      if (answer) periods.push({ from: changed, until: null });
      else periods.at(-1)!.until = changed;
    }
    previous = { day, answer };
  }
  return periods;
}
