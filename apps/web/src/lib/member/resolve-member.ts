import { pickMember } from '@sprout/contracts/light';
import { getMe } from '../auth/get-me.ts';
import { REDIRECT_PARAM } from '../auth/redirect.ts';
import { readChosenMemberId } from './chosen-member.ts';
import { getFamilyMembers } from './family-members.ts';

/** Where a parent adds a family member (no id) or changes one (`?familyMemberId=`). */
export const MEMBER_FORM_PATH = '/family/member';

/**
 * Parameters that already name whose page it is: a family member, a clinic file (spec §5: the text
 * "undefined" counts as none), a growth or eye profile.
 */
const MEMBER_ID_PARAMS = ['familyMemberId', 'patientId', 'growthId', 'eyeId', 'eyeAxisId'] as const;

function namesSomeone(params: URLSearchParams): boolean {
  return MEMBER_ID_PARAMS.some((name) => {
    const value = params.get(name);
    return Boolean(value && value !== 'undefined');
  });
}

/** The add-member form, coming back to `here` once the member exists. */
export function memberFormPath(here?: string): string {
  return here ? `${MEMBER_FORM_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: here }).toString()}` : MEMBER_FORM_PATH;
}

/**
 * Where a parent's page about one family member should go when its address names nobody: the same page
 * for the member chosen on the home page (else the first child, else the first member), or the add-member
 * form when the family is empty. Null when the address already names someone, or when this is not a
 * parent's (a doctor's or an editor's page says what is missing itself), or when the family cannot be
 * read: the page then shows its own message.
 */
export async function memberRedirect(url: URL, signal?: AbortSignal): Promise<string | null> {
  const params = url.searchParams;
  if (namesSomeone(params)) return null;
  if (params.get('scope') === 'doctor' || params.get('role') === 'doctor') return null;
  try {
    const me = await getMe(signal);
    if (me.role !== 'parent') return null;
    const member = pickMember(await getFamilyMembers(signal), readChosenMemberId(me.id));
    if (!member) return memberFormPath(`${url.pathname}${url.search}`);
    const next = new URLSearchParams(params);
    next.set('familyMemberId', member.familyMemberId);
    return `${url.pathname}?${next.toString()}`;
  } catch {
    return null;
  }
}
