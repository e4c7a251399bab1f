import { FULL_TERM, PRETERM } from '@sprout/contracts';
import { growthProfiles, growthRecords } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';
import { datedStory, pretermGirl32Weeks, teenGirlSiyu, termBoyHaoran, type GrowthStory } from './growth-stories.ts';

/** Fixed growthIds of the demo children, so links and tests can name them. */
export const GROWTH_DEMO_IDS = {
  babyXiaoyu: '60000000-0000-4000-8000-000000000001',
  boyHaoran: '60000000-0000-4000-8000-000000000002',
  teenSiyu: '60000000-0000-4000-8000-000000000011',
} as const;

const SEEDED: ReadonlyArray<{ growthId: string; memberId: string; story: GrowthStory }> = [
  { growthId: GROWTH_DEMO_IDS.babyXiaoyu, memberId: DEMO_IDS.members.babyXiaoyu, story: pretermGirl32Weeks },
  { growthId: GROWTH_DEMO_IDS.boyHaoran, memberId: DEMO_IDS.members.boyHaoran, story: termBoyHaoran },
  { growthId: GROWTH_DEMO_IDS.teenSiyu, memberId: DEMO_IDS.members.teenSiyu, story: teenGirlSiyu },
];

/** Growth profiles and years of records of the demo children (growth-stories.ts). */
export async function seedGrowth({ tx, today }: SeedContext): Promise<void> {
  for (const { growthId, memberId, story } of SEEDED) {
    await tx.insert(growthProfiles).values({
      id: growthId,
      familyMemberId: memberId,
      fullTermFlag: story.gestationalAgeDays === null ? FULL_TERM : PRETERM,
      gestationalAgeDays: story.gestationalAgeDays,
      fatherHeightCm: story.fatherHeightCm,
      motherHeightCm: story.motherHeightCm,
    });
    const { records } = datedStory(story, today);
    await tx.insert(growthRecords).values(
      records.map((r) => ({
        growthId,
        recordDate: r.recordDate,
        heightCm: r.height ?? null,
        weightKg: r.weight ?? null,
        headCm: r.headSize ?? null,
      })),
    );
  }
}
