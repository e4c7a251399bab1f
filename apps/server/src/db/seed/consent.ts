import { and, eq } from 'drizzle-orm';
import { CONSENT_POLICY_KEY } from '@sprout/contracts';
import { consentHistory, contentItems, memberConsents } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';

/**
 * The demo families have answered the consent question with yes, for the clinic that holds each child's file
 * (issue 18 part 4), so every doctor journey of the demo works as before. 王丽 herself has no file and no answer.
 */
export async function seedConsent({ tx }: SeedContext): Promise<void> {
  const [policy] = await tx
    .select({ version: contentItems.currentVersion })
    .from(contentItems)
    .where(and(eq(contentItems.kind, 'legal'), eq(contentItems.key, CONSENT_POLICY_KEY)));
  const { accounts: a, members: m, clinics: c } = DEMO_IDS;
  const answers = [
    { familyMemberId: m.babyXiaoyu, accountId: a.parentWang, clinicIds: [c.xuhui] },
    { familyMemberId: m.boyHaoran, accountId: a.parentWang, clinicIds: [c.xuhui] },
    { familyMemberId: m.teenSiyu, accountId: a.parentLi, clinicIds: [c.pudong] },
  ].map((row) => ({ ...row, decision: 'granted' as const, policyKey: CONSENT_POLICY_KEY, policyVersion: policy?.version ?? 1 }));
  await tx.insert(memberConsents).values(answers);
  await tx.insert(consentHistory).values(answers);
}
