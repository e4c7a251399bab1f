import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { AppError } from './errors.ts';
import { idempotencyRepository } from './idempotency/repository.ts';

/**
 * The writes that accept an `Idempotency-Key` header (issue 11): the growth save and edit, eye exams,
 * health-record entries, doctor advice, survey and questionnaire submissions, orders and leads. Listed here,
 * by route, so that the rule lives in one place.
 */
export const IDEMPOTENT_ROUTES = new Set([
  'POST /health-info-service/app/growth/save',
  'POST /health-info-service/app/growth/edit',
  'POST /health-info-service/doctor/eye/:id/records',
  'PUT /health-info-service/doctor/eye/records/:recordId',
  'POST /app-web2/family_members/:familyMemberId/visits',
  'POST /app-web2/family_members/:familyMemberId/test_reports',
  'POST /app-web2/family_members/:familyMemberId/checkup_reports',
  'POST /app-web2/family_members/:familyMemberId/doctor_advices',
  'POST /app-web2/diseaseSurveys/:diseaseCode/answers',
  'POST /app-web2/questionnaires/:code/submissions',
  'POST /app-web2/orders',
  'POST /app-web2/leads',
]);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII, as UUIDs and most client libraries make them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** How long a key is remembered (the maintenance job drops older ones). */
export const KEEP_KEYS_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { actor: string; key: string } | null;
  }
}

/** JSON with sorted keys, so that the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `takeoverSeconds` (IDEMPOTENCY_TAKEOVER_SECONDS): a first request that has not answered after this long is taken
 * to have died with its process (kill -9 between its claim and its answer), and a retry runs the write again.
 * Sooner, a retry is told the first is still in progress (409), so two copies never run at once.
 */
export function registerIdempotency(app: FastifyInstance, db: AppDb, secret: string, takeoverSeconds: number): void {
  app.decorateRequest('idempotency', null);
  const repo = idempotencyRepository(db);

  const actorOf = (req: FastifyRequest) =>
    req.account?.id ?? `anon:${createHmac('sha256', secret).update(`idempotency:${req.ip}`).digest('hex')}`;

  // After the policy's hooks (registered before this): the caller is known and allowed; the body is valid.
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !IDEMPOTENT_ROUTES.has(`${req.method} ${req.routeOptions.url}`)) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'Idempotency-Key', messageKey: 'validation.idempotencyKey' }]);
    }
    const actor = actorOf(req);
    const hash = createHash('sha256').update(`${req.method} ${req.url}\n${canonical(req.body ?? null)}`).digest('hex');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await repo.claim(actor, header, hash)) {
        req.idempotency = { actor, key: header };
        return;
      }
      const row = await repo.find(actor, header, takeoverSeconds);
      if (!row) continue; // dropped in between: try to insert again
      if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyKeyReused');
      if (row.status !== null && row.response !== null) {
        reply.header('idempotent-replayed', 'true').code(row.status).type('application/json; charset=utf-8').serializer((p: unknown) => p as string);
        return reply.send(row.response);
      }
      if (!row.stale) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyInProgress');
      // The first request died with its process: whoever deletes the stale row runs the write again.
      await repo.dropStale(actor, header, takeoverSeconds);
    }
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyInProgress');
  });

  // The answer is kept for the retries; a failure on our side (5xx) is forgotten so that a retry runs again.
  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held) return payload;
    req.idempotency = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await repo.forget(held.actor, held.key);
    } else {
      await repo.complete(held.actor, held.key, reply.statusCode, payload);
    }
    return payload;
  });
}

/**
 * At the start of the embedded database's one process: a claim without an answer belongs to a previous run that
 * died, so retries of it run at once instead of waiting for the takeover time. Never on PostgreSQL, where
 * another live instance may own it.
 */
export async function dropUnansweredIdempotencyKeys(db: AppDb): Promise<number> {
  return idempotencyRepository(db).dropUnanswered();
}

/** Drops keys older than KEEP_KEYS_HOURS (run by the hourly maintenance job). */
export async function dropOldIdempotencyKeys(db: AppDb): Promise<number> {
  return idempotencyRepository(db).dropOlderThan(KEEP_KEYS_HOURS);
}
