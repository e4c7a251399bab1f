import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CARER_INVITE_DAYS, type CarerInvite, type CarerRole, type Carers, type ReceivedInvite } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accounts, carerInvites, familyMembers, memberCarers } from '../../db/schema/index.ts';

/** 13800000002 as 138****0002: the family sees whom it invited without the whole number on screen. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

const open = and(isNull(carerInvites.acceptedAt), isNull(carerInvites.revokedAt));

function toInvite(row: typeof carerInvites.$inferSelect): CarerInvite {
  return {
    inviteId: row.id,
    phone: maskPhone(row.phone),
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export type InviteOutcome = { invite: CarerInvite } | { refused: 'ownPhone' | 'linked' } | null;

/** The links and invitations of issue 34 (migration 3300). The access policy reads the links itself. */
export function carersRepository(db: AppDb) {
  return {
    /** Owner, linked adults and open (unexpired) invitations of a living member; null when it is gone. */
    async list(memberId: string): Promise<Carers | null> {
      const [owner] = await db
        .select({ accountId: accounts.id, name: accounts.name, phone: accounts.phone })
        .from(familyMembers)
        .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      if (!owner) return null;
      const carers = await db
        .select({
          accountId: accounts.id,
          name: accounts.name,
          phone: accounts.phone,
          role: memberCarers.role,
          since: memberCarers.createdAt,
        })
        .from(memberCarers)
        .innerJoin(accounts, eq(accounts.id, memberCarers.accountId))
        .where(eq(memberCarers.familyMemberId, memberId))
        .orderBy(asc(memberCarers.createdAt));
      const invites = await db
        .select()
        .from(carerInvites)
        .where(and(eq(carerInvites.familyMemberId, memberId), open, gt(carerInvites.expiresAt, sql`now()`)))
        .orderBy(asc(carerInvites.createdAt));
      return {
        familyMemberId: memberId,
        owner: { ...owner, phone: maskPhone(owner.phone) },
        carers: carers.map((c) => ({ ...c, phone: maskPhone(c.phone), since: c.since.toISOString() })),
        invites: invites.map(toInvite),
      };
    },

    /**
     * Opens (or renews: same child and phone, a retry included) an invitation, in one transaction with its checks:
     * not the owner's phone, not an adult already linked.
     */
    async invite(memberId: string, invitedBy: string, phone: string, role: CarerRole): Promise<InviteOutcome> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ ownerPhone: accounts.phone })
          .from(familyMembers)
          .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
          .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)))
          .for('update', { of: familyMembers });
        if (!member) return null;
        if (member.ownerPhone === phone) return { refused: 'ownPhone' };
        const [linked] = await tx
          .select({ id: memberCarers.accountId })
          .from(memberCarers)
          .innerJoin(accounts, eq(accounts.id, memberCarers.accountId))
          .where(and(eq(memberCarers.familyMemberId, memberId), eq(accounts.phone, phone)));
        if (linked) return { refused: 'linked' };
        const expiresAt = sql`now() + make_interval(days => ${CARER_INVITE_DAYS})`;
        const [row] = await tx
          .insert(carerInvites)
          .values({ familyMemberId: memberId, phone, role, invitedBy, expiresAt })
          .onConflictDoUpdate({
            target: [carerInvites.familyMemberId, carerInvites.phone],
            targetWhere: sql`accepted_at IS NULL AND revoked_at IS NULL`,
            set: { role, invitedBy, expiresAt, createdAt: sql`now()` },
          })
          .returning();
        return { invite: toInvite(row!) };
      });
    },

    /** Withdraws an open invitation of the member; false when there is none. */
    async revokeInvite(memberId: string, inviteId: string): Promise<boolean> {
      const rows = await db
        .update(carerInvites)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(carerInvites.id, inviteId), eq(carerInvites.familyMemberId, memberId), open))
        .returning({ id: carerInvites.id });
      return rows.length > 0;
    },

    /** Removes an adult's link to the member: their next request is refused. False when there was none. */
    async remove(memberId: string, accountId: string): Promise<boolean> {
      const rows = await db
        .delete(memberCarers)
        .where(and(eq(memberCarers.familyMemberId, memberId), eq(memberCarers.accountId, accountId)))
        .returning({ id: memberCarers.accountId });
      return rows.length > 0;
    },

    /** Open, unexpired invitations to this phone, of living members. */
    async received(phone: string): Promise<ReceivedInvite[]> {
      const rows = await db
        .select({
          inviteId: carerInvites.id,
          childName: familyMembers.name,
          invitedBy: accounts.name,
          role: carerInvites.role,
          expiresAt: carerInvites.expiresAt,
        })
        .from(carerInvites)
        .innerJoin(familyMembers, and(eq(familyMembers.id, carerInvites.familyMemberId), isNull(familyMembers.deletedAt)))
        .innerJoin(accounts, eq(accounts.id, carerInvites.invitedBy))
        .where(and(eq(carerInvites.phone, phone), open, gt(carerInvites.expiresAt, sql`now()`)))
        .orderBy(asc(carerInvites.createdAt));
      return rows.map((r) => ({ ...r, expiresAt: r.expiresAt.toISOString() }));
    },

    /**
     * Accepts an invitation to the account's phone: the link (a role given before is replaced) and the invitation
     * marked used, in one transaction. A repeat by the same account answers the same; anything else (another
     * phone, expired, withdrawn, used, the child gone, the child's own owner): null.
     */
    async accept(inviteId: string, account: { id: string; phone: string }): Promise<{ familyMemberId: string; role: CarerRole } | null> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .select({
            memberId: carerInvites.familyMemberId,
            phone: carerInvites.phone,
            role: carerInvites.role,
            invitedBy: carerInvites.invitedBy,
            acceptedBy: carerInvites.acceptedBy,
            usable: sql<boolean>`${carerInvites.acceptedAt} is null and ${carerInvites.revokedAt} is null and ${carerInvites.expiresAt} > now()`,
            ownerId: familyMembers.accountId,
          })
          .from(carerInvites)
          .innerJoin(familyMembers, and(eq(familyMembers.id, carerInvites.familyMemberId), isNull(familyMembers.deletedAt)))
          .where(eq(carerInvites.id, inviteId))
          .for('update', { of: carerInvites });
        if (!invite || invite.phone !== account.phone || invite.ownerId === account.id) return null;
        if (invite.acceptedBy === account.id) {
          const [link] = await tx
            .select({ role: memberCarers.role })
            .from(memberCarers)
            .where(and(eq(memberCarers.familyMemberId, invite.memberId), eq(memberCarers.accountId, account.id)));
          return link ? { familyMemberId: invite.memberId, role: link.role } : null;
        }
        if (!invite.usable) return null;
        await tx
          .insert(memberCarers)
          .values({ familyMemberId: invite.memberId, accountId: account.id, role: invite.role, invitedBy: invite.invitedBy })
          .onConflictDoUpdate({ target: [memberCarers.familyMemberId, memberCarers.accountId], set: { role: invite.role } });
        await tx
          .update(carerInvites)
          .set({ acceptedAt: sql`now()`, acceptedBy: account.id })
          .where(eq(carerInvites.id, inviteId));
        return { familyMemberId: invite.memberId, role: invite.role };
      });
    },

    /** Declines an open invitation to this phone; false when there is none. */
    async decline(inviteId: string, phone: string): Promise<boolean> {
      const rows = await db
        .update(carerInvites)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(carerInvites.id, inviteId), eq(carerInvites.phone, phone), open))
        .returning({ id: carerInvites.id });
      return rows.length > 0;
    },
  };
}
