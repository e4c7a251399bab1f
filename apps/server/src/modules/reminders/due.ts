import { addDays } from '@sprout/clinical';
import type { ReminderKind } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { memberDueChecks } from '../clinical-summary/inputs.ts';
import { clinicalSummaryRepository } from '../clinical-summary/repository.ts';
import { vaccinationRepository } from '../vaccinations/repository.ts';
import { scheduleOf } from '../vaccinations/service.ts';

/** A check or vaccine dose coming due for one child. `item` tells it apart from the others of its kind. */
export interface DueItem {
  familyMemberId: string;
  name: string;
  kind: ReminderKind;
  /** The check's due date, or the dose's ("DTaP#2"): a new measurement moves a check's date and makes a new item. */
  item: string;
  dueDate: string;
  vaccine: string | null;
  dose: number | null;
}

export interface FamilyMember {
  id: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
}

/**
 * What is coming due for a family's members, by the rules the app shows them with (one rule set, no copy here): the
 * growth check and eye recheck of @sprout/clinical dueChecks, as the doctor's list and the next-check screen read
 * them (clinical-summary/inputs.ts), and the vaccine doses of the national schedule as the vaccinations screen plans
 * them (vaccinations/service.ts scheduleOf). Checks due from `today` on, doses due now or upcoming, up to `until`.
 * Overdue doses are not reminded of: the vaccinations screen shows them with their catch-up date.
 */
export async function dueItemsOf(deps: AppDeps, members: readonly FamilyMember[], today: string, until: string): Promise<DueItem[]> {
  if (members.length === 0) return [];
  const dueInputs = await clinicalSummaryRepository(deps.db).dueInputs(members.map((m) => m.id));
  const doses = vaccinationRepository(deps.db);
  const items: DueItem[] = [];
  for (const member of members) {
    const subject = { familyMemberId: member.id, sex: member.sex, birthDate: member.birthDate };
    const due = memberDueChecks(subject, dueInputs.get(member.id)!);
    for (const kind of ['growth', 'eye'] as const) {
      const check = due[kind];
      if (check && check.dueDate >= today && check.dueDate <= until)
        items.push({
          familyMemberId: member.id,
          name: member.name,
          kind,
          item: check.dueDate,
          dueDate: check.dueDate,
          vaccine: null,
          dose: null,
        });
    }
    if (today < member.birthDate) continue;
    const plan = scheduleOf(member.id, { ...member }, await doses.doses(member.id), today);
    for (const dose of plan.doses) {
      if ((dose.status !== 'due' && dose.status !== 'upcoming') || !dose.plannedDate || dose.plannedDate > until) continue;
      items.push({
        familyMemberId: member.id,
        name: member.name,
        kind: 'vaccine',
        item: `${dose.vaccine}#${dose.dose}`,
        dueDate: dose.plannedDate < today ? today : dose.plannedDate,
        vaccine: dose.vaccine,
        dose: dose.dose,
      });
    }
  }
  return items.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

/** The day the message about an item goes: `daysBefore` before it is due, or today when that day is past. */
export const notifyOn = (dueDate: string, daysBefore: number, today: string): string => {
  const day = addDays(dueDate, -daysBefore);
  return day < today ? today : day;
};
