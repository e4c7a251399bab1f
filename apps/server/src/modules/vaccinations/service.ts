import { planImmunisation, type DoseStatus, type VaccineCode } from '@sprout/clinical';
import type { VaccinationSchedule } from '@sprout/contracts';
import type { DoseRow } from './repository.ts';

/**
 * The member's schedule on `asOf`, from the doses recorded: @sprout/clinical plans it, this adds each record's batch
 * and the counts a home card shows.
 */
export function scheduleOf(
  memberId: string,
  member: { name: string; sex: VaccinationSchedule['sex']; birthDate: string },
  rows: readonly DoseRow[],
  asOf: string,
): VaccinationSchedule {
  const plan = planImmunisation({
    birthDate: member.birthDate,
    sex: member.sex,
    // A birth date in the future cannot be stored (family rules); a record before it is refused on write.
    asOf: asOf < member.birthDate ? member.birthDate : asOf,
    doses: rows.map((r) => ({ vaccine: r.vaccine as VaccineCode, dose: r.doseNumber, date: r.givenOn, recordId: r.id })),
  });
  const batchOf = new Map(rows.map((r) => [r.id, r.batch]));
  const batch = (recordId: string | null) => (recordId ? (batchOf.get(recordId) ?? null) : null);
  const count = (status: DoseStatus) => plan.doses.filter((d) => d.status === status).length;
  return {
    familyMemberId: memberId,
    name: member.name,
    sex: member.sex,
    birthDate: member.birthDate,
    asOf: plan.asOf,
    schedule: plan.schedule,
    amendments: plan.amendments,
    beyondProgrammeAge: plan.beyondProgrammeAge,
    counts: { overdue: count('overdue'), due: count('due'), upcoming: count('upcoming'), done: count('done') },
    doses: plan.doses.map((d) => ({ ...d, batch: batch(d.recordId) })),
    optional: plan.optional.map((d) => ({ ...d, batch: batch(d.recordId) })),
  };
}
