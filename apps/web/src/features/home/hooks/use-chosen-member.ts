import { useCallback, useState } from 'react';
import type { FamilyMember } from '@sprout/contracts';
import { pickMember } from '@sprout/contracts/light';
import { readChosenMemberId, saveChosenMemberId } from '../../../lib/member/chosen-member.ts';

/**
 * The member the home page is about; choosing one is remembered per account for the next visit and for
 * pages opened without a member (lib/member/resolve-member.ts reads the same choice).
 */
export function useChosenMember(members: readonly FamilyMember[], accountId: string | undefined) {
  // Read on every render: the account may arrive after the members.
  const [picked, setPicked] = useState<string | null>(null);
  const chosenId = picked ?? (accountId ? readChosenMemberId(accountId) : null);
  const member = pickMember(members, chosenId);
  const choose = useCallback(
    (familyMemberId: string) => {
      if (accountId) saveChosenMemberId(accountId, familyMemberId);
      setPicked(familyMemberId);
    },
    [accountId],
  );
  return { member, choose };
}
