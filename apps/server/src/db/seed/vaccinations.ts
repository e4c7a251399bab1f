import { addDays, dosesOf, infantOnTimeTo4Months, schoolBoyMissedMenAC, teenGirlComplete, type StoryDose } from '@sprout/clinical';
import { vaccinationDoses } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_AGES_DAYS, DEMO_IDS } from './demo-people.ts';

/**
 * The demo children's vaccination certificates (issue 34), told by @sprout/clinical's stories: the baby on time with
 * her 6-month doses due, the school boy with his 6-year MPSV-AC dose overdue, the teenager due her first HPV dose.
 * Batch numbers look like a certificate's.
 */
export async function seedVaccinations({ tx, today }: SeedContext): Promise<void> {
  const { members: m, accounts: a } = DEMO_IDS;
  const children: { memberId: string; accountId: string; ageDays: number; story: readonly StoryDose[] }[] = [
    { memberId: m.babyXiaoyu, accountId: a.parentWang, ageDays: DEMO_AGES_DAYS.babyXiaoyu, story: infantOnTimeTo4Months },
    { memberId: m.boyHaoran, accountId: a.parentWang, ageDays: DEMO_AGES_DAYS.boyHaoran, story: schoolBoyMissedMenAC },
    { memberId: m.teenSiyu, accountId: a.parentLi, ageDays: DEMO_AGES_DAYS.teenSiyu, story: teenGirlComplete },
  ];
  const rows = children.flatMap(({ memberId, accountId, ageDays, story }) =>
    dosesOf(story, addDays(today, -ageDays)).map((d, i) => ({
      familyMemberId: memberId,
      vaccine: d.vaccine,
      doseNumber: d.dose,
      givenOn: d.date,
      batch: i % 3 === 0 ? `${d.date.slice(0, 4)}${String(100 + i * 7).padStart(4, '0')}` : null,
      recordedBy: accountId,
    })),
  );
  await tx.insert(vaccinationDoses).values(rows);
}
