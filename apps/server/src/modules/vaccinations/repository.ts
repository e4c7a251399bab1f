import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Sex, VaccinationInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { familyMembers, vaccinationDoses } from '../../db/schema/index.ts';

export interface DoseRow {
  id: string;
  vaccine: string;
  doseNumber: number;
  givenOn: string;
  batch: string | null;
}

/** The doses recorded per family member (migration 2930). */
export function vaccinationRepository(db: AppDb) {
  return {
    async member(memberId: string): Promise<{ name: string; sex: Sex; birthDate: string } | null> {
      const [row] = await db
        .select({ name: familyMembers.name, sex: familyMembers.sex, birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      return row ?? null;
    },

    /** Every dose of the member, oldest first. */
    async doses(memberId: string): Promise<DoseRow[]> {
      return db
        .select({
          id: vaccinationDoses.id,
          vaccine: vaccinationDoses.vaccine,
          doseNumber: vaccinationDoses.doseNumber,
          givenOn: vaccinationDoses.givenOn,
          batch: vaccinationDoses.batch,
        })
        .from(vaccinationDoses)
        .where(eq(vaccinationDoses.familyMemberId, memberId))
        .orderBy(asc(vaccinationDoses.givenOn), asc(vaccinationDoses.vaccine), asc(vaccinationDoses.doseNumber));
    },

    /** One dose; a vaccine's dose number recorded twice is a unique violation (vaccination_doses_dose_uq). */
    async insert(memberId: string, accountId: string, input: VaccinationInput): Promise<string> {
      const [row] = await db
        .insert(vaccinationDoses)
        .values({
          familyMemberId: memberId,
          vaccine: input.vaccine,
          doseNumber: input.dose,
          givenOn: input.date,
          batch: input.batch ? input.batch : null,
          recordedBy: accountId,
        })
        .returning({ id: vaccinationDoses.id });
      return row!.id;
    },

    /** Deletes the member's dose; false when the member has no such record. */
    async remove(memberId: string, recordId: string): Promise<boolean> {
      const rows = await db
        .delete(vaccinationDoses)
        .where(and(eq(vaccinationDoses.id, recordId), eq(vaccinationDoses.familyMemberId, memberId)))
        .returning({ id: vaccinationDoses.id });
      return rows.length > 0;
    },
  };
}
