import { expect } from 'vitest';
import type { IsoDate } from '../dates.ts';
import { planImmunisation } from './plan.ts';
import type { ImmunisationPlan, PlannedDose, RecordedDose } from './types.ts';
import type { VaccineCode } from './vaccines.ts';

/** A plan for a child, as tests make it. */
export function planFor(birthDate: IsoDate, asOf: IsoDate, doses: readonly RecordedDose[] = [], sex: 'male' | 'female' = 'male') {
  return planImmunisation({ birthDate, asOf, sex, doses });
}

/** The one row of a vaccine's dose (fails when there is none, or more than one). */
export function row(plan: ImmunisationPlan, vaccine: VaccineCode, dose: number): PlannedDose {
  const rows = plan.doses.filter((d) => d.vaccine === vaccine && d.dose === dose);
  expect(rows, `${vaccine} ${dose}`).toHaveLength(1);
  return rows[0]!;
}

export const given = (vaccine: VaccineCode, dose: number, date: IsoDate): RecordedDose => ({ vaccine, dose, date });

/** "HepB 1 overdue" lines of the rows with a status, for one readable toEqual. */
export const lines = (plan: ImmunisationPlan, ...statuses: PlannedDose['status'][]) =>
  plan.doses.filter((d) => statuses.includes(d.status)).map((d) => `${d.vaccine} ${d.dose} ${d.status}`);
