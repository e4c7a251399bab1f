import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Account, Role } from '@sprout/contracts';
import { API_ROOTS, AUTH_HEADER, isUuid } from '@sprout/contracts';
import type { AppDb } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { carriesBody } from '../http/overload.ts';
import type { AccessRow, TargetKind } from './access-repository.ts';
import { standingsRead, type Access, type MemberAction, type MemberRelation, type MemberResolver, type MemberTarget } from './access.ts';
import { admit } from './admit.ts';
import { isPreview, writeAudit } from './audit.ts';
import type { RouteJoin } from './joined-read.ts';
import { authRepository } from './repository.ts';
import { hashToken } from './tokens.ts';

/**
 * Who may call what: every route declares one `Access` in its config and this file alone decides (admit.ts holds the
 * decision on a member route's access row).
 *
 * - `public`: anyone, signed in or not. `publicUnlessQuery` is public too, except that a request carrying the
 *   named query parameter with one of the given values (e.g. `?draft=1`) needs one of the given roles.
 * - `signedIn`: any signed-in account, optionally of given roles.
 * - `member`: the call touches one family member's data; `resolve` names what the request points at (a member,
 *   a patient file, a growth profile or record, an eye profile or exam, a share link) from its parameters, without a query.
 *   One prepared query then finds the member behind it and the caller's standing (auth/repository.ts). The
 *   owner parent may `read`, `ownerRead` (what only the family sees: who viewed the record, its shares, its
 *   export) and `parentWrite`; a doctor with the member's patient file at one of their clinics
 *   may `read`, `clinicalRead` (the doctor screens, reachable only by the child's clinic doctors) and
 *   `clinicalWrite`. Editors reach no child's health data. A child out of reach answers 404 like an unknown
 *   id (existence itself is private), and the refused attempt is audited.
 * - Guardians and caregivers (issue 34, docs/caregivers.md): an adult the family invited has a link to the child
 *   (`member_carers`), read as one more column of the same access query. A `guardian` may all the owner may; a
 *   `caregiver` may `read` and `measure` (growth records, doses, milestones) and is refused the rest with 403.
 * - Consent (issue 18): once the guardian has answered the consent question, a clinic doctor reaches the member
 *   only while it is granted to one of the doctor's clinics; refused or withdrawn, the doctor is answered 403
 *   FORBIDDEN (the child is known to the clinic, so this is not hidden as unknown), and the attempt is audited.
 *   Unanswered, nothing changes. The answer is part of the one access query.
 * - A route may join its data read to that query (`join`, auth/joined-read.ts, docs/decisions/4000-one-statement-per-read.md):
 *   the parent's hot growth and eye reads are then one statement each. The decision is the same, taken from the
 *   same row; the read's row reaches the handler only once the caller is admitted, and only for the target and
 *   arguments it names.
 * - Every request asks the database (docs/decisions/2800-no-read-cache.md): nothing decided for one request is
 *   kept for another, so a sign-out, a withdrawn consent or a deleted child holds on every instance at once.
 */

export type { Access, MemberAction, MemberResolver } from './access.ts';

defineMessages({
  'error.caregiverRefused': {
    'zh-CN': '照护人只能查看孩子并记录测量；同意、分享、导出和删除由监护人管理',
    'en-US': 'A caregiver can view the child and add measurements; consent, sharing, export and deletion are for guardians.',
  },
  'error.consentRefused': {
    'zh-CN': '家长未同意或已撤回同意，本诊所暂不能查看该儿童的健康数据',
    'en-US': 'The parent has not given, or has withdrawn, consent for this clinic to see this child’s health data.',
  },
});

export const access = {
  public: { kind: 'public' } as Access,
  publicUnlessQuery: (name: string, values: readonly string[], ...roles: Role[]): Access => ({
    kind: 'public',
    unlessQuery: { name, values, roles },
  }),
  signedIn: { kind: 'signedIn' } as Access,
  role: (...roles: Role[]): Access => ({ kind: 'signedIn', roles }),
  /** `join`: the route's data read, joined to the policy's query (auth/joined-read.ts). */
  member: (action: MemberAction, resolve: MemberResolver, join?: RouteJoin): Access =>
    join ? { kind: 'member', action, resolve, join } : { kind: 'member', action, resolve },
};

/** The member named by a path or query parameter, as is. */
export const memberFromParam =
  (name: string): MemberResolver =>
  (req) => {
    const value = (req.params as Record<string, unknown>)[name] ?? (req.query as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? { kind: 'member', id: value } : null;
  };

/** The member behind a clinic patient file named by a path parameter. */
export const memberFromPatientParam =
  (name: string): MemberResolver =>
  (req) => {
    const value = (req.params as Record<string, unknown>)[name];
    return typeof value === 'string' ? { kind: 'patientFile', id: value } : null;
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
    /** The record the route's target resolved to, found once by the policy's query (e.g. the eyeId of an eyeAxisId). */
    targetId: string | null;
    /** The access decision read with the session (one query), for the target named by the raw request. */
    accessRead: { kind: TargetKind; id: string; row: AccessRow | null } | null;
    /** A member route whose target is in the body: the token's hash, read with the access once the body is parsed. */
    pendingTokenHash: string | null;
  }
}

function refuse(req: FastifyRequest, code: 'FORBIDDEN' | 'UNAUTHORIZED', reason: string): AppError {
  // Ids and roles only: nothing personal goes to the log.
  req.log.warn(
    { accountId: req.account?.id ?? null, role: req.account?.role ?? null, route: req.routeOptions.url, reason },
    'access refused',
  );
  return new AppError(code);
}

export function registerPolicy(app: FastifyInstance, db: AppDb): void {
  const repo = authRepository(db);
  app.decorateRequest('account', null);
  app.decorateRequest('memberId', null);
  app.decorateRequest('memberRelation', null);
  app.decorateRequest('targetId', null);
  app.decorateRequest('accessRead', null);
  app.decorateRequest('pendingTokenHash', null);
  app.decorateRequest('joinedRead', null);

  // An API route without a declared policy is a bug: refuse to start rather than serve it open. A route with one
  // gets the two hooks below bound to it, its policy in hand: routes without one (the web app's files) skip
  // them, and no request reads its route's options to find its policy.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    const policy = route.config?.access;
    const isApi = API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`));
    if (isApi && !policy) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
    if (!policy) return;
    // First of the route's own hooks, as a new array: Fastify's HEAD twin of a GET route has its own.
    route.onRequest = [whoAsks(policy), ...[route.onRequest ?? []].flat()];
    if (policy.kind === 'member')
      route.preHandler = [whatTheyTouch(policy, route.config?.previewQuery), ...[route.preHandler ?? []].flat()];
  });

  // Who asks: before the body is parsed, so an anonymous caller learns nothing about validation. On a member
  // route whose target the raw request already names, the access decision comes in the same query (it is used
  // after validation, below, only if validation leaves the target as it was). A member route whose target is in
  // the body (the writes: a growth save names its growthId there) reads the session once the body is parsed,
  // with the access in the same query (sessionWithBody), still before the text guard and the schema: a caller
  // without a token is refused here at once; one with a token learns no more before it is checked than whether
  // the body was JSON at all.
  const whoAsks =
    (policy: Access): onRequestHookHandler =>
    async (req) => {
      const header = req.headers[AUTH_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      const target = token && policy.kind === 'member' ? rawTarget(policy, req) : null;
      if (token && policy.kind === 'member' && !target && carriesJsonBody(req)) {
        req.pendingTokenHash = hashToken(token);
        return;
      }
      await decide(req, policy, token ? hashToken(token) : null, target);
    };

  /** Reads the session (with the access when the request names a target) and refuses a caller the policy does not admit. */
  async function decide(req: FastifyRequest, policy: Access, hash: string | null, target: MemberTarget | null): Promise<void> {
    let session = null;
    if (hash) {
      if (target) {
        const read = await sessionAndAccess(req, policy, hash, target);
        session = read?.session ?? null;
        req.accessRead = read ? { kind: target.kind, id: target.id, row: read.access } : null;
      } else {
        session = await repo.sessionForTokenHash(hash);
      }
    }
    req.account = session?.account ?? null;
    const refusal = callerRefusal(req, policy, Boolean(hash));
    if (refusal) throw refusal;
  }

  /**
   * The policy's row for a named target: by the route's joined read when it has one the raw request names (one
   * statement, the read's row held for the handler), else by the policy's own query.
   */
  async function sessionAndAccess(req: FastifyRequest, policy: Access, hash: string, target: MemberTarget) {
    const join = policy.kind === 'member' ? policy.join : undefined;
    const standings = policy.kind === 'member' ? standingsRead(policy.action) : 'familyThenClinic';
    const args = join ? rawJoinArgs(join, req, target.id) : null;
    if (join && args) {
      const joined = await repo.sessionAccessAndRead(hash, target.kind, target.id, join, args, standings);
      if (joined) {
        if (joined.found) req.joinedRead = { read: join.read, args, row: joined.row };
        return joined.found;
      }
    }
    return repo.sessionAndAccess(hash, target.kind, target.id, standings);
  }

  // Global, and registered before the text guard's (app.ts), so that the session is decided before any check of
  // the body's content; a request without a pending session costs no promise.
  app.addHook('preValidation', (req, _reply, done) => {
    const hash = req.pendingTokenHash;
    if (hash === null) return done();
    req.pendingTokenHash = null;
    const policy = req.routeOptions.config.access!;
    decide(req, policy, hash, policy.kind === 'member' ? rawTarget(policy, req) : null).then(() => done(), done);
  });

  // What they touch: after validation, so resolvers see typed parameters. One query decides.
  const whatTheyTouch =
    (policy: Extract<Access, { kind: 'member' }>, previewQuery: string | undefined): preHandlerHookHandler =>
    async (req) => {
      if (!req.account) return;
      const target = policy.resolve(req);
      if (!target || !isUuid(target.id)) throw new AppError('NOT_FOUND');
      const read = req.accessRead;
      const same = read !== null && read.kind === target.kind && read.id === target.id;
      // A read joined for another target than the one validation left is never handed on.
      if (!same) req.joinedRead = null;
      const row = same ? read.row : await repo.access(target.kind, target.id, req.account.id);
      const refusal = admit(req, policy.action, target.check, row, isPreview(req, previewQuery));
      if (!refusal) return;
      // Out of reach reads as unknown, and the attempt stays on the trail.
      if (refusal.audit) await writeAudit(db, req, refusal.audit);
      throw refusal.error;
    };
}

/**
 * Whether the request has a JSON body to parse (a length above zero, or chunks): the only kind whose target the
 * policy waits for. An upload (a file as the body, up to its own larger limit) is never read before its caller is known.
 */
function carriesJsonBody(req: FastifyRequest): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && /^application\/json\b/i.test(type.trim()) && carriesBody(req);
}

/** The target a member route's resolver names from the raw request, when it names a well-formed one. */
function rawTarget(policy: Extract<Access, { kind: 'member' }>, req: FastifyRequest): MemberTarget | null {
  try {
    const target = policy.resolve(req);
    return target && isUuid(target.id) ? target : null;
  } catch {
    // The resolver refuses what validation will name; the two-step path answers it.
    return null;
  }
}

/** The joined read's arguments as the raw request names them, or null: one that throws leaves the two-statement path. */
function rawJoinArgs(join: RouteJoin, req: FastifyRequest, targetId: string): readonly unknown[] | null {
  try {
    return join.args(req, targetId);
  } catch {
    return null;
  }
}

/** The caller's own checks, once `req.account` is known: a token where one is needed, a role where one is named. */
function callerRefusal(req: FastifyRequest, policy: Access, hadToken: boolean): AppError | null {
  if (policy.kind === 'public' && policy.unlessQuery) {
    const { name, values, roles } = policy.unlessQuery;
    const value = (req.query as Record<string, unknown> | undefined)?.[name];
    if (typeof value === 'string' && values.includes(value)) {
      if (!req.account) return refuse(req, 'UNAUTHORIZED', `${name} without a token`);
      if (!roles.includes(req.account.role)) return refuse(req, 'FORBIDDEN', `${name} role`);
    }
  }
  if (policy.kind !== 'public' && !req.account) return refuse(req, 'UNAUTHORIZED', hadToken ? 'unknown token' : 'no token');
  if (policy.kind === 'signedIn' && policy.roles && !policy.roles.includes(req.account!.role)) return refuse(req, 'FORBIDDEN', 'role');
  return null;
}

/**
 * Whether the account owns the living member (or is its guardian), by the access query every member route runs: for an address made for
 * an owner that is opened without a session (auth/signed-link.ts), so a child deleted or moved since is refused.
 */
export function memberOwnership(db: AppDb): (accountId: string, memberId: string) => Promise<boolean> {
  const repo = authRepository(db);
  return async (accountId, memberId) => {
    const row = await repo.access('member', memberId, accountId);
    return Boolean(row?.owner || row?.carerRole === 'guardian');
  };
}

/** The record the policy resolved for this request (a route without a member target has none: a bug). */
export function resolvedTarget(req: FastifyRequest): string {
  if (!req.targetId) throw new Error('no resolved target: the route declares no member access');
  return req.targetId;
}
