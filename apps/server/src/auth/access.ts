import type { FastifyRequest } from 'fastify';
import type { Account, Role } from '@sprout/contracts';
import type { AccessRow, TargetKind } from './access-repository.ts';
import type { RouteJoin } from './joined-read.ts';

/**
 * What a route declares about who may call it (auth/policy.ts enforces it, auth/audit.ts records it): apart from
 * both so neither imports the other.
 */
export type MemberAction = 'read' | 'ownerRead' | 'parentWrite' | 'measure' | 'annotate' | 'clinicalRead' | 'clinicalWrite';
/** What a member route points at; `check` runs once the member is known and in reach (e.g. a second id). */
export interface MemberTarget {
  kind: TargetKind;
  id: string;
  check?: (memberId: string) => void;
}
export type MemberResolver = (req: FastifyRequest) => MemberTarget | null;
export interface ElevatingQuery {
  name: string;
  values: readonly string[];
  roles: readonly Role[];
}
export type Access =
  | { kind: 'public'; unlessQuery?: ElevatingQuery }
  | { kind: 'signedIn'; roles?: readonly Role[] }
  | { kind: 'member'; action: MemberAction; resolve: MemberResolver; join?: RouteJoin };

/**
 * How a caller stands towards a child: the account that owns it, an adult it made a `guardian` or a `caregiver`
 * (migration 3300, modules/carers), or a doctor of a clinic holding the child's patient file.
 */
export type MemberRelation = 'owner' | 'guardian' | 'caregiver' | 'clinicDoctor';

/**
 * Every standing the account has towards the member (roles decide which count), strongest first: an account may
 * be, say, a doctor of the child's clinic and a caregiver of the same child.
 */
export function relationsOf(account: Account, row: AccessRow): MemberRelation[] {
  const relations: MemberRelation[] = [];
  const family = account.role === 'parent' || account.role === 'doctor';
  if (family && row.owner) relations.push('owner');
  else if (family && row.carerRole) relations.push(row.carerRole);
  if (account.role === 'doctor' && row.clinicDoctor) relations.push('clinicDoctor');
  return relations;
}

/**
 * The one table of who may do what to a child (issue 34 adds guardian and caregiver):
 * - `guardian` may do all the owner may: consent, shares, access log, export, deletion, inviting and removing.
 * - `caregiver` may read the child's data (`read`) and add or correct growth measurements (`measure`); the
 *   family's own matters (`ownerRead`, `parentWrite`: consent, shares, access log, export, profile, deletion,
 *   carers) are refused with 403, as the caregiver knows the child exists.
 * - `annotate`: events on the child's charts (issue 33), written by the family and the child's clinic doctors alike.
 */
export const ALLOWED: Record<MemberAction, MemberRelation[]> = {
  read: ['owner', 'guardian', 'caregiver', 'clinicDoctor'],
  ownerRead: ['owner', 'guardian'],
  parentWrite: ['owner', 'guardian'],
  measure: ['owner', 'guardian', 'caregiver'],
  annotate: ['owner', 'guardian', 'caregiver', 'clinicDoctor'],
  clinicalRead: ['clinicDoctor'],
  clinicalWrite: ['clinicDoctor'],
};

/**
 * Which of the caller's standings the policy's query reads for an action (access-repository.ts, StandingScope):
 * the family's alone where no clinic doctor is admitted, the clinic's at once where only one is, and where both
 * are, the family's first and, for a doctor's token only, every standing after.
 */
export type StandingsRead = 'family' | 'clinic' | 'familyThenClinic';

export function standingsRead(action: MemberAction): StandingsRead {
  const clinic = ALLOWED[action].includes('clinicDoctor');
  if (!clinic) return 'family';
  return ALLOWED[action].length === 1 ? 'clinic' : 'familyThenClinic';
}
