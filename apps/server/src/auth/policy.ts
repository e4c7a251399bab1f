import type { Account, Role } from '@sprout/contracts';
import { API_ROOTS, AUTH_HEADER } from '@sprout/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { accounts, doctorClinics, doctors, familyMembers, patientFiles, sessions } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { hashToken } from './tokens.ts';

/**
 * Who may call what: every route declares one `Access` in its config and this file alone decides.
 *
 * - `public`: anyone, signed in or not. `publicUnlessQuery` is public too, except that a request carrying the
 *   named query parameter with one of the given values (e.g. `?draft=1`) needs one of the given roles.
 * - `signedIn`: any signed-in account, optionally of given roles.
 * - `member`: the call touches one family member's data; `resolve` finds that member from the request
 *   (a path parameter, a growth profile, a patient file...). The owner parent may `read` and `parentWrite`;
 *   a doctor with the member's patient file at one of their clinics may `read`, `clinicalRead` (the doctor
 *   screens, reachable only by the child's clinic doctors) and `clinicalWrite`.
 *   Editors reach no child's health data. An unknown member is 404, a known one out of reach 403.
 */
export type MemberAction = 'read' | 'parentWrite' | 'clinicalRead' | 'clinicalWrite';
export type MemberResolver = (req: FastifyRequest, db: AppDb) => Promise<string | null | undefined>;
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

export const access = {
  public: { kind: 'public' } as Access,
  publicUnlessQuery: (name: string, values: readonly string[], ...roles: Role[]): Access => ({ kind: 'public', unlessQuery: { name, values, roles } }),
  signedIn: { kind: 'signedIn' } as Access,
  role: (...roles: Role[]): Access => ({ kind: 'signedIn', roles }),
  member: (action: MemberAction, resolve: MemberResolver): Access => ({ kind: 'member', action, resolve }),
};

/** The member named by a path or query parameter, as is. */
export const memberFromParam =
  (name: string): MemberResolver =>
  async (req) => {
    const params = { ...(req.query as Record<string, unknown>), ...(req.params as Record<string, unknown>) };
    const value = params[name];
    return typeof value === 'string' ? value : null;
  };

/** The member behind a clinic patient file named by a parameter. */
export const memberFromPatientParam =
  (name: string): MemberResolver =>
  async (req, db) => {
    const id = (req.params as Record<string, unknown>)[name];
    if (typeof id !== 'string') return null;
    const [row] = await db.select({ memberId: patientFiles.familyMemberId }).from(patientFiles).where(eq(patientFiles.id, id));
    return row?.memberId ?? null;
  };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    account: Account | null;
    /** Set by the policy for `member` routes: the family member the call touches, and how the caller relates to it. */
    memberId: string | null;
    memberRelation: MemberRelation | null;
  }
}

export async function accountForToken(db: AppDb, token: string): Promise<Account | null> {
  const [row] = await db
    .select({ id: accounts.id, role: accounts.role, name: accounts.name, phone: accounts.phone })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}

/** How the account relates to the member, or null when it may not reach it. */
export async function relationToMember(db: AppDb, account: Account, memberId: string): Promise<MemberRelation | null> {
  if (account.role === 'parent' || account.role === 'doctor') {
    const [own] = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.accountId, account.id), isNull(familyMembers.deletedAt)));
    if (own) return 'owner';
  }
  if (account.role === 'doctor') {
    const [file] = await db
      .select({ id: patientFiles.id })
      .from(patientFiles)
      .innerJoin(doctorClinics, eq(doctorClinics.clinicId, patientFiles.clinicId))
      .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
      .where(and(eq(patientFiles.familyMemberId, memberId), eq(doctors.accountId, account.id)))
      .limit(1);
    if (file) return 'clinicDoctor';
  }
  return null;
}

const ALLOWED: Record<MemberAction, MemberRelation[]> = {
  read: ['owner', 'clinicDoctor'],
  parentWrite: ['owner'],
  clinicalRead: ['clinicDoctor'],
  clinicalWrite: ['clinicDoctor'],
};

async function memberExists(db: AppDb, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
  return Boolean(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(req: FastifyRequest, code: 'FORBIDDEN' | 'UNAUTHORIZED', reason: string): AppError {
  // Ids and roles only: nothing personal goes to the log.
  req.log.warn({ accountId: req.account?.id ?? null, role: req.account?.role ?? null, route: req.routeOptions.url, reason }, 'access refused');
  return new AppError(code);
}

export function registerPolicy(app: FastifyInstance, db: AppDb): void {
  app.decorateRequest('account', null);
  app.decorateRequest('memberId', null);
  app.decorateRequest('memberRelation', null);

  // An API route without a declared policy is a bug: refuse to start rather than serve it open.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const isApi = API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`));
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
  });

  // Who asks: before the body is parsed, so an anonymous caller learns nothing about validation.
  app.addHook('onRequest', async (req) => {
    const policy = req.routeOptions.config.access;
    if (!policy) return;
    const header = req.headers[AUTH_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (token) req.account = await accountForToken(db, token);
    if (policy.kind === 'public' && policy.unlessQuery) {
      const { name, values, roles } = policy.unlessQuery;
      const value = (req.query as Record<string, unknown> | undefined)?.[name];
      if (typeof value === 'string' && values.includes(value)) {
        if (!req.account) throw refuse(req, 'UNAUTHORIZED', `${name} without a token`);
        if (!roles.includes(req.account.role)) throw refuse(req, 'FORBIDDEN', `${name} role`);
      }
    }
    if (policy.kind !== 'public' && !req.account) throw refuse(req, 'UNAUTHORIZED', token ? 'unknown token' : 'no token');
    if (policy.kind === 'signedIn' && policy.roles && !policy.roles.includes(req.account!.role)) {
      throw refuse(req, 'FORBIDDEN', 'role');
    }
  });

  // What they touch: after validation, so resolvers see typed parameters.
  app.addHook('preHandler', async (req) => {
    const policy = req.routeOptions.config.access;
    if (policy?.kind !== 'member' || !req.account) return;
    const memberId = await policy.resolve(req, db);
    if (!memberId || !UUID.test(memberId) || !(await memberExists(db, memberId))) throw new AppError('NOT_FOUND');
    const relation = await relationToMember(db, req.account, memberId);
    if (!relation || !ALLOWED[policy.action].includes(relation)) throw refuse(req, 'FORBIDDEN', `member ${policy.action}`);
    req.memberId = memberId;
    req.memberRelation = relation;
  });
}
