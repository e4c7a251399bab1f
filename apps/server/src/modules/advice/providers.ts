import type { AppDb } from '../../db/client.ts';
import type { AdviceInputs } from './rules.ts';

/**
 * Where the rules' growth and eye inputs come from. The advice module does not read other modules' tables;
 * instead the growth and eye modules register a provider here (at import time, e.g. in their routes.ts):
 *
 *   adviceInputProviders.push(async (db, memberId, asOf) => ({ latestGrowth: ... }));
 *
 * Each provider returns the part of the inputs it knows; providers run in order and later ones win. With none
 * registered, the rules see no growth or eye data and advise from age alone (and remind to measure).
 */
export type AdviceInputProvider = (
  db: AppDb,
  familyMemberId: string,
  asOf: string,
) => Promise<Partial<Pick<AdviceInputs, 'latestGrowth' | 'latestEye'>>>;

export const adviceInputProviders: AdviceInputProvider[] = [];
