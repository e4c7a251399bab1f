import { chosenMemberKey } from '@sprout/contracts/light';
import { readStorage, writeStorage } from '../storage.ts';

/** The member last chosen on the home page, per account (two parents may share a phone): packages/contracts family-rules. */
export function readChosenMemberId(accountId: string): string | null {
  return readStorage(chosenMemberKey(accountId));
}

export function saveChosenMemberId(accountId: string, familyMemberId: string): void {
  writeStorage(chosenMemberKey(accountId), familyMemberId);
}
