import type { FamilyMember } from '@sprout/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** The family member the user last chose, kept across visits. */
export const CHOSEN_MEMBER_STORAGE_KEY = 'familyMemberId';

export function readChosenMemberId(): string | null {
  return readStorage(CHOSEN_MEMBER_STORAGE_KEY);
}

export function saveChosenMemberId(familyMemberId: string): void {
  writeStorage(CHOSEN_MEMBER_STORAGE_KEY, familyMemberId);
}

/**
 * The member with the chosen id, else the first child (the home page is mostly about the children; the
 * list also holds the parent, oldest first), else the first member. The saved id may be another account's
 * or deleted.
 */
export function pickMember(members: readonly FamilyMember[], chosenId: string | null): FamilyMember | null {
  return (
    members.find((member) => member.familyMemberId === chosenId) ??
    members.find((member) => member.relation === 'child') ??
    members[0] ??
    null
  );
}
