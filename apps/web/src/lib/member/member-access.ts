import type { FamilyMember } from '@sprout/contracts';
import { useFamilyMembers } from './family-members.ts';

type MemberAccess = NonNullable<FamilyMember['access']>;

/**
 * How the signed-in account stands towards a family member (issue 34), from the family list it already holds:
 * `owner`, an invited `guardian` (everything) or `caregiver` (view, add growth measurements). The server decides
 * (auth/policy.ts); screens only hide what would be refused. A member not in the list (a doctor's patient) reads as
 * `owner`: the screen then shows what it always did.
 */
export function memberAccessOf(members: readonly FamilyMember[] | undefined, familyMemberId: string | null | undefined): MemberAccess {
  return members?.find((m) => m.familyMemberId === familyMemberId)?.access ?? 'owner';
}

/**
 * Whether the family's own matters (consent, sharing, export, deletion, people, settings) are the caller's: false
 * until the family list is known, so a caregiver never sees, even for a moment, an action they would be refused.
 */
export function useIsGuardian(familyMemberId: string | null | undefined): boolean {
  const members = useFamilyMembers().data;
  return members !== undefined && memberAccessOf(members, familyMemberId) !== 'caregiver';
}
