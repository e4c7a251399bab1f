/**
 * Whose pages a parent sees when an address names nobody: the family member last chosen on the home page (kept
 * per account in the browser's storage under chosenMemberKey), else the first child, else the first member. The
 * web app applies it; the server applies it too where it answers before any app script runs (the health site's
 * forwarding page, apps/server/src/http/health-site.ts).
 */
export function chosenMemberKey(accountId: string): string {
  return `familyMemberId:${accountId}`;
}

interface MemberLike {
  familyMemberId: string;
  relation: string;
}

/** The member with the chosen id (it may have been deleted since), else the first child, else the first member. */
export function pickMember<T extends MemberLike>(members: readonly T[], chosenId: string | null): T | null {
  return (
    members.find((member) => member.familyMemberId === chosenId) ??
    members.find((member) => member.relation === 'child') ??
    members[0] ??
    null
  );
}

/** The roles a guardian gives an invited adult (issue 34): `guardian` everything, `caregiver` view and measure. */
export const CARER_ROLES = ['guardian', 'caregiver'] as const;
/** How long an invitation to follow a child stays open. */
export const CARER_INVITE_DAYS = 7;
