import { addDays, planMilestones } from '@sprout/clinical';
import type { Milestones } from '@sprout/contracts';
import { localIsoDate } from '../../lib/format/date.ts';

/** Milestones as the server answers them, made by the same @sprout/clinical plan: real windows and check ages. */
export function milestonesFor(ageDays: number, ticked: Record<string, number> = {}, gestationalAgeDays: number | null = null): Milestones {
  const today = localIsoDate();
  const birthDate = addDays(today, -ageDays);
  const achieved = new Map(Object.entries(ticked).map(([key, days]) => [key, addDays(birthDate, days)]));
  const plan = planMilestones({ birthDate, asOf: today, achieved, gestationalAgeDays });
  return { familyMemberId: 'a0000000-0000-4000-8000-000000000002', name: '王小雨', birthDate, ...plan };
}
