import { addDays, dosesOf, planImmunisation, type RecordedDose, type StoryDose } from '@sprout/clinical';
import type { VaccinationSchedule } from '@sprout/contracts';
import { localIsoDate } from '../../lib/format/date.ts';

/**
 * A schedule as the server answers it, made by the same @sprout/clinical plan from one of its stories: the tests
 * see real dates and statuses, never a hand-made copy.
 */
export function scheduleFor(
  story: readonly StoryDose[],
  ageDays: number,
  options: { sex?: 'male' | 'female'; extra?: RecordedDose[]; name?: string } = {},
): VaccinationSchedule {
  const today = localIsoDate();
  const birthDate = addDays(today, -ageDays);
  const doses = [...dosesOf(story, birthDate), ...(options.extra ?? [])];
  const plan = planImmunisation({ birthDate, asOf: today, sex: options.sex ?? 'male', doses });
  const count = (status: string) => plan.doses.filter((d) => d.status === status).length;
  return {
    familyMemberId: 'a0000000-0000-4000-8000-000000000001',
    name: options.name ?? '王浩然',
    sex: options.sex ?? 'male',
    birthDate,
    asOf: plan.asOf,
    schedule: plan.schedule,
    amendments: plan.amendments,
    beyondProgrammeAge: plan.beyondProgrammeAge,
    counts: { overdue: count('overdue'), due: count('due'), upcoming: count('upcoming'), done: count('done') },
    doses: plan.doses.map((d) => ({ ...d, batch: d.recordId === 'r1' ? '201807A01' : null })),
    optional: plan.optional.map((d) => ({ ...d, batch: null })),
  };
}
