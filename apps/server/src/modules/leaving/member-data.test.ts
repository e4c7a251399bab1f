import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate, rowsOf } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test-support/test-app.ts';
import { MEMBER_TABLES } from './member-data-repository.ts';

/**
 * The list of member-data-repository.ts against the database's own foreign keys: every table that hangs off a
 * family member goes with it (ON DELETE CASCADE) and is in the list, so that erasing a member or an account, and
 * the export, cannot miss a table added later.
 */
let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase({ seeded: true });
  await migrate(db.database);
});
afterAll(async () => db?.drop());

/** Rows that point at a member's rows but are not the member's, and what happens to them instead. */
const NOT_THE_MEMBERS = {
  // The reward a questionnaire about the member earned is the account's (points or a coupon); it loses the link.
  'questionnaire_rewards.submission_id': 'n',
};
/** Tables with a member's id and no foreign key, kept on purpose. */
const KEPT = ['audit_events'];

describe('the tables of a family member', () => {
  it('are every table that refers to a member’s rows, each going with them', async () => {
    const keys = rowsOf<{ child: string; parent: string; column: string; onDelete: string }>(
      await db.database.db.execute(sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
        a.attname AS column, c.confdeltype AS "onDelete"
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.conrelid::regclass::text NOT LIKE '%.%'`),
    );
    const reached = new Set(['family_members']);
    const found: string[] = [];
    for (let grew = true; grew;) {
      grew = false;
      for (const key of keys) {
        if (!reached.has(key.parent) || reached.has(key.child)) continue;
        const name = `${key.child}.${key.column}`;
        if (name in NOT_THE_MEMBERS) {
          expect(key.onDelete, name).toBe(NOT_THE_MEMBERS[name as keyof typeof NOT_THE_MEMBERS]);
          continue;
        }
        expect(key.onDelete, `${name} → ${key.parent} must be ON DELETE CASCADE`).toBe('c');
        reached.add(key.child);
        found.push(key.child);
        grew = true;
      }
    }
    expect(['family_members', ...found].sort()).toEqual(Object.keys(MEMBER_TABLES).sort());
  });

  it('leave out only the audit trail among the tables that name a member without a foreign key', async () => {
    const named = rowsOf<{ table: string }>(
      // Tables only: a view (patient_list_visible, migration 3750) holds no rows of its own.
      await db.database.db.execute(sql`SELECT DISTINCT c.table_name AS "table" FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema() AND c.column_name = 'family_member_id'`),
    ).map((r) => r.table);
    expect(named.filter((table) => !(table in MEMBER_TABLES)).sort()).toEqual(KEPT);
  });
});

describe('migration 2900', () => {
  it('erases the members that were only hidden before it, with their data, and leaves the others', async () => {
    const empty = await openTestDatabase();
    try {
      const { db: raw } = empty.database;
      await migrate(
        empty.database,
        listMigrations().filter((m) => m.version < '2900'),
      );
      await raw.execute(
        sql`INSERT INTO accounts (id, phone, name, role) VALUES ('a0000000-0000-4000-8000-000000000001', '13812345678', '', 'parent')`,
      );
      await raw.execute(sql`INSERT INTO family_members (id, account_id, name, sex, birth_date, relation, deleted_at) VALUES
        ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', '甲', 'male', '2020-01-01', 'child', now()),
        ('b0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000001', '乙', 'female', '2021-01-01', 'child', NULL)`);
      await raw.execute(sql`INSERT INTO growth_profiles (family_member_id) SELECT id FROM family_members`);
      await raw.execute(
        sql`INSERT INTO growth_records (growth_id, record_date, weight_kg) SELECT id, '2022-01-01', 12 FROM growth_profiles`,
      );
      expect(await migrate(empty.database)).toContain('2900_member_erasure.sql');
      const left = rowsOf<{ name: string; records: number }>(
        await raw.execute(sql`SELECT m.name, (SELECT count(*)::int FROM growth_records r JOIN growth_profiles g ON g.id = r.growth_id
          WHERE g.family_member_id = m.id) AS records FROM family_members m`),
      );
      expect(left).toEqual([{ name: '乙', records: 1 }]);
      expect(rowsOf(await raw.execute(sql`SELECT 1 FROM growth_records`))).toHaveLength(1);
      // Nothing can hide a member again.
      await expect(raw.execute(sql`UPDATE family_members SET deleted_at = now()`)).rejects.toThrow();
    } finally {
      await empty.drop();
    }
  });
});
