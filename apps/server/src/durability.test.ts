import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PHONES } from './db/seed/demo-people.ts';

/**
 * Issue 11: durability with a real server process. A client writes doctor advice as fast as the server
 * answers and logs every acknowledged write; the server is killed with SIGKILL midway; a new server starts on
 * the same database; every acknowledged write must be there. On the embedded PGlite (project `server`) and on
 * PostgreSQL (project `server-pg`, in a schema of its own).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startServer(env: Record<string, string>): Promise<{ child: ChildProcessWithoutNullStreams; address: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"([^"]+)".*"msg":"serving"/.exec(out);
      if (match) resolve({ child, address: match[1]! });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code} before serving: ${out.slice(-2000)}`)));
  });
}

async function signIn(address: string, phone: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${address}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  const sent = (await post('/app-web2/auth/sms_code', { phone })) as { data: { devCode: string } };
  const login = (await post('/app-web2/auth/login', { phone, code: sent.data.devCode })) as { data: { token: string } };
  return login.data.token;
}

async function database(): Promise<{ env: Record<string, string>; ids: () => Promise<Set<string>> }> {
  if (onPostgres) {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    cleanups.push(async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    });
    const withSchema = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    return {
      env: { DATABASE_URL: withSchema },
      ids: async () => new Set((await admin.query<{ id: string }>(`SELECT id FROM ${schema}.doctor_advices`)).rows.map((r) => r.id)),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sprout-durable-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dataDir },
    ids: async () => {
      const db = new PGlite(dataDir);
      try {
        return new Set((await db.query<{ id: string }>('SELECT id FROM doctor_advices')).rows.map((r) => r.id));
      } finally {
        await db.close();
      }
    },
  };
}

describe(`durability on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps every acknowledged write through a kill -9 of the server', async () => {
    const db = await database();
    const first = await startServer(db.env);
    const token = await signIn(first.address, DEMO_PHONES.doctorChen);
    const url = `${first.address}/app-web2/family_members/${DEMO_IDS.members.boyHaoran}/doctor_advices`;
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i += 1) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', token },
            body: JSON.stringify({ text: `lane ${lane} write ${i}` }),
          });
          const body = (await res.json()) as { code: string; data: { id: string } };
          if (res.status === 200 && body.code === '1') acknowledged.push(body.data.id);
        } catch {
          return; // the server is gone: whatever was not acknowledged may or may not be there
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    await new Promise((resolve) => first.child.once('exit', resolve).exitCode !== null && resolve(null));

    // A new server starts on the same database after the crash and answers.
    const second = await startServer(db.env);
    expect((await fetch(`${second.address}/readyz`)).status).toBe(200);
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    await exited;

    const stored = await db.ids();
    const missing = acknowledged.filter((id) => !stored.has(id));
    console.log(`durability ${onPostgres ? 'postgres' : 'pglite'}: ${acknowledged.length} acknowledged, ${missing.length} missing`);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(missing).toEqual([]);
  }, 300_000);
});
