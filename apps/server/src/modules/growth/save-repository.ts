import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../db/migrate.ts';
import { shapedStatement, typedPlaceholder } from '../../db/named-query.ts';
import { growthRecords } from '../../db/schema/index.ts';
import { textRows } from '../../db/text-rows.ts';
import { alongside, type WriteAlongside } from '../../db/write-alongside.ts';

/** A record as scoring and the answers use it, without its two timestamps, which no answer shows (reading them was most
 * of PostgreSQL's time on a long history's curve). A row read whole is one too. */
export type GrowthRecordRow = Omit<typeof growthRecords.$inferSelect, 'createdAt' | 'updatedAt'>;

export interface RecordValues {
  recordDate: string;
  heightCm: number | null;
  weightKg: number | null;
  headCm: number | null;
  measure: 'lying' | 'standing' | null;
}

// A record as its reads (repository.ts) and the save's statement carry it inside one JSON value. The child's id is the
// profile's: each record gets it from there (decode's fill), not 36 characters more per row.
const RECORD_KEYS = ['id', 'recordDate', 'heightCm', 'weightKg', 'headCm', 'measure'] as const;
export const recordsJson = jsonRows(growthRecords, RECORD_KEYS);
/** Every record of a child, for the curve: as text, which a long history builds and reads in less time (db/text-rows.ts). */
export const recordsText = textRows(growthRecords, RECORD_KEYS);

/** A record's values (RecordValues' keys): the placeholders of a save's statement. */
const RECORD_VALUES = ['recordDate', 'heightCm', 'weightKg', 'headCm', 'measure'] as const satisfies ReadonlyArray<keyof RecordValues>;

// A save's statement, built once per shape (one per answer to a record already on that date, with or without the
// key's claim and the audit row it carries: db/write-alongside.ts): Drizzle built its SQL anew at every save, about
// a tenth of a save's time in the server (issue 28). A replaced record takes the new values.
const insertStatement = shapedStatement('growth_insert');
const placeholder = (key: (typeof RECORD_VALUES)[number] | 'growthId') =>
  typedPlaceholder(key, key === 'growthId' ? growthRecords.growthId : growthRecords[key]);
const insertSql = (replace: boolean, along: ReturnType<typeof alongside>) => {
  const parts = along.sql();
  const columns = (['growthId', ...RECORD_VALUES] as const).map((key) => sql.identifier(growthRecords[key].name));
  const conflict = replace
    ? sql`UPDATE SET ${sql.join(
        [
          ...RECORD_VALUES.map(
            (key) => sql`${sql.identifier(growthRecords[key].name)} = excluded.${sql.identifier(growthRecords[key].name)}`,
          ),
          sql`${sql.identifier(growthRecords.updatedAt.name)} = now()`,
        ],
        sql`, `,
      )}`
    : sql`NOTHING`;
  const saved = sql`saved AS (INSERT INTO ${growthRecords} (${sql.join(columns, sql`, `)})
    SELECT ${sql.join([placeholder('growthId'), ...RECORD_VALUES.map(placeholder)], sql`, `)} ${parts.onlyIfClaimed}
    ON CONFLICT (growth_id, record_date) DO ${conflict} RETURNING *)`;
  // The statement's snapshot is the one before the insert: the new record is not its own "before".
  const previous = sql`previous AS (SELECT * FROM ${growthRecords} AS r WHERE r.growth_id = ${placeholder('growthId')}
    AND r.record_date < ${placeholder('recordDate')} ORDER BY r.record_date DESC LIMIT 1)`;
  return sql`WITH ${sql.join([...parts.before, saved, ...parts.after, previous], sql`, `)}
    SELECT ${parts.claimed} AS claimed, (SELECT ${recordsJson.values('saved')} FROM saved) AS row,
      (SELECT ${recordsJson.values('previous')} FROM previous) AS before`;
};

/**
 * Inserts; on a date that already has a record, replaces it when `replace`, else writes nothing (`saved` null). The
 * latest record dated before it (the re-measure check's) comes in the same statement, and what goes `along` with the
 * write (its key's claim, its audit row): one round trip for all of it. `claimed` false: the key was taken, nothing
 * was written.
 */
export async function insertRecord(
  db: AppDb,
  growthId: string,
  values: RecordValues,
  replace: boolean,
  along?: WriteAlongside,
): Promise<{ claimed: boolean; saved: { row: GrowthRecordRow; before: GrowthRecordRow | null } | null }> {
  const parts = alongside(along, 'saved');
  const [found] = rowsOf<{ claimed: boolean; row: unknown; before: unknown }>(
    await insertStatement(db, `${replace ? 'replace' : 'keep'}:${parts.shape}`, () => insertSql(replace, parts), {
      growthId,
      ...values,
      ...parts.values,
    }),
  );
  const fill = { growthId };
  const row = found?.row ? recordsJson.decode([found.row], fill)[0]! : null;
  const claimed = found?.claimed === true;
  parts.settle(claimed, row !== null);
  return {
    claimed,
    saved: row ? { row, before: found?.before ? recordsJson.decode([found.before], fill)[0]! : null } : null,
  };
}
