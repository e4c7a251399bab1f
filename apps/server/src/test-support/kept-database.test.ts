import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { seededDataDir } from './server-process.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * The server project's files share a worker's embedded database (kept-database.ts): what one file wrote must be gone
 * when the next one gets it, as if that one had opened a copy of the seeded database.
 */
const onPglite = process.env.TEST_DB !== 'postgres';
if (!onPglite) console.log('kept-database.test.ts: skipped here: the kept database is the embedded one (server project).');

/** Every row of every table in its stored order, and every sequence's position: all a test could read. */
async function contents(database: Database): Promise<string> {
  const read = async <T>(text: string) => (await database.jobSql(text, [])).rows as T[];
  const tables = await read<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await read<{ json: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS json FROM ${name} t`);
    parts.push(`${name} ${row!.json}`);
  }
  const sequences = await read<{ name: string; last: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS last FROM pg_sequences ORDER BY 1`,
  );
  return [...parts, JSON.stringify(sequences)].join('\n');
}

/** The same, read from a database opened on a copy of the seeded one. */
async function seededContents(): Promise<string> {
  const parent = mkdtempSync(path.join(path.dirname(inject('pgliteSeededDir')), 'probe-'));
  const fresh = await openDatabase({ kind: 'pglite', dataDir: seededDataDir(parent) });
  try {
    return await contents(fresh);
  } finally {
    await fresh.close();
    rmSync(parent, { recursive: true, force: true });
  }
}

describe.skipIf(!onPglite)("a worker's kept embedded database", () => {
  it('comes back to the next file as the seeded copy is, whatever the file wrote', async () => {
    const expected = await seededContents();
    const first = await openTestDatabase({ seeded: true });
    expect(await contents(first.database)).toBe(expected);
    // New rows, changed ones in a table other tables refer to (emptied with DELETE), rows gone from one they do not
    // (emptied with TRUNCATE), and a sequence moved on (audit_events' identity).
    await first.database.jobSql(`INSERT INTO accounts (phone, name, role) VALUES ('19900000001', 'Kept probe', 'parent')`, []);
    await first.database.jobSql(`UPDATE clinics SET phone = '000', sort_order = sort_order + 7`, []);
    await first.database.jobSql(`DELETE FROM doctor_clinics`, []);
    await first.database.jobSql(
      `INSERT INTO audit_events (account_id, role, action, method, route, ip, status)
       SELECT id, role, 'read', 'GET', '/probe', '127.0.0.1', 200 FROM accounts`,
      [],
    );
    expect(await contents(first.database)).not.toBe(expected);
    await first.drop();

    const second = await openTestDatabase({ seeded: true });
    expect(second.database).toBe(first.database);
    expect(await contents(second.database)).toBe(expected);
    await second.drop();
  });

  it('is not kept once a file changed its schema: the next file opens a copy', async () => {
    const expected = await seededContents();
    const changed = await openTestDatabase({ seeded: true });
    await changed.database.jobSql('CREATE TABLE kept_probe (id int)', []);
    await changed.drop();

    const next = await openTestDatabase({ seeded: true });
    expect(next.database).not.toBe(changed.database);
    expect(await contents(next.database)).toBe(expected);
    await next.drop();
  });
});
