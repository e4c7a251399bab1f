import type { FastifyRequest } from 'fastify';
import type { Role } from '@sprout/contracts';
import type { TargetKind } from './repository.ts';

/**
 * What a route declares about who may call it (auth/policy.ts enforces it, auth/audit.ts records it): apart from
 * both so neither imports the other.
 */
export type MemberAction = 'read' | 'ownerRead' | 'parentWrite' | 'clinicalRead' | 'clinicalWrite';
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
  | { kind: 'member'; action: MemberAction; resolve: MemberResolver };

export type MemberRelation = 'owner' | 'clinicDoctor';
