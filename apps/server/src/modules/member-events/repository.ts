import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MemberEventKind } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { familyMembers, memberEvents } from '../../db/schema/index.ts';

export interface StoredEvent {
  id: string;
  eventDate: string;
  kind: MemberEventKind;
  note: string;
  createdBy: string | null;
  /** The author was not of the family: a doctor of the child's clinic. */
  byClinic: boolean;
}

/** The events on a family member's charts (migration 3950). */
export function memberEventRepository(db: AppDb) {
  return {
    /** The member's birth date, or null when deleted. */
    async member(memberId: string): Promise<{ birthDate: string } | null> {
      const [row] = await db
        .select({ birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Oldest first; written by the clinic when the author was a doctor (its role then). */
    async list(memberId: string): Promise<StoredEvent[]> {
      const rows = await db
        .select({
          id: memberEvents.id,
          eventDate: memberEvents.eventDate,
          kind: memberEvents.kind,
          note: memberEvents.note,
          createdBy: memberEvents.createdBy,
          byClinic: memberEvents.byClinic,
        })
        .from(memberEvents)
        .where(eq(memberEvents.familyMemberId, memberId))
        .orderBy(asc(memberEvents.eventDate), asc(memberEvents.createdAt), asc(memberEvents.id));
      return rows.map((r) => ({ ...r, kind: r.kind as MemberEventKind }));
    },

    async add(memberId: string, event: { eventDate: string; kind: MemberEventKind; note: string }, accountId: string, byClinic: boolean) {
      await db.insert(memberEvents).values({ familyMemberId: memberId, ...event, createdBy: accountId, byClinic });
    },

    /** The event's author, or undefined when the member has no such event. */
    async authorOf(memberId: string, eventId: string): Promise<{ createdBy: string | null } | undefined> {
      const [row] = await db
        .select({ createdBy: memberEvents.createdBy })
        .from(memberEvents)
        .where(and(eq(memberEvents.id, eventId), eq(memberEvents.familyMemberId, memberId)));
      return row;
    },

    async remove(memberId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .delete(memberEvents)
        .where(and(eq(memberEvents.id, eventId), eq(memberEvents.familyMemberId, memberId)))
        .returning({ id: memberEvents.id });
      return rows.length > 0;
    },
  };
}
