import type { AppDeps } from '../../deps.ts';
import type { AdviceInputs } from './rules.ts';

/**
 * Where the rules' growth and eye inputs come from. The advice module does not read other modules' tables;
 * the growth and eye modules each export a provider and the composition root (modules/index.ts) registers
 * them here, once per process:
 *
 *   adviceInputProviders.push(growthAdviceInput, eyeAdviceInput);
 *
 * Each provider returns the part of the inputs it knows; providers run in order and later ones win. With none
 * registered, the rules see no growth or eye data and advise from age alone (and remind to measure).
 */
export type AdviceInputProvider = (
  deps: AppDeps,
  familyMemberId: string,
  asOf: string,
) => Promise<Partial<Pick<AdviceInputs, 'latestGrowth' | 'latestEye'>>>;

export const adviceInputProviders: AdviceInputProvider[] = [];
