import { addDays } from '@sprout/clinical';
import { milestoneTicks } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_AGES_DAYS, DEMO_IDS } from './demo-people.ts';

/**
 * The demo's milestone ticks (issue 34 part 2): the preterm baby (read at her corrected age, about 5 months) does three
 * of the four things of the 3-month check, so one warning sign shows as "talk to your doctor"; the school boy reached
 * WHO's six motor milestones in his first year and a half.
 */
export async function seedMilestones({ tx, today }: SeedContext): Promise<void> {
  const { members: m, accounts: a } = DEMO_IDS;
  const babyBorn = addDays(today, -DEMO_AGES_DAYS.babyXiaoyu);
  const boyBorn = addDays(today, -DEMO_AGES_DAYS.boyHaoran);
  const tick = (memberId: string, accountId: string, born: string) => (milestone: string, days: number) => ({
    familyMemberId: memberId,
    milestone,
    achievedOn: addDays(born, days),
    recordedBy: accountId,
  });
  const baby = tick(m.babyXiaoyu, a.parentWang, babyBorn);
  const boy = tick(m.boyHaoran, a.parentWang, boyBorn);
  await tx
    .insert(milestoneTicks)
    .values([
      baby('sign.reactsToLoudSound', 70),
      baby('sign.smilesOrCoos', 95),
      baby('sign.followsFaces', 110),
      boy('who.sitting', 190),
      boy('who.standingAssisted', 240),
      boy('who.crawling', 250),
      boy('who.walkingAssisted', 290),
      boy('who.standingAlone', 330),
      boy('who.walkingAlone', 380),
    ]);
}
