import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { isUuid, SCREEN_VIEW_HEADER } from '@sprout/contracts';
import type { AppDb } from '../db/client.ts';
import type { Access } from './access.ts';
import { writeAuditRow } from './audit-batch.ts';
import type { AuditRow } from './repository.ts';

export type AuditAction = 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An editor's read of this route is recorded too (personal data such as contact-form leads). */
    auditEditorRead?: boolean;
    /**
     * A query parameter that makes a write route a preview (e.g. `dryRun`): with it true nothing is stored, so the
     * trail records the call as the read it is, never as a change to the child's data (issue 30).
     */
    previewQuery?: string;
    /**
     * A member route whose writes name what they touched (its path with the ids in it), e.g. which visit a doctor
     * corrected or withdrew (issue 30): the trail then says which entry, not only whose record.
     */
    auditTarget?: boolean;
  }
}

/** Whether this request is the preview its route's `previewQuery` names (the query as validated: a boolean). */
export function isPreview(req: FastifyRequest, previewQuery: string | undefined): boolean {
  return Boolean(previewQuery) && (req.query as Record<string, unknown> | undefined)?.[previewQuery!] === true;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an editor's request touched: its path with the ids in it, never the query or the body. */
export function targetOf(req: FastifyRequest): string {
  return req.url.split('?', 1)[0]!.slice(0, 300);
}

/** The screen view the call belongs to (header x-screen-view), or null when absent or not a uuid. */
export function screenViewOf(req: FastifyRequest): string | null {
  const header = req.headers[SCREEN_VIEW_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && isUuid(value) ? value.toLowerCase() : null;
}

/**
 * Writes one audit row. A read inside a named screen view is written once per account, screen view and member
 * (the unique index of migration 1500 drops the repeats), so a screen that makes five calls leaves one row.
 */
export async function writeAudit(
  db: AppDb,
  req: FastifyRequest,
  row: { action: AuditAction; familyMemberId: string | null; status: number; target?: string | null; role?: string },
): Promise<void> {
  await writeAuditRow(db, auditEventOf(req, row));
}

/** The row as stored (auth/repository.ts AuditRow): who, with what standing, which route, whose data, from where. */
function auditEventOf(
  req: FastifyRequest,
  row: { action: AuditAction; familyMemberId: string | null; status: number; target?: string | null; role?: string },
): AuditRow {
  const screenViewId = row.action === 'read' ? screenViewOf(req) : null;
  return {
    accountId: req.account!.id,
    // A guardian's or caregiver's call carries that standing (issue 34), so the family's access log can name it.
    role: row.role ?? req.account!.role,
    action: row.action,
    method: req.method,
    route: req.routeOptions.url ?? req.url.split('?')[0]!,
    familyMemberId: row.familyMemberId,
    ip: req.ip,
    status: row.status,
    screenViewId,
    target: row.target ?? null,
  };
}

/**
 * Records every successful read of a member's health data by a doctor, a guardian or caregiver the family invited
 * (issue 34), and every write by anyone, for the routes whose policy names a member. Parents reading their own
 * children are not audited: that is their own
 * data, and the trail stays about access by others. It fails closed: data whose access cannot be recorded is not
 * sent. The row is written from the first of the route's onSend hooks and awaited by the last one
 * (`awaitAuditBeforeSending`), so the hooks between (the idempotency record, the compression) run while it is under
 * way rather than one round trip to the database after another (issue 28: a write's save, audit and idempotency
 * record were three turns of a loaded event loop in a row).
 */
export function registerAudit(app: FastifyInstance, db: AppDb): void {
  // Bound to each route with a policy, first of its own onSend hooks (before compression); with `done` rather
  // than async: most answers leave no row, and those cost no promise.
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (!config?.access) return;
    const hook: onSendHookHandler = (req, reply, payload, done) => {
      if (writtenWithWrite.has(req)) return done(null, payload);
      const row = routeAuditRow(req, reply.statusCode);
      if (row) {
        const written = writeAudit(db, req, row);
        // Its failure is answered by the last hook; until then it is held, not unhandled.
        written.catch(() => undefined);
        auditsUnderWay.set(req, written);
      }
      done(null, payload);
    };
    route.onSend = [hook, ...[route.onSend ?? []].flat()];
  });
}

/** The row an answer with `status` leaves by its route's policy (null: none), the hook's choice. */
function routeAuditRow(req: FastifyRequest, status: number): Parameters<typeof writeAudit>[2] | null {
  const config = req.routeOptions.config;
  if (!config?.access) return null;
  const row = auditRowOf(req, status, config.access, Boolean(config.auditEditorRead), isPreview(req, config.previewQuery));
  if (row && config.auditTarget && row.action === 'write') row.target = targetOf(req);
  return row;
}

/** The requests whose write wrote their audit row in its own statement (auditRowOfWrite): the hook leaves them. */
const writtenWithWrite = new WeakSet<FastifyRequest>();

/**
 * The audit row a write answered with `status` leaves, for a write that inserts it in its own statement, so the write
 * and its row commit together (issue 28: one round trip and one commit fewer a save, and no moment where the write is
 * stored and its row not yet); null when it leaves none. `written()` once the statement has inserted it: the audit hook
 * then writes no second row, even should the answer end up another (the row records the write that was committed).
 */
export function auditRowOfWrite(req: FastifyRequest, status: number): { row: AuditRow; written: () => void } | null {
  const row = routeAuditRow(req, status);
  if (!row || row.action !== 'write') return null;
  return { row: auditEventOf(req, row), written: () => writtenWithWrite.add(req) };
}

/** The audit row each answer is waiting for, from the first of its onSend hooks to the last. */
const auditsUnderWay = new WeakMap<FastifyRequest, Promise<void>>();

/**
 * The last of every route's onSend hooks (app.ts registers it after the compression): the answer leaves only once
 * its audit row is committed, and an audit that failed turns it into the error. Should a hook in between fail, the
 * error's answer passes here too and waits for the row all the same.
 */
export function awaitAuditBeforeSending(app: FastifyInstance): void {
  const hook: onSendHookHandler = (req, _reply, payload, done) => {
    const written = auditsUnderWay.get(req);
    if (!written) return done(null, payload);
    auditsUnderWay.delete(req);
    written.then(() => done(null, payload), done);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) return;
    route.onSend = [route.onSend ?? []].flat().concat(hook);
  });
}

/** The audit row an answer leaves, or null when it leaves none. */
function auditRowOf(
  req: FastifyRequest,
  status: number,
  policy: Access,
  auditEditorRead: boolean,
  preview: boolean,
): Parameters<typeof writeAudit>[2] | null {
  if (!req.account || status >= 400) return null;
  if (policy.kind !== 'member') {
    // Editors' writes (content, clinics, doctors, pages, leads) with the path they touched; their reads only
    // of routes marked auditEditorRead.
    if (req.account.role !== 'admin') return null;
    const isRead = READ_METHODS.has(req.method);
    if (isRead && !auditEditorRead) return null;
    return { action: isRead ? 'read' : 'write', familyMemberId: null, status, target: targetOf(req) };
  }
  if (!req.memberId || !req.memberRelation) return null;
  const action: AuditAction =
    preview || policy.action === 'read' || policy.action === 'ownerRead' || policy.action === 'clinicalRead' ? 'read' : 'write';
  // The owner's own reads are not recorded; everyone else's are, an invited guardian's or caregiver's included.
  if (action === 'read' && req.memberRelation === 'owner') return null;
  const carer = req.memberRelation === 'guardian' || req.memberRelation === 'caregiver';
  return { action, familyMemberId: req.memberId, status, ...(carer ? { role: req.memberRelation! } : {}) };
}
