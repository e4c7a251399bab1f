import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DoctorAdvice, Language } from '@sprout/contracts';
import { doctorFileOf } from '../../auth/repository.ts';
import type { AppDb } from '../../db/client.ts';
import { doctorAdvices, familyMembers } from '../../db/schema/index.ts';
import { staffNames } from '../health-record/names-repository.ts';
import { adviceOf } from '../health-record/present.ts';

/** Doctor advice shown with the rules: the latest this many. */
const DOCTOR_ADVICE_SHOWN = 20;

/** The advice module's reads and its one write: the member the rules look at and the doctors' advice. */
export function adviceRepository(db: AppDb) {
  return {
    /** The member, unless deleted. */
    async member(memberId: string) {
      const [member] = await db
        .select()
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      return member ?? null;
    },

    /**
     * The latest doctors' advice, newest first, signed with the doctor's name in `lang` (or the account's). The
     * doctor's overview reads it here too, with its own limit.
     */
    async doctorAdvices(memberId: string, lang: Language, limit = DOCTOR_ADVICE_SHOWN): Promise<DoctorAdvice[]> {
      // The current version of advice not withdrawn (issue 30), marked when corrected.
      const rows = await db
        .select()
        .from(doctorAdvices)
        .where(and(eq(doctorAdvices.familyMemberId, memberId), isNull(doctorAdvices.withdrawnAt)))
        .orderBy(desc(doctorAdvices.createdAt))
        .limit(limit);
      const names = await staffNames(db, [...rows.map((r) => r.authorAccountId), ...rows.map((r) => r.amendedBy)], lang);
      return rows.map((row) => adviceOf(row, names, lang));
    },

    /** Stores a doctor's advice; its id. */
    async addDoctorAdvice(memberId: string, authorAccountId: string, text: string): Promise<string> {
      // Written at the clinic through which the doctor reaches the child: its colleagues there may correct it.
      const file = await doctorFileOf(db, memberId, authorAccountId);
      const [row] = await db
        .insert(doctorAdvices)
        .values({ familyMemberId: memberId, authorAccountId, text, clinicId: file?.clinicId ?? null })
        .returning({ id: doctorAdvices.id });
      return row!.id;
    },
  };
}
