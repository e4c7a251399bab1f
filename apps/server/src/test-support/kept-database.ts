import type { Database } from '../db/client.ts';

/**
 * The server project's seeded embedded databases, kept by a Vitest worker from one test file to the next
 * (docs/decisions/3800-journeys-on-headless-shell.md, "Later, session 78"). Opening one costs about 0.7 CPU-seconds
 * (its PostgreSQL's module instantiated, its installation's files unpacked into memory), which the project's hundred
 * or so files each paid; putting one back costs a tenth of that.
 *
 * A file still starts on the database exactly as the seeded copy is. When a file is done with it (`keep`), each table
 * whose rows differ from the copy's (a checksum of its rows in their stored order) is emptied (TRUNCATE, or DELETE
 * where a table left as it is refers to it) and written back as the copy had it; the sequences are set back; then
 * those tables' checksums, the sequences and the catalog (relations, columns, indexes, constraints, triggers,
 * functions, types, and the session's settings, listeners, locks, cursors) are compared with the copy's. A database
 * that differs in any of these, or that cannot be put back, is closed, and the next file opens a copy as before.
 */

/** What a file must find: read from a fresh copy, before any test has used it, once per worker. */
interface SeededState {
  catalog: string;
  tables: Map<string, TableState>;
  sequences: SequencePosition[];
}

/** A sequence and where it stands: its name, last value and whether that value was handed out. */
type SequencePosition = [name: string, lastValue: string, isCalled: boolean];

interface TableState {
  /** The columns an INSERT may write (generated ones are not), quoted, in order. */
  columns: string;
  /** The rows, as JSON, in their stored order. */
  rows: string;
  checksum: string;
  /** The tables with a foreign key to this one: a TRUNCATE of it must truncate them too, or it is emptied with DELETE. */
  referencedBy: string[];
}

let seeded: SeededState | null = null;

/** A database a file may be given, with what removes its files once it is closed. */
export interface KeptDatabase {
  database: Database;
  remove: () => void;
}
/** The worker's database between two files, as the copy was. */
let idle: KeptDatabase | null = null;

/** The kept database, if the worker has one; the caller owns it until it gives it back to `keep`. */
export function takeKept(): KeptDatabase | null {
  const kept = idle;
  idle = null;
  return kept;
}

/** Reads the seeded state from a database opened on a fresh copy, the first time a worker opens one. */
export async function rememberSeeded(database: Database): Promise<void> {
  if (seeded) return;
  const listed = await rows<{ name: string; columns: string; referenced_by: string[] }>(database, TABLES);
  const sums = new Map(
    await checksums(
      database,
      listed.map((table) => table.name),
    ),
  );
  const tables = new Map<string, TableState>();
  for (const table of listed) {
    const [read] = await rows<{ json: string }>(database, `SELECT coalesce(json_agg(t), '[]')::text AS json FROM ${table.name} t`);
    tables.set(table.name, {
      columns: table.columns,
      rows: read!.json,
      checksum: sums.get(table.name)!,
      referencedBy: table.referenced_by,
    });
  }
  const sequenceNames = (await rows<{ name: string }>(database, SEQUENCES)).map((sequence) => sequence.name);
  seeded = { catalog: await catalog(database), tables, sequences: await sequencePositions(database, sequenceNames) };
}

/**
 * Puts the database back as the seeded copy was and keeps it for the worker's next file; closes it and removes its
 * files instead where that cannot be done or checked, or the worker already keeps one.
 */
export async function keep(kept: KeptDatabase): Promise<void> {
  if (seeded !== null && idle === null && (await putBack(kept.database, seeded).catch(() => false))) {
    idle = kept;
    return;
  }
  await kept.database.close().catch(() => undefined);
  kept.remove();
}

async function putBack(database: Database, state: SeededState): Promise<boolean> {
  const changed = (await checksums(database, [...state.tables.keys()]))
    .filter(([name, sum]) => state.tables.get(name)!.checksum !== sum)
    .map(([name]) => name);
  const sequenceNames = state.sequences.map(([name]) => name);
  const sequencesChanged = !samePositions(await sequencePositions(database, sequenceNames), state.sequences);
  if (changed.length > 0 || sequencesChanged) {
    // TRUNCATE where every table that refers to it is truncated too (a new, empty file: no dead rows left behind);
    // DELETE where another table still refers to it (TRUNCATE would refuse; the foreign keys' checks are off here).
    const truncated = new Set(changed);
    for (let settled = false; !settled;) {
      settled = true;
      for (const name of truncated) {
        if (state.tables.get(name)!.referencedBy.every((referrer) => truncated.has(referrer))) continue;
        truncated.delete(name);
        settled = false;
      }
    }
    const deleted = changed.filter((name) => !truncated.has(name));
    await database.runScriptsInTransaction(async (tx) => {
      // The rows as they were, triggers and foreign-key checks off (session_replication_role): the derived tables the
      // triggers keep are written back from the copy like any other.
      await tx.exec('SET LOCAL session_replication_role = replica');
      if (truncated.size > 0) await tx.exec(`TRUNCATE ${[...truncated].join(', ')}`);
      for (const name of deleted) await tx.exec(`DELETE FROM ${name}`);
      for (const name of changed) {
        const { columns, rows: json } = state.tables.get(name)!;
        if (json === '[]') continue;
        await tx.query(
          `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::${name}, $1::json)`,
          [json],
        );
      }
      if (sequencesChanged) await tx.exec(setSequences(state.sequences));
    });
  }
  // Checked as a file will find it. A table emptied with DELETE may take its rows back in another order (into
  // space a vacuum freed): its checksum then differs, and the database is not kept.
  const after = changed.length > 0 ? await checksums(database, changed) : [];
  return (
    after.every(([name, sum]) => state.tables.get(name)!.checksum === sum) &&
    (!sequencesChanged || samePositions(await sequencePositions(database, sequenceNames), state.sequences)) &&
    (await catalog(database)) === state.catalog
  );
}

async function rows<T>(database: Database, text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.jobSql(text, values)).rows as T[];
}

/** The user's schemas: not PostgreSQL's own, nor its TOAST and temporary ones. */
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;

/** Every table, its writable columns and the tables that refer to it. */
const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
    (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
    coalesce((SELECT array_agg(DISTINCT format('%I.%I', rn.nspname, r.relname)) FROM pg_constraint k
      JOIN pg_class r ON r.oid = k.conrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
      WHERE k.contype = 'f' AND k.confrelid = c.oid AND k.conrelid <> c.oid), '{}') AS referenced_by
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND ${USER_SCHEMA}
  ORDER BY 1`;

/** Each table's checksum: its rows' text in their stored order (an updated row moves, and counts as a change). */
async function checksums(database: Database, names: readonly string[]): Promise<Array<[string, string]>> {
  const text = names
    .map((name, i) => `SELECT ${i} AS i, md5(coalesce(string_agg(t::text, E'\\n'), '')) AS sum FROM ${name} t`)
    .join(' UNION ALL ');
  const found = await rows<{ i: number; sum: string }>(database, text);
  return found.map(({ i, sum }) => [names[i]!, sum]);
}

/** Every sequence, by name: they are read once, with the seeded state (a file that adds one changes the catalog). */
const SEQUENCES = `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'S' AND ${USER_SCHEMA} ORDER BY 1`;

/** Where each of the sequences `names` stands, in that order, in one statement. */
async function sequencePositions(database: Database, names: readonly string[]): Promise<SequencePosition[]> {
  if (names.length === 0) return [];
  const found = await rows<{ last_value: string; is_called: boolean }>(
    database,
    names.map((name, i) => `SELECT ${i} AS i, last_value::text AS last_value, is_called FROM ${name}`).join(' UNION ALL ') + ' ORDER BY i',
  );
  return found.map((position, i) => [names[i]!, position.last_value, position.is_called]);
}

const samePositions = (a: readonly SequencePosition[], b: readonly SequencePosition[]) => JSON.stringify(a) === JSON.stringify(b);

/** The statement that sets every sequence back to where `positions` say it stood. */
function setSequences(positions: readonly SequencePosition[]): string {
  if (positions.length === 0) return 'SELECT 1';
  return `SELECT ${positions.map(([name, value, called]) => `setval(${quote(name)}, ${BigInt(value)}, ${called})`).join(', ')}`;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What a file could change besides rows and sequences, as one checksum. */
async function catalog(database: Database): Promise<string> {
  const [found] = await rows<{ sum: string }>(
    database,
    `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS sum FROM (
      SELECT format('rel %s.%s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence) FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_toast%'
      UNION ALL SELECT format('col %s %s %s %s %s %s', c.oid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
          a.attnotnull, a.attidentity::text || a.attgenerated::text, pg_get_expr(d.adbin, d.adrelid))
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND NOT a.attisdropped AND ${USER_SCHEMA}
      UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid)) FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMA}
      UNION ALL SELECT format('constraint %s %s %s', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid))
        FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE ${USER_SCHEMA}
      UNION ALL SELECT format('trigger %s %s', pg_get_triggerdef(t.oid), t.tgenabled) FROM pg_trigger t WHERE NOT t.tgisinternal
      UNION ALL SELECT format('function %s %s %s', p.oid::regprocedure, p.prorettype::regtype, md5(p.prosrc)) FROM pg_proc p
        JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMA} AND p.prokind IN ('f', 'p')
      UNION ALL SELECT format('type %s %s', t.oid::regtype, t.typtype) FROM pg_type t
        JOIN pg_namespace n ON n.oid = t.typnamespace WHERE ${USER_SCHEMA}
      UNION ALL SELECT format('enum %s %s %s', e.enumtypid::regtype, e.enumsortorder, e.enumlabel) FROM pg_enum e
      UNION ALL SELECT format('view %s %s', c.oid::regclass, md5(pg_get_viewdef(c.oid))) FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('v', 'm') AND ${USER_SCHEMA}
      UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
      UNION ALL SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
      UNION ALL SELECT format('setting %s %s', name, setting) FROM pg_settings WHERE source NOT IN ('default', 'override')
      UNION ALL SELECT format('listening %s', l) FROM pg_listening_channels() l
      UNION ALL SELECT format('lock %s %s %s', locktype, classid, objid) FROM pg_locks WHERE locktype = 'advisory'
      UNION ALL SELECT format('cursor %s', name) FROM pg_cursors
      UNION ALL SELECT format('prepared transaction %s', gid) FROM pg_prepared_xacts
      UNION ALL SELECT format('large object %s', oid) FROM pg_largeobject_metadata
    ) s(x)`,
  );
  return found!.sum;
}
