import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { KEY_TAKEN, REPLAYED, type HeldKey, type KeyClaim } from '../db/write-alongside.ts';
import { AppError, tryAgainIn } from './errors.ts';
import { idempotencyRepository } from './idempotency/repository.ts';

/**
 * The writes that accept an `Idempotency-Key` header (issue 11): the growth save and edit, eye exams,
 * health-record entries, doctor advice, survey and questionnaire submissions, orders, leads and share links. Listed here,
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
  // A patient file a clinic opens (issue 30): a retry gets the file, not a 409 for the file it made.
  'POST /health-info-service/doctor/patients',
  // Corrections and withdrawals (issue 30): a retry after a lost reply gets the first answer, not a 409 for the
  // version the first attempt already moved on.
  ...['visits', 'test_reports', 'checkup_reports', 'doctor_advices'].flatMap((section) => [
    `PUT /app-web2/family_members/:familyMemberId/${section}/:entryId`,
    `POST /app-web2/family_members/:familyMemberId/${section}/:entryId/withdraw`,
  ]),
  'POST /app-web2/diseaseSurveys/:diseaseCode/answers',
  'POST /app-web2/questionnaires/:code/submissions',
  'POST /app-web2/orders',
  'POST /app-web2/leads',
  // A share link (issue 29): its token is random whatever the key; a retry gets the first link from here.
  'POST /app-web2/family_members/:familyMemberId/shares',
]);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a retry waits for a first request still running with its key, and how often it looks. */
export const IN_PROGRESS_WAIT_MS = 5000;
const IN_PROGRESS_POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Still running after the wait: "try again in a second", not a conflict. */
const inProgress = () => tryAgainIn(1, 'error.idempotencyInProgress');
/** Printable ASCII, as UUIDs and most client libraries make them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** How long a key is remembered (the maintenance job drops older ones). */
export const KEEP_KEYS_HOURS = 24;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds a claim on (its answer is kept for the retries), or, before its write, means to. */
    idempotency: HeldKey | null;
  }
  interface FastifyInstance {
    /**
     * Runs a keyed route's write (a route with `claimsKeyInWrite`) with the claim its statement makes: `write` gets the
     * claim to make with its own statement (null: none is needed, no key or it is held already), sets its `claimed`
     * when the statement made it, and returns KEY_TAKEN when the key was taken, having written nothing. A taken key's
     * first answer is then replayed (REPLAYED: the reply is sent), or, when its first died, it is claimed alone and the
     * write runs holding it. Such a claim was committed with its write, so a first that died left its write made and
     * its answer lost: the write runs again only where running it twice stores it once (the growth save, by date).
     */
    claimInWrite<T>(
      req: FastifyRequest,
      reply: FastifyReply,
      write: (claim: HeldKey | null) => Promise<T | typeof KEY_TAKEN>,
    ): Promise<T | typeof REPLAYED>;
    /** Resolves once every key's answer on its way (recorded as its reply left) is recorded: before the database closes. */
    keptAnswersRecorded(): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The route's write claims the key in its own statement (`claimInWrite`), so the claim, the write and its audit
     * row commit together: no statement of its own before the handler (issue 28: a keyed save's round trips).
     */
    claimsKeyInWrite?: boolean;
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
 *
 * A retry that arrives while the first is still running (the usual "lost reply": the phone's connection dropped
 * while the server was still writing, and the client sent again at once) waits for the first answer, up to
 * `IN_PROGRESS_WAIT_MS`, and replays it: a parent's own write never answers a conflict (issue 18; it answered
 * 409 "still in progress" before). Should the first still be running after that, the retry is told 503 with
 * Retry-After, a "try again" that an offline queue keeps, never a 409 it would show as a conflict. Two copies never
 * run at once either way.
 */
export function registerIdempotency(app: FastifyInstance, db: AppDb, secret: string, takeoverSeconds: number): void {
  app.decorateRequest('idempotency', null);
  const repo = idempotencyRepository(db);

  const actorOf = (req: FastifyRequest) =>
    req.account?.id ?? `anon:${createHmac('sha256', secret).update(`idempotency:${req.ip}`).digest('hex')}`;

  /**
   * Polls the claim until the first request answers (its row gets a status) or the wait ends, sleeping without a
   * serving place (http/overload.ts): retries waiting their 5 s would otherwise hold the places every other request
   * queues for.
   */
  async function waitForAnswer(
    req: FastifyRequest,
    reply: FastifyReply,
    actor: string,
    key: string,
  ): Promise<{ status: number; response: string } | null> {
    const until = Date.now() + IN_PROGRESS_WAIT_MS;
    while (Date.now() < until) {
      await req.server.overload.awayFromTurn(req, reply, () => sleep(IN_PROGRESS_POLL_MS));
      const row = await repo.find(actor, key, takeoverSeconds);
      // Forgotten (the first failed with a 5xx) or answered: either way the wait is over.
      if (!row) return null;
      if (row.status !== null && row.response !== null) return { status: row.status, response: row.response };
    }
    return null;
  }

  const replay = (reply: FastifyReply, answer: { status: number; response: string }) =>
    reply
      .header('idempotent-replayed', 'true')
      .code(answer.status)
      .type('application/json; charset=utf-8')
      .serializer((p: unknown) => p as string)
      .send(answer.response);

  /**
   * The key is taken: the same request's first answer is replayed (true: the reply is sent), waited for while the first
   * still runs, or, when the first died with its process, its claim is dropped (false: claim it again).
   */
  async function answerTaken(req: FastifyRequest, reply: FastifyReply, claim: KeyClaim): Promise<boolean> {
    const row = await repo.find(claim.actor, claim.key, takeoverSeconds);
    if (!row) return false; // dropped in between: try to insert again
    if (row.requestHash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyKeyReused');
    if (row.status !== null && row.response !== null) {
      replay(reply, { status: row.status, response: row.response });
      return true;
    }
    if (!row.stale) {
      const answered = await waitForAnswer(req, reply, claim.actor, claim.key);
      if (!answered) throw inProgress();
      replay(reply, answered);
      return true;
    }
    // The first request died with its process: whoever deletes the stale row runs the write again.
    await repo.dropStale(claim.actor, claim.key, takeoverSeconds);
    return false;
  }

  /** Claims the key in a statement of its own (true), or answers the request as its key's first (false). */
  async function claimAlone(req: FastifyRequest, reply: FastifyReply, claim: KeyClaim): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (await repo.claim(claim)) {
        req.idempotency = { ...claim, claimed: true };
        return true;
      }
      if (await answerTaken(req, reply, claim)) return false;
    }
    throw inProgress();
  }

  // After the policy's hooks (global, so they run first): the caller is known and allowed; the body is valid.
  const claim = async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError('VALIDATION', 'error.VALIDATION', [{ field: 'Idempotency-Key', messageKey: 'validation.idempotencyKey' }]);
    }
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.url}\n${canonical(req.body ?? null)}`)
      .digest('hex');
    const wanted: KeyClaim = { actor: actorOf(req), key: header, requestHash, memberId: req.memberId };
    // The route's write claims it (claimInWrite); until then nothing is held.
    if (req.routeOptions.config.claimsKeyInWrite) {
      req.idempotency = { ...wanted, claimed: false };
      return;
    }
    if (!(await claimAlone(req, reply, wanted))) return reply;
  };

  const written = <T>(result: T | typeof KEY_TAKEN): T => {
    if (result === KEY_TAKEN) throw new Error('a write with no key to claim answered that its key was taken');
    return result;
  };
  app.decorate('claimInWrite', async function claimInWrite<
    T,
  >(req: FastifyRequest, reply: FastifyReply, write: (claim: HeldKey | null) => Promise<T | typeof KEY_TAKEN>): Promise<
    T | typeof REPLAYED
  > {
    const held = req.idempotency;
    if (!held || held.claimed) return written(await write(null));
    // The write's statement marks the claim made (held.claimed), whatever the handler answers after it.
    const first = await write(held);
    if (first !== KEY_TAKEN) return first;
    // Taken: replayed, or claimed alone after its first died; then the write runs holding it.
    if (await answerTaken(req, reply, held)) return REPLAYED;
    if (!(await claimAlone(req, reply, held))) return REPLAYED;
    return written(await write(null));
  });

  // The answer is kept for the retries; a failure on our side (5xx) is forgotten so that a retry runs again. The
  // write's audit row is being written meanwhile (auth/audit.ts): should it fail, this answer is kept all the same,
  // the client is told 500, and its retry gets the write's answer (the write was made) with an audit row of its own.
  // A write that claims its key in its own statement wrote its audit row there too: no write is kept without its row.
  //
  // Where the claim was committed with the write (claimsKeyInWrite), the answer is recorded as the reply leaves rather
  // than before it: a retry arriving first finds the claim without its answer and waits for it, as it waits for a first
  // still running; should the answer never be recorded, the claim is taken over after `takeoverSeconds` and the write,
  // which may run twice (db/write-alongside.ts), runs again. A claim goes with its member's erasure (migration 4200), so
  // an answer arriving after it has no claim to complete. Its round trip no longer adds to the save's (issue 28).
  const answersUnderWay = new Set<Promise<void>>();
  const keep = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = req.idempotency;
    if (!held?.claimed) return payload;
    req.idempotency = null;
    const recorded =
      reply.statusCode >= 500 || typeof payload !== 'string'
        ? repo.forget(held.actor, held.key)
        : repo.complete(held.actor, held.key, reply.statusCode, payload);
    if (!req.routeOptions.config.claimsKeyInWrite) {
      await recorded;
      return payload;
    }
    const underWay: Promise<void> = recorded
      .catch((error: unknown) => {
        req.log.warn({ code: (error as { code?: unknown }).code }, 'the answer of an Idempotency-Key was not recorded');
      })
      .finally(() => answersUnderWay.delete(underWay));
    answersUnderWay.add(underWay);
    return payload;
  };
  app.decorate('keptAnswersRecorded', async () => {
    while (answersUnderWay.size > 0) await Promise.all(answersUnderWay);
  });

  // Only the routes listed carry the two hooks: every other request, every read above all, skips them.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => IDEMPOTENT_ROUTES.has(`${method} ${route.url}`))) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(claim);
    route.onSend = [route.onSend ?? []].flat().concat(keep);
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
