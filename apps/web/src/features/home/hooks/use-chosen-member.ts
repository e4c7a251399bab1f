import { useCallback, useState } from 'react';
import type { FamilyMember } from '@sprout/contracts';
import { pickMember, readChosenMemberId, saveChosenMemberId } from '../utils/chosen-member.ts';

/** The member the home page is about; choosing one is remembered for the next visit. */
export function useChosenMember(members: readonly FamilyMember[]) {
  const [chosenId, setChosenId] = useState<string | null>(readChosenMemberId);
  const member = pickMember(members, chosenId);
  const choose = useCallback((familyMemberId: string) => {
    saveChosenMemberId(familyMemberId);
    setChosenId(familyMemberId);
  }, []);
  return { member, choose };
}
