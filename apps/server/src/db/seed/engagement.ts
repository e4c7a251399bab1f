import type { SeedContext } from './core.ts';
import { seedQuestionnaires } from './engagement-questionnaires.ts';
import { seedSurveys } from './engagement-surveys.ts';
import { seedPlans } from './membership-plans.ts';

/** Surveys, questionnaires with rewards, and membership plans, in both languages. */
export async function seedEngagement(ctx: SeedContext): Promise<void> {
  await seedSurveys(ctx);
  await seedQuestionnaires(ctx);
  await seedPlans(ctx);
}
