import type { PlannedDoseView, VaccinationSchedule } from '@sprout/contracts';

export type Section = 'overdue' | 'due' | 'upcoming' | 'done' | 'notNeeded';

const by =
  (key: (d: PlannedDoseView) => string | null, direction: 1 | -1 = 1) =>
  (a: PlannedDoseView, b: PlannedDoseView) => {
    const x = key(a) ?? '';
    const y = key(b) ?? '';
    return x === y ? 0 : (x < y ? -1 : 1) * direction;
  };

/**
 * The doses a parent acts on first: overdue (the longest late first), due now, then coming next by date; the doses
 * given, newest first, and those no longer needed last. A stable sort keeps the schedule's order on equal dates.
 */
export function sectionsOf(schedule: Pick<VaccinationSchedule, 'doses'>): Record<Section, PlannedDoseView[]> {
  const of = (status: Section) => schedule.doses.filter((d) => d.status === status);
  return {
    overdue: of('overdue').sort(by((d) => d.dueBy)),
    due: of('due').sort(by((d) => d.dueBy ?? '9999')),
    upcoming: of('upcoming').sort(by((d) => d.plannedDate)),
    done: of('done').sort(by((d) => d.givenDate, -1)),
    notNeeded: of('notNeeded'),
  };
}

/** The next dose number to record for a vaccine: one past the highest recorded (programme rows and optional). */
export function nextDoseNumber(schedule: Pick<VaccinationSchedule, 'doses' | 'optional'>, vaccine: string): number {
  const numbers = [
    ...schedule.doses.filter((d) => d.vaccine === vaccine && d.status === 'done').map((d) => d.dose),
    ...schedule.optional.filter((d) => d.vaccine === vaccine).map((d) => d.dose),
  ];
  return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
}
