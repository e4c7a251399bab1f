import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DoctorAdvice, Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, doctorAdvices, doctors, familyMembers } from '../../db/schema/index.ts';

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
      const rows = await db
        .select({
          id: doctorAdvices.id,
          text: doctorAdvices.text,
          translations: doctorAdvices.translations,
          createdAt: doctorAdvices.createdAt,
          accountName: accounts.name,
          doctorName: doctors.name,
        })
        .from(doctorAdvices)
        .leftJoin(accounts, eq(accounts.id, doctorAdvices.authorAccountId))
        .leftJoin(doctors, eq(doctors.accountId, doctorAdvices.authorAccountId))
        .where(eq(doctorAdvices.familyMemberId, memberId))
        .orderBy(desc(doctorAdvices.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        text: r.translations?.[lang] ?? r.text,
        createdAt: r.createdAt.toISOString(),
        doctorName: r.doctorName?.[lang] ?? r.accountName ?? '',
      }));
    },

    /** Stores a doctor's advice; its id. */
    async addDoctorAdvice(memberId: string, authorAccountId: string, text: string): Promise<string> {
      const [row] = await db
        .insert(doctorAdvices)
        .values({ familyMemberId: memberId, authorAccountId, text })
        .returning({ id: doctorAdvices.id });
      return row!.id;
    },
  };
}
