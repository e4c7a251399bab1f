import { and, asc, between, eq, isNotNull, isNull } from 'drizzle-orm';
import type { BoneAgeMethod } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { boneAges, familyMembers, growthProfiles, growthRecords } from '../../db/schema/index.ts';

export interface StoredBoneAge {
  id: string;
  takenOn: string;
  boneAgeMonths: number;
  method: BoneAgeMethod;
  note: string;
}

export interface BoneAgeSubject {
  sex: 'male' | 'female';
  birthDate: string;
  /** The child's growth reference (WHO when the child has no growth profile yet). */
  reference: 'who' | 'china' | 'cdc2000';
}

export interface HeightRow {
  date: string;
  heightCm: number | null;
  measure: 'lying' | 'standing' | null;
}

/** Bone age readings of a family member (migration 4000), and what plotting them needs. */
export function boneAgeRepository(db: AppDb) {
  return {
    /** The child's sex, birth date and growth reference, or null when deleted. */
    async subject(memberId: string): Promise<BoneAgeSubject | null> {
      const [row] = await db
        .select({ sex: familyMembers.sex, birthDate: familyMembers.birthDate, reference: growthProfiles.reference })
        .from(familyMembers)
        .leftJoin(growthProfiles, eq(growthProfiles.familyMemberId, familyMembers.id))
        .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)))
        .limit(1);
      return row ? { sex: row.sex, birthDate: row.birthDate, reference: row.reference ?? 'who' } : null;
    },

    /** Oldest first. */
    async list(memberId: string): Promise<StoredBoneAge[]> {
      const rows = await db
        .select({
          id: boneAges.id,
          takenOn: boneAges.takenOn,
          boneAgeMonths: boneAges.boneAgeMonths,
          method: boneAges.method,
          note: boneAges.note,
        })
        .from(boneAges)
        .where(eq(boneAges.familyMemberId, memberId))
        .orderBy(asc(boneAges.takenOn), asc(boneAges.createdAt), asc(boneAges.id));
      return rows.map((r) => ({ ...r, method: r.method as BoneAgeMethod }));
    },

    /** The member's heights measured between two dates (inclusive), by the (growth_id, record_date) index. */
    async heightsBetween(memberId: string, from: string, to: string): Promise<HeightRow[]> {
      return db
        .select({ date: growthRecords.recordDate, heightCm: growthRecords.heightCm, measure: growthRecords.measure })
        .from(growthRecords)
        .innerJoin(growthProfiles, eq(growthProfiles.id, growthRecords.growthId))
        .where(
          and(eq(growthProfiles.familyMemberId, memberId), isNotNull(growthRecords.heightCm), between(growthRecords.recordDate, from, to)),
        )
        .orderBy(asc(growthRecords.recordDate));
    },

    async add(memberId: string, reading: Omit<StoredBoneAge, 'id'>, accountId: string): Promise<void> {
      await db.insert(boneAges).values({ familyMemberId: memberId, ...reading, createdBy: accountId });
    },

    async remove(memberId: string, boneAgeId: string): Promise<boolean> {
      const rows = await db
        .delete(boneAges)
        .where(and(eq(boneAges.id, boneAgeId), eq(boneAges.familyMemberId, memberId)))
        .returning({ id: boneAges.id });
      return rows.length > 0;
    },
  };
}
