import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's rows read as one JSON value inside another statement (`json_agg`), so that a child and its records
 * come back in one round trip and one row (issue 28: with the policy's row joined, a read is one statement). The JSON
 * holds the columns by their SQL names; `decodeJsonRows` turns it into the rows Drizzle itself would return,
 * each value through its column's own decoder (dates, timestamps, JSON columns).
 */
export function jsonRows(table: Table, alias: string, where: SQL, orderBy: SQL, page?: { limit: SQL; offset: SQL }): SQL {
  const name = sql.identifier(alias);
  if (!page) {
    return sql`(select coalesce(json_agg(${name} order by ${orderBy}), '[]'::json) from ${table} as ${name} where ${where})`;
  }
  return sql`(select coalesce(json_agg(${name} order by ${orderBy}), '[]'::json) from (select * from ${table} as ${name}
    where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset}) as ${name})`;
}

/** The decoder of `jsonRows` for one table, built once. */
export function jsonRowDecoder<T extends Table>(table: T): (value: unknown) => Array<InferSelectModel<T>> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (value) =>
    (value as Array<Record<string, unknown>>).map((json) => {
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of columns) {
        const raw = json[name];
        row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
      }
      return row as InferSelectModel<T>;
    });
}
