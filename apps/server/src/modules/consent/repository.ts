import { asc, desc, eq } from 'drizzle-orm';
import type { ConsentAnswer, Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, clinics, consentHistory, familyMembers, memberConsents, patientFiles } from '../../db/schema/index.ts';
import { localize } from '../../http/localized.ts';

export type ConsentDecision = 'granted' | 'refused' | 'revoked';

export interface NewAnswer {
  memberId: string;
  accountId: string;
  decision: ConsentDecision;
  clinicIds: string[];
  policyKey: string;
  policyVersion: number;
}

/** The guardian's consent (migration 1810): the current answer per member and the history of answers. */
export function consentRepository(db: AppDb) {
  return {
    async member(memberId: string): Promise<{ name: string; birthDate: string } | null> {
      const [row] = await db
        .select({ name: familyMembers.name, birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(eq(familyMembers.id, memberId));
      return row ?? null;
    },

    /** The clinics holding a patient file of the member, oldest file first. */
    async clinicsOf(memberId: string, lang: Language): Promise<{ clinicId: string; name: string }[]> {
      const rows = await db
        .select({ clinicId: clinics.id, name: clinics.name })
        .from(patientFiles)
        .innerJoin(clinics, eq(clinics.id, patientFiles.clinicId))
        .where(eq(patientFiles.familyMemberId, memberId))
        .orderBy(asc(patientFiles.createdAt), asc(patientFiles.id));
      return rows.map((r) => ({ clinicId: r.clinicId, name: localize(r.name, lang) }));
    },

    async current(memberId: string): Promise<{ decision: ConsentDecision; clinicIds: string[] } | null> {
      const [row] = await db
        .select({ decision: memberConsents.decision, clinicIds: memberConsents.clinicIds })
        .from(memberConsents)
        .where(eq(memberConsents.familyMemberId, memberId));
      return row ?? null;
    },

    /** Every answer, newest first, with the name of who gave it. */
    async history(memberId: string): Promise<ConsentAnswer[]> {
      const rows = await db
        .select({ h: consentHistory, by: accounts.name })
        .from(consentHistory)
        .innerJoin(accounts, eq(accounts.id, consentHistory.accountId))
        .where(eq(consentHistory.familyMemberId, memberId))
        .orderBy(desc(consentHistory.answeredAt), desc(consentHistory.id));
      return rows.map(({ h, by }) => ({
        decision: h.decision,
        clinicIds: h.clinicIds,
        policyKey: h.policyKey,
        policyVersion: h.policyVersion,
        answeredBy: by,
        answeredAt: h.answeredAt.toISOString(),
      }));
    },

    /** The new current answer and its line in the history, in one transaction. */
    async answer(a: NewAnswer): Promise<void> {
      await db.transaction(async (tx) => {
        const values = {
          decision: a.decision,
          clinicIds: a.clinicIds,
          policyKey: a.policyKey,
          policyVersion: a.policyVersion,
          accountId: a.accountId,
        };
        await tx
          .insert(memberConsents)
          .values({ familyMemberId: a.memberId, ...values })
          .onConflictDoUpdate({ target: memberConsents.familyMemberId, set: { ...values, answeredAt: new Date() } });
        await tx.insert(consentHistory).values({ familyMemberId: a.memberId, ...values });
      });
    },
  };
}
