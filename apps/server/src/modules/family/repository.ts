import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FamilyMember, FamilyMemberInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { familyMembers, memberCarers, patientFiles } from '../../db/schema/index.ts';

type MemberRow = typeof familyMembers.$inferSelect;

function toMember(row: MemberRow, patientIds: string[], access: FamilyMember['access'] = 'owner'): FamilyMember {
  return { familyMemberId: row.id, name: row.name, sex: row.sex, birthDate: row.birthDate, relation: row.relation, patientIds, access };
}

export function familyRepository(db: AppDb) {
  async function patientIdsOf(memberIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (memberIds.length === 0) return map;
    const files = await db
      .select({ id: patientFiles.id, memberId: patientFiles.familyMemberId })
      .from(patientFiles)
      .where(inArray(patientFiles.familyMemberId, memberIds))
      .orderBy(asc(patientFiles.createdAt));
    for (const f of files) map.set(f.memberId, [...(map.get(f.memberId) ?? []), f.id]);
    return map;
  }

  return {
    /** The account's own members, then those it was invited to (issue 34), each with the account's standing. */
    async listForAccount(accountId: string): Promise<FamilyMember[]> {
      const rows = await db
        .select({ member: familyMembers, carerRole: memberCarers.role })
        .from(familyMembers)
        .leftJoin(memberCarers, and(eq(memberCarers.familyMemberId, familyMembers.id), eq(memberCarers.accountId, accountId)))
        .where(and(or(eq(familyMembers.accountId, accountId), sql`${memberCarers.accountId} is not null`), isNull(familyMembers.deletedAt)))
        .orderBy(sql`${familyMembers.accountId} <> ${accountId}`, asc(familyMembers.birthDate), asc(familyMembers.createdAt));
      const files = await patientIdsOf(rows.map((r) => r.member.id));
      return rows.map(({ member, carerRole }) =>
        toMember(member, files.get(member.id) ?? [], member.accountId === accountId ? 'owner' : (carerRole ?? 'caregiver')),
      );
    },
    async get(memberId: string): Promise<FamilyMember | null> {
      const [row] = await db
        .select()
        .from(familyMembers)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      if (!row) return null;
      const files = await patientIdsOf([row.id]);
      return toMember(row, files.get(row.id) ?? []);
    },
    async create(accountId: string, input: FamilyMemberInput): Promise<FamilyMember> {
      const [row] = await db
        .insert(familyMembers)
        .values({ accountId, ...input })
        .returning();
      return toMember(row!, []);
    },
    async update(memberId: string, input: FamilyMemberInput): Promise<FamilyMember | null> {
      await db
        .update(familyMembers)
        .set(input)
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
      return this.get(memberId);
    },
  };
}
