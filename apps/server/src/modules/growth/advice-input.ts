import { referencesOf, type AppDeps } from '../../deps.ts';
import type { AdviceInputProvider } from '../advice/providers.ts';
import { growthRepository } from './repository.ts';
import { scoreRecord } from './scoring.ts';

/** The health-advice rules' growth input: WHO z-scores of the member's latest record (never creates a profile). */
export const growthAdviceInput: AdviceInputProvider = async (deps: AppDeps, memberId: string) => {
  const repo = growthRepository(deps.db);
  const profileId = await repo.profileIdOf(memberId);
  if (!profileId) return {};
  const [subject, latest] = await Promise.all([repo.subject(profileId), repo.latest(profileId)]);
  if (!subject || !latest) return {};
  const scores = scoreRecord(referencesOf(deps).growth, subject, latest);
  return {
    latestGrowth: {
      heightZ: scores.height?.z ?? null,
      weightZ: scores.weight?.z ?? null,
      bmiZ: scores.bmi?.z ?? null,
      date: latest.recordDate,
    },
  };
};
