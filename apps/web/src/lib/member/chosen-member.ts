import type { FamilyMember } from '@sprout/contracts';
import { readStorage, writeStorage } from '../storage.ts';

/**
 * The family member the user last chose on the home page, kept across visits. Per account: two parents
 * sharing a phone (or a doctor testing as a parent) must not inherit each other's child.
 */
export function chosenMemberKey(accountId: string): string {
  return `familyMemberId:${accountId}`;
}

export function readChosenMemberId(accountId: string): string | null {
  return readStorage(chosenMemberKey(accountId));
}

export function saveChosenMemberId(accountId: string, familyMemberId: string): void {
  writeStorage(chosenMemberKey(accountId), familyMemberId);
}

/**
 * The member with the chosen id, else the first child (the app is mostly about the children; the list
 * also holds the parent, oldest first), else the first member. The saved id may have been deleted since.
 */
export function pickMember(members: readonly FamilyMember[], chosenId: string | null): FamilyMember | null {
  return (
    members.find((member) => member.familyMemberId === chosenId) ??
    members.find((member) => member.relation === 'child') ??
    members[0] ??
    null
  );
}
