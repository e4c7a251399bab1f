/**
 * A child's milestones on a day: WHO's six motor milestones against their windows, and the national warning signs of
 * the check age the child is at. Pure: the caller gives the birth date, the day and the skills the parent ticked.
 */
import { calendarAge } from '../calendar-age.ts';
import { addDays, DAYS_PER_MONTH, daysBetween, type IsoDate } from '../dates.ts';
import { correctedAgeDays } from '../growth/age.ts';
import { WARNING_SIGN_CHECKS, WARNING_SIGNS_UNTIL_MONTHS, type WarningSignSkill } from './cn-warning-signs.ts';
import { MAY_BE_SKIPPED, WHO_MOTOR_MILESTONES, type WhoMotorMilestone } from './who-motor-2006.ts';

export type MilestoneKey = `who.${WhoMotorMilestone}` | `sign.${WarningSignSkill}`;

export const MILESTONE_KEYS = [
  ...WHO_MOTOR_MILESTONES.map((m) => `who.${m.id}` as const),
  ...WARNING_SIGN_CHECKS.flatMap((c) => c.skills.map((s) => `sign.${s}` as const)),
] as unknown as readonly [MilestoneKey, ...MilestoneKey[]];

export function isMilestoneKey(value: string): value is MilestoneKey {
  return (MILESTONE_KEYS as readonly string[]).includes(value);
}

/**
 * - `done`: ticked, with the age it was reached at.
 * - `notYet`: younger than the window's start.
 * - `window`: inside the window: many children do it now.
 * - `late`: past the window's end (99 % of children had done it): talk to the doctor.
 * - `waiting`: past the window of the one milestone some healthy children skip (crawling): not late.
 */
export type MotorStatus = 'done' | 'notYet' | 'window' | 'late' | 'waiting';

export interface MotorMilestoneView {
  id: WhoMotorMilestone;
  fromMonths: number;
  toMonths: number;
  status: MotorStatus;
  achievedOn: IsoDate | null;
  /** Age in months (one decimal) the child reached it at. */
  achievedAtMonths: number | null;
  talkToDoctor: boolean;
}

export interface WarningSignView {
  skill: WarningSignSkill;
  achievedOn: IsoDate | null;
  /** The child is at (or past) this check's age and the skill is not ticked: a warning sign, talk to the doctor. */
  applies: boolean;
}

export interface MilestonesPlan {
  asOf: IsoDate;
  /** Age in months (one decimal) the milestones are read at: corrected for a preterm baby below 2 years. */
  ageMonths: number;
  /** Days taken off for prematurity (0 when none): the windows and check ages apply to the corrected age. */
  correctionDays: number;
  motor: MotorMilestoneView[];
  /** The check age the child is at (3 months to 6 years), its four skills; null below 3 months and from 7 years. */
  check: { months: number; skills: WarningSignView[] } | null;
  /** The next check age, null after 6 years. */
  nextCheckMonths: number | null;
  /** How many signs apply now, and how many motor milestones are late: the doctor's flag. */
  concerns: number;
}

const ONE_DECIMAL = 10;
const monthsBetween = (from: IsoDate, to: IsoDate) =>
  Math.max(0, Math.round((daysBetween(from, to) / DAYS_PER_MONTH) * ONE_DECIMAL) / ONE_DECIMAL);

/**
 * A preterm baby's milestones are read at the corrected age until 2 years (24 months chronological, the usual practice
 * for development: AAP, and China's 早产儿 follow-up), the growth module's correctedAgeDays with its default cut-off.
 */
export function planMilestones(input: {
  birthDate: IsoDate;
  asOf: IsoDate;
  achieved: ReadonlyMap<string, IsoDate>;
  gestationalAgeDays?: number | null;
}): MilestonesPlan {
  const { asOf, achieved } = input;
  if (asOf < input.birthDate) throw new RangeError(`asOf ${asOf} is before the birth date`);
  const correctionDays = daysBetween(input.birthDate, asOf) - correctedAgeDays(input.birthDate, asOf, input.gestationalAgeDays ?? null);
  // The day the corrected age counts from (the due date of a preterm baby): before it, no window has begun.
  const birthDate = addDays(input.birthDate, correctionDays);
  const age = asOf >= birthDate ? calendarAge(birthDate, asOf)! : { years: 0, months: 0 };
  // The windows are in decimal months (WHO's 30.4375-day month); the check ages are completed calendar months.
  const ageMonths = Math.max(0, daysBetween(birthDate, asOf)) / DAYS_PER_MONTH;
  const completedMonths = age.years * 12 + age.months;

  const motor = WHO_MOTOR_MILESTONES.map((m): MotorMilestoneView => {
    const on = achieved.get(`who.${m.id}`) ?? null;
    const base = { id: m.id, fromMonths: m.fromMonths, toMonths: m.toMonths, achievedOn: on };
    if (on) return { ...base, status: 'done', achievedAtMonths: monthsBetween(birthDate, on), talkToDoctor: false };
    if (ageMonths > m.toMonths) {
      const skipped = MAY_BE_SKIPPED.includes(m.id);
      return { ...base, status: skipped ? 'waiting' : 'late', achievedAtMonths: null, talkToDoctor: !skipped };
    }
    return { ...base, status: ageMonths >= m.fromMonths ? 'window' : 'notYet', achievedAtMonths: null, talkToDoctor: false };
  });

  const current =
    completedMonths < WARNING_SIGNS_UNTIL_MONTHS ? [...WARNING_SIGN_CHECKS].reverse().find((c) => c.months <= completedMonths) : undefined;
  const check = current
    ? {
        months: current.months,
        skills: current.skills.map((skill) => {
          const on = achieved.get(`sign.${skill}`) ?? null;
          return { skill, achievedOn: on, applies: on === null };
        }),
      }
    : null;
  const next = WARNING_SIGN_CHECKS.find((c) => c.months > completedMonths);
  const concerns = motor.filter((m) => m.talkToDoctor).length + (check?.skills.filter((s) => s.applies).length ?? 0);
  return {
    asOf,
    ageMonths: Math.round(ageMonths * ONE_DECIMAL) / ONE_DECIMAL,
    correctionDays,
    motor,
    check,
    nextCheckMonths: next?.months ?? null,
    concerns,
  };
}
