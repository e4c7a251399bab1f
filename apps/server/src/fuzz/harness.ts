import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDb } from '../db/client.ts';
import type { Persona, TestContext } from '../test-support/test-app.ts';
import { badUrlValue, badWholeBody, definitelyBadString, oddValue } from './inputs.ts';

export type Actor = Persona | 'nobody';
export const ACTORS: readonly Actor[] = ['nobody', 'parentWang', 'parentLi', 'doctorChen', 'doctorZhao', 'editor'];

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

/** Every call of the OpenAPI description the server serves, with the names of its inputs. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: Boolean(op.requestBody),
      });
    }
  }
  return ops;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Where the real values of each path parameter live, so that many requests get past "not found" to the fields. */
const PARAM_SOURCES: Record<string, [table: string, column: string][]> = {
  familyMemberId: [['family_members', 'id']],
  patientId: [['patient_files', 'id']],
  growthId: [['growth_profiles', 'id']],
  recordId: [
    ['growth_records', 'id'],
    ['eye_exams', 'id'],
  ],
  id: [
    ['eye_profiles', 'id'],
    ['content_items', 'id'],
  ],
  diseaseCode: [['surveys', 'disease_code']],
  code: [['questionnaires', 'code']],
  submissionId: [['questionnaire_submissions', 'id']],
  planId: [['plans', 'id']],
  orderId: [['orders', 'id']],
  shopId: [['clinics', 'id']],
  itemId: [['content_items', 'id']],
  pageId: [['activity_pages', 'id']],
  idOrSlug: [
    ['activity_pages', 'id'],
    ['activity_pages', 'slug'],
  ],
  productCode: [['content_items', 'key']],
  key: [['content_items', 'key']],
};

/** Real ids and codes of the demo per path parameter name (a missing table or column just gives fewer). */
export async function realIds(db: AppDb): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [param, sources] of Object.entries(PARAM_SOURCES)) {
    const values = new Set<string>();
    for (const [table, column] of sources) {
      try {
        const rows = rowsOf<{ v: string | null }>(
          await db.execute(sql`SELECT ${sql.identifier(column)}::text AS v FROM ${sql.identifier(table)} LIMIT 12`),
        );
        for (const { v } of rows) if (v) values.add(v);
      } catch {
        // not every table has the column the heuristic guessed
      }
    }
    out[param] = [...values].sort();
  }
  return out;
}

export interface FuzzRequest {
  op: Operation;
  actor: Actor;
  inject: InjectOptions;
}

/** One malformed request: real or bad path values, bad query values, bad bodies; at least one input surely bad. */
export function requestArbitrary(ops: Operation[], ids: Record<string, string[]>): fc.Arbitrary<FuzzRequest> {
  const fallback = '40000000-0000-4000-8000-000000000001';
  const realId = (name: string) => fc.constantFrom(...(ids[name]?.length ? ids[name] : [fallback])).map(encodeURIComponent);
  return fc.constantFrom(...ops).chain((op) => {
    const slots = [
      ...op.pathParams.map((name) => ({ kind: 'path' as const, name })),
      ...op.queryParams.map((name) => ({ kind: 'query' as const, name })),
      ...(op.hasBody || (op.pathParams.length === 0 && op.queryParams.length === 0) ? [{ kind: 'body' as const, name: '' }] : []),
    ];
    return fc
      .record({
        actor: fc.constantFrom(...ACTORS),
        poisoned: fc.constantFrom(...slots.keys()),
        pathValues: fc.tuple(
          ...op.pathParams.map((name) => fc.oneof({ arbitrary: realId(name), weight: 4 }, { arbitrary: badUrlValue, weight: 1 })),
        ),
        query: fc.tuple(...op.queryParams.map(() => fc.option(badUrlValue, { nil: undefined, freq: 3 }))),
        bodyKind: fc.constantFrom('fields', 'fields', 'fields', 'whole'),
        fields: fc.tuple(...op.bodyFields.map(() => fc.option(oddValue, { nil: undefined, freq: 3 }))),
        poisonField: op.bodyFields.length ? fc.constantFrom(...op.bodyFields) : fc.constant(''),
        poisonValue: definitelyBadString,
        whole: badWholeBody,
        poisonUrl: badUrlValue,
        lang: fc.constantFrom(undefined, 'en-US', 'zh-CN'),
      })
      .map((r) => {
        const slot = slots[r.poisoned] ?? { kind: 'body' as const, name: '' };
        const pathValues = op.pathParams.map((name, i) => (slot.kind === 'path' && slot.name === name ? r.poisonUrl : r.pathValues[i]));
        let url = op.path;
        op.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, pathValues[i] ?? 'x')));
        const query = op.queryParams
          .map((name, i) => [name, slot.kind === 'query' && slot.name === name ? r.poisonUrl : r.query[i]] as const)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${k}=${v}`);
        if (query.length) url += `?${query.join('&')}`;
        const headers: Record<string, string> = {};
        if (r.lang) headers['accept-language'] = r.lang;
        const inject: InjectOptions = { method: op.method as InjectOptions['method'], url, headers };
        if (op.hasBody || slot.kind === 'body') {
          if (r.bodyKind === 'whole' || (slot.kind === 'body' && op.bodyFields.length === 0)) {
            // A call without inputs gets a body that is wrong whatever the call: not JSON, or not a media type we read.
            const whole =
              op.hasBody || !['[]', '{"__proto__":{"x":1}}', '"x\\u0000"', '{"a":"\\ud800"}'].includes(r.whole.payload)
                ? r.whole
                : { payload: '{', contentType: 'application/json' };
            headers['content-type'] = whole.contentType;
            inject.payload = whole.payload;
          } else {
            const body: Record<string, unknown> = {};
            op.bodyFields.forEach((name, i) => {
              if (r.fields[i] !== undefined) body[name] = r.fields[i];
            });
            if (slot.kind === 'body') body[r.poisonField] = r.poisonValue;
            headers['content-type'] = 'application/json';
            inject.payload = JSON.stringify(body);
          }
        }
        return { op, actor: r.actor, inject };
      });
  });
}

export interface Finding {
  route: string;
  kind: '5xx' | 'off-envelope' | 'accepted-write';
  request: string;
  status: number;
  body: string;
}

/**
 * Calls whose success is a file to save, not JSON: their 200 is that file (an attachment of its declared type);
 * every refusal of theirs is still the envelope.
 */
const FILE_DOWNLOADS: Record<string, string> = {
  'GET /app-web2/admin/leads/export': 'text/csv',
  'GET /app-web2/account/export': 'application/zip',
};

/** The envelope of API.md: JSON { code, data, message }, code '1' exactly when the status is 200. */
export function checkAnswer(req: FuzzRequest, res: LightMyRequestResponse): Finding[] {
  const findings: Finding[] = [];
  const file = FILE_DOWNLOADS[`${req.op.method} ${req.op.path}`];
  if (
    file &&
    res.statusCode === 200 &&
    String(res.headers['content-type']).startsWith(file) &&
    String(res.headers['content-disposition']).startsWith('attachment')
  ) {
    return [];
  }
  const describe = `${req.actor} ${req.inject.method} ${String(req.inject.url)} ${typeof req.inject.payload === 'string' ? req.inject.payload.slice(0, 160) : ''}`;
  const sample = res.body.slice(0, 240);
  if (res.statusCode >= 500)
    findings.push({ route: `${req.op.method} ${req.op.path}`, kind: '5xx', request: describe, status: res.statusCode, body: sample });
  let envelope: boolean;
  try {
    const json = JSON.parse(res.body) as Record<string, unknown>;
    envelope =
      String(res.headers['content-type'] ?? '').startsWith('application/json') &&
      typeof json.code === 'string' &&
      typeof json.message === 'string' &&
      json.message.length > 0 &&
      'data' in json &&
      (json.code === '1') === (res.statusCode === 200);
  } catch {
    envelope = false;
  }
  if (!envelope)
    findings.push({
      route: `${req.op.method} ${req.op.path}`,
      kind: 'off-envelope',
      request: describe,
      status: res.statusCode,
      body: sample,
    });
  if (req.inject.method !== 'GET' && res.statusCode < 300)
    findings.push({
      route: `${req.op.method} ${req.op.path}`,
      kind: 'accepted-write',
      request: describe,
      status: res.statusCode,
      body: sample,
    });
  return findings;
}

/** Tables whose rows a refused request may still write by design: reads are audited (BRIEF.md). */
const WRITTEN_BY_DESIGN = new Set(['audit_events']);

/** Every row of every table as text, to count rows inserted, updated or deleted by a run. */
export async function snapshot(db: AppDb): Promise<Map<string, Map<string, number>>> {
  const tables = rowsOf<{ t: string }>(
    await db.execute(sql`SELECT table_name AS t FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`),
  ).map((r) => r.t);
  const result = new Map<string, Map<string, number>>();
  for (const table of tables) {
    if (WRITTEN_BY_DESIGN.has(table)) continue;
    const rows = rowsOf<{ r: string }>(await db.execute(sql`SELECT x::text AS r FROM ${sql.identifier(table)} x`));
    const bag = new Map<string, number>();
    for (const { r } of rows) bag.set(r, (bag.get(r) ?? 0) + 1);
    result.set(table, bag);
  }
  return result;
}

/** Rows that differ between two snapshots, per table (an update counts once: the old row gone, a new one there). */
export function rowsWritten(before: Map<string, Map<string, number>>, after: Map<string, Map<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [table, bagAfter] of after) {
    const bagBefore = before.get(table) ?? new Map<string, number>();
    let added = 0;
    let removed = 0;
    for (const [row, n] of bagAfter) added += Math.max(0, n - (bagBefore.get(row) ?? 0));
    for (const [row, n] of bagBefore) removed += Math.max(0, n - (bagAfter.get(row) ?? 0));
    const changed = Math.max(added, removed);
    if (changed) out[table] = changed;
  }
  return out;
}

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export interface FuzzSummary {
  requests: number;
  fiveXx: number;
  offEnvelope: number;
  acceptedWrites: number;
  rowsWritten: Record<string, number>;
  findings: Finding[];
}

/** Runs `runs` seeded cases against the app and summarizes what went wrong. */
export async function fuzz(ctx: TestContext, options: { runs: number; seed: number }): Promise<FuzzSummary> {
  const ops = operationsOf(ctx.app.swagger() as never);
  const ids = await realIds(ctx.database.db);
  for (const persona of ACTORS) if (persona !== 'nobody') await ctx.tokenFor(persona);
  const before = await snapshot(ctx.database.db);
  const findings: Finding[] = [];
  let requests = 0;
  await fc.assert(
    fc.asyncProperty(requestArbitrary(ops, ids), async (req) => {
      requests += 1;
      const res = await ctx.as(req.actor, req.inject);
      findings.push(...checkAnswer(req, res));
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  const after = await snapshot(ctx.database.db);
  return {
    requests,
    fiveXx: findings.filter((f) => f.kind === '5xx').length,
    offEnvelope: findings.filter((f) => f.kind === 'off-envelope').length,
    acceptedWrites: findings.filter((f) => f.kind === 'accepted-write').length,
    rowsWritten: rowsWritten(before, after),
    findings,
  };
}
