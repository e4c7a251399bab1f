import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { todayUtc } from '@sprout/clinical';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_PHONES } from '../db/seed/demo-people.ts';
import { seedDemoIfEmpty } from '../db/seed/index.ts';
import { keep, rememberSeeded, takeKept } from './kept-database.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { emptyDataDir, seededDataDir } from './server-process.ts';

export type Persona = keyof typeof DEMO_PHONES;

/**
 * Opens a fresh database for one test file: a PGlite by default (on a copy of the run's empty or seeded one's data
 * directory; in memory where a seeded copy is a day old), or, in the `server-pg` project (TEST_DB=postgres), a new
 * database in the PostgreSQL at TEST_DATABASE_URL that is dropped after.
 * `seeded`: a copy of the migrated, seeded demo database the run's global setup made once
 * (test-support/global-setup.ts); where the project has none, or in a run that has crossed midnight UTC since it was
 * made (its demo dates, counted back from the day it was seeded, are then a day behind what the tests count from
 * today), the database is migrated and seeded here instead.
 */
export async function openTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL: the database's address, for a second instance's connection to it; null on PGlite (one process). */
  url: string | null;
}> {
  const copy = seeded && inject('seededOn') === todayUtc();
  if (process.env.TEST_DB !== 'postgres') {
    if (seeded && !copy) {
      const database = await openDatabase({ kind: 'pglite', dataDir: null });
      await seedAfresh(database);
      return { database, drop: async () => database.close(), url: null };
    }
    // The seeded database the worker's previous file put back (kept-database.ts), as the copy is.
    const kept = seeded ? takeKept() : null;
    if (kept) return { database: kept.database, drop: () => keep(kept), url: null };
    // On disk, as the product keeps its data (DATA_DIR): a copy of the directory costs the kernel tens of
    // milliseconds, where unpacking the same files into an in-memory PGlite cost its thread 0.6 s of JavaScript, and
    // an empty one's initdb seven CPU-seconds. A seeded one is kept for the worker's next file where it can be put
    // back; one still kept when the run ends is removed with the directory of the run's global setup.
    const parent = mkdtempSync(path.join(path.dirname(inject('pgliteSeededDir')), 'file-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: seeded ? seededDataDir(parent) : emptyDataDir(parent) });
    const remove = () => rmSync(parent, { recursive: true, force: true });
    if (seeded) await rememberSeeded(database);
    return {
      database,
      drop: seeded
        ? () => keep({ database, remove })
        : async () => {
            await database.close();
            remove();
          },
      url: null,
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = copy ? inject('postgresTemplate') : undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(admin, name);
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
  if (seeded && !copy) await seedAfresh(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Where the project has no seeded copy, or it is from another day (see openTestDatabase). */
async function seedAfresh(database: Database): Promise<void> {
  await migrate(database);
  await seedDemoIfEmpty(database.db);
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL: the database's address, for a second connection to it (openTestDatabase); null on PGlite. */
  url: string | null;
  config: Config;
  /** A token for a demo account, signed in once per file through the real sign-in calls. */
  tokenFor(persona: Persona): Promise<string>;
  /** inject() as a persona (or nobody), with the token header set. */
  as(persona: Persona | 'nobody', options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  // The run's seeded copy, or one seeded here where the project has none or it is from another day.
  const { database, drop, url } = await openTestDatabase({ seeded: true });
  const app = await buildApp({ config, database, db: database.db }, { logger: false });
  await app.ready();
  const tokens = new Map<Persona, string>();

  async function tokenFor(persona: Persona): Promise<string> {
    const cached = tokens.get(persona);
    if (cached) return cached;
    const phone = DEMO_PHONES[persona];
    const sent = await app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
    const devCode = sent.json().data?.devCode as string | undefined;
    if (!devCode) throw new Error(`No devCode for ${persona}: ${sent.body}`);
    const login = await app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code: devCode } });
    const token = login.json().data.token as string;
    tokens.set(persona, token);
    return token;
  }

  return {
    app,
    database,
    url,
    config,
    tokenFor,
    async as(persona, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (persona !== 'nobody') headers.token = await tokenFor(persona);
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await app.keptAnswersRecorded();
      await drop();
    },
  };
}

/** The five callers every authorization test tries, plus the editor. */
export type MatrixCaller = 'nobody' | 'owner' | 'otherParent' | 'clinicDoctor' | 'otherDoctor' | 'editor';

/** For the Wang children (patients of the Xuhui clinic): who each caller is among the demo accounts. */
export const WANG_CHILD_CALLERS: Record<Exclude<MatrixCaller, 'nobody'>, Persona> = {
  owner: 'parentWang',
  otherParent: 'parentLi',
  clinicDoctor: 'doctorChen',
  otherDoctor: 'doctorZhao',
  editor: 'editor',
};

/** For the Li children (patients of the Pudong clinic). */
export const LI_CHILD_CALLERS: Record<Exclude<MatrixCaller, 'nobody'>, Persona> = {
  owner: 'parentLi',
  otherParent: 'parentWang',
  clinicDoctor: 'doctorZhao',
  otherDoctor: 'doctorChen',
  editor: 'editor',
};

/**
 * What statusMatrix answers for a child's data the owner and the child's clinic doctors may read: everyone else is
 * told it is not there (404), and a signed-out caller 401.
 */
export const READ_BY_OWNER_AND_CLINIC: Readonly<Record<MatrixCaller, number>> = {
  nobody: 401,
  owner: 200,
  otherParent: 404,
  clinicDoctor: 200,
  otherDoctor: 404,
  editor: 404,
};

/** What statusMatrix answers for what only the child's clinic doctors may read or write (the family included: 404). */
export const CLINIC_DOCTORS_ONLY: Readonly<Record<MatrixCaller, number>> = {
  nobody: 401,
  owner: 404,
  otherParent: 404,
  clinicDoctor: 200,
  otherDoctor: 404,
  editor: 404,
};

/** Runs one request as each caller and returns the status codes, for one `toEqual` against the expected matrix. */
export async function statusMatrix(
  ctx: TestContext,
  request: (caller: MatrixCaller) => InjectOptions,
  callers: Record<Exclude<MatrixCaller, 'nobody'>, Persona> = WANG_CHILD_CALLERS,
): Promise<Record<MatrixCaller, number>> {
  const result = {} as Record<MatrixCaller, number>;
  for (const caller of ['nobody', 'owner', 'otherParent', 'clinicDoctor', 'otherDoctor', 'editor'] as const) {
    const persona = caller === 'nobody' ? 'nobody' : callers[caller];
    result[caller] = (await ctx.as(persona, request(caller))).statusCode;
  }
  return result;
}
