import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { familyMembers, growthProfiles, milestoneTicks } from '../../db/schema/index.ts';

/** The ticks per family member (migration 2931). */
export function milestoneRepository(db: AppDb) {
  return {
    /** Name, birth date, and the gestation at birth the growth screen holds (null: full term or never said). */
    async member(memberId: string): Promise<{ name: string; birthDate: string; gestationalAgeDays: number | null } | null> {
      const [row] = await db
        .select({ name: familyMembers.name, birthDate: familyMembers.birthDate, gestationalAgeDays: growthProfiles.gestationalAgeDays })
        .from(familyMembers)
        .leftJoin(growthProfiles, eq(growthProfiles.familyMemberId, familyMembers.id))
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async ticks(memberId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ milestone: milestoneTicks.milestone, achievedOn: milestoneTicks.achievedOn })
        .from(milestoneTicks)
        .where(eq(milestoneTicks.familyMemberId, memberId));
      return new Map(rows.map((r) => [r.milestone, r.achievedOn]));
    },

    /** The ticks of many members at once (the doctor's list summaries), each member present. */
    async ticksOf(memberIds: readonly string[]): Promise<Map<string, Map<string, string>>> {
      const byMember = new Map(memberIds.map((id) => [id, new Map<string, string>()]));
      if (memberIds.length === 0) return byMember;
      const rows = await db
        .select({ memberId: milestoneTicks.familyMemberId, milestone: milestoneTicks.milestone, achievedOn: milestoneTicks.achievedOn })
        .from(milestoneTicks)
        .where(inArray(milestoneTicks.familyMemberId, [...memberIds]));
      for (const r of rows) byMember.get(r.memberId)?.set(r.milestone, r.achievedOn);
      return byMember;
    },

    /** Ticks the milestone, or moves its day: one statement. */
    async tick(memberId: string, milestone: string, achievedOn: string, accountId: string): Promise<void> {
      await db
        .insert(milestoneTicks)
        .values({ familyMemberId: memberId, milestone, achievedOn, recordedBy: accountId })
        .onConflictDoUpdate({
          target: [milestoneTicks.familyMemberId, milestoneTicks.milestone],
          set: { achievedOn, recordedBy: accountId, updatedAt: new Date() },
        });
    },

    /** False when it was not ticked. */
    async untick(memberId: string, milestone: string): Promise<boolean> {
      const rows = await db
        .delete(milestoneTicks)
        .where(and(eq(milestoneTicks.familyMemberId, memberId), eq(milestoneTicks.milestone, milestone)))
        .returning({ milestone: milestoneTicks.milestone });
      return rows.length > 0;
    },
  };
}
