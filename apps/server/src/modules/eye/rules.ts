/** Rules of an exam beyond its shape (which the zod schema of @sprout/contracts checks). */
import { todayUtc } from '@sprout/clinical';
import { EYE_SIDES, type EyeMeasurementsInput } from '@sprout/contracts';
import type { FieldProblem } from '../../http/errors.ts';

/**
 * The furthest time zone ahead of UTC is UTC+14. An exam date is "in the future" only if no place on Earth
 * has reached it yet: a clinic in Shanghai (UTC+8) entering this morning's exam before 08:00 must not be
 * refused because UTC is still on yesterday.
 */
export const LATEST_UTC_OFFSET_HOURS = 14;
const MS_PER_HOUR = 3_600_000;

export function latestToday(now: Date = new Date()): string {
  return todayUtc(new Date(now.getTime() + LATEST_UTC_OFFSET_HOURS * MS_PER_HOUR));
}

export interface ExamForRules {
  examDate: string;
  right?: EyeMeasurementsInput | null;
  left?: EyeMeasurementsInput | null;
}

const hasValue = (eye: EyeMeasurementsInput | null | undefined) =>
  Boolean(eye) && Object.values(eye!).some((value) => value !== null && value !== undefined);

/** Field paths are the body's ('examDate', 'right.k2', 'right'). */
export function examProblems(exam: ExamForRules, birthDate: string, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (exam.examDate > today) problems.push({ field: 'examDate', messageKey: 'eye.examInFuture' });
  else if (exam.examDate < birthDate) problems.push({ field: 'examDate', messageKey: 'eye.examBeforeBirth' });
  for (const side of EYE_SIDES) {
    const eye = exam[side];
    if (!eye) continue;
    const k1 = eye.k1 ?? null;
    const k2 = eye.k2 ?? null;
    // A mean corneal radius needs both meridians; one K alone cannot give AL/CR.
    if ((k1 === null) !== (k2 === null)) problems.push({ field: `${side}.${k1 === null ? 'k1' : 'k2'}`, messageKey: 'eye.kPair' });
  }
  if (!hasValue(exam.right) && !hasValue(exam.left)) problems.push({ field: 'right', messageKey: 'eye.noMeasurement' });
  return problems;
}
