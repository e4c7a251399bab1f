import type { GestationalAgeBody } from '@sprout/contracts';
import { DAYS_PER_WEEK, FULL_TERM, PARENT_HEIGHT_BOUNDS, PRETERM, PRETERM_GESTATION_DAYS } from '@sprout/contracts/light';

export function weeksAndDays(days: number): { weeks: number; days: number } {
  return { weeks: Math.floor(days / DAYS_PER_WEEK), days: days % DAYS_PER_WEEK };
}

export interface GestationFormValues {
  preterm: boolean;
  weeks: string;
  days: string;
  fatherHeight: string;
  motherHeight: string;
}
export type GestationProblem = 'weeksRange' | 'parentRange';

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function height(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!DECIMAL.test(trimmed)) return 'bad';
  const value = Number(trimmed);
  return value < PARENT_HEIGHT_BOUNDS.min || value > PARENT_HEIGHT_BOUNDS.max ? 'bad' : value;
}

/** The gestational-age call's body (spec §7) plus the parents' heights, or the fields in error. */
export function checkGestationForm(
  growthId: string,
  values: GestationFormValues,
): { problems: Partial<Record<keyof GestationFormValues, GestationProblem>>; body: GestationalAgeBody | null } {
  const problems: Partial<Record<keyof GestationFormValues, GestationProblem>> = {};
  let gestationalAge: number | null = null;
  if (values.preterm) {
    const ok = WHOLE.test(values.weeks.trim()) && WHOLE.test(values.days.trim() || '0');
    const days = ok ? Number(values.weeks) * DAYS_PER_WEEK + Number(values.days || 0) : NaN;
    const dayPart = Number(values.days || 0);
    if (!ok || dayPart >= DAYS_PER_WEEK || days < PRETERM_GESTATION_DAYS.min || days > PRETERM_GESTATION_DAYS.max)
      problems.weeks = 'weeksRange';
    else gestationalAge = days;
  }
  const father = height(values.fatherHeight);
  const mother = height(values.motherHeight);
  if (father === 'bad') problems.fatherHeight = 'parentRange';
  if (mother === 'bad') problems.motherHeight = 'parentRange';
  if (Object.keys(problems).length > 0 || father === 'bad' || mother === 'bad') return { problems, body: null };
  return {
    problems,
    body: { growthId, fullTermFlag: values.preterm ? PRETERM : FULL_TERM, gestationalAge, fatherHeight: father, motherHeight: mother },
  };
}
