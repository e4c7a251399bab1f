import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A table's rows read as one JSON value inside another statement (`json_agg`), so that a child and its records
 * come back in one round trip and one row (issue 28: with the policy's row joined, a read is one statement). Each
 * row is an array of the chosen columns' values in a fixed order, not an object: PostgreSQL writes no column name
 * per value and the server parses none (issue 28, criterion 4: a child's 5,000 eye exams were 3.3 MB of JSON and 68 ms
 * of PostgreSQL's time as objects of every column). `decode` turns it into the rows Drizzle itself would return,
 * each value through its column's own decoder (dates, timestamps, JSON columns). The two curves, which read every row
 * of a child, use the text form of db/text-rows.ts instead, for columns that allow it.
 */
export function jsonRows<T extends Table, K extends keyof InferSelectModel<T> & string = keyof InferSelectModel<T> & string>(
  table: T,
  keys?: readonly K[],
): {
  /** `json_build_array` of the chosen columns of `alias`, then `more` (values a caller reads at `width` and after). */
  values: (alias: string, more?: readonly SQL[]) => SQL;
  /** How many of the chosen columns a row's array begins with. */
  width: number;
  /** The rows of `alias` that match `where`, in `orderBy`, a page of them with `page`, as one JSON array. */
  select: (alias: string, where: SQL, orderBy: SQL, page?: { limit: SQL; offset: SQL }) => SQL;
  /**
   * The JSON back into rows; an array may carry more values after the row's (`values`), which it ignores. `fill`: values
   * every row shares, which the statement need not repeat in each row (the child's id on each of its records).
   */
  decode: <F extends Partial<InferSelectModel<T>> = Record<never, never>>(
    value: unknown,
    fill?: F,
  ) => Array<Pick<InferSelectModel<T>, K> & F>;
} {
  const all = getTableColumns(table);
  const columns = (keys ?? (Object.keys(all) as K[])).map((key) => ({ key, column: all[key]! }));
  const values = (alias: string, more: readonly SQL[] = []) =>
    sql`json_build_array(${sql.join(
      [...columns.map(({ column }) => sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`), ...more],
      sql`, `,
    )})`;
  return {
    values,
    width: columns.length,
    select: (alias, where, orderBy, page) => {
      const name = sql.identifier(alias);
      if (!page) {
        return sql`(select coalesce(json_agg(${values(alias)} order by ${orderBy}), '[]'::json) from ${table} as ${name} where ${where})`;
      }
      return sql`(select coalesce(json_agg(${values(alias)} order by ${orderBy}), '[]'::json) from (select * from ${table} as ${name}
        where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset}) as ${name})`;
    },
    decode: <F extends Partial<InferSelectModel<T>>>(value: unknown, fill?: F) =>
      (value as unknown[][]).map((json) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i += 1) {
          const raw = json[i];
          row[columns[i]!.key] = raw === null || raw === undefined ? null : columns[i]!.column.mapFromDriverValue(raw);
        }
        if (fill) Object.assign(row, fill);
        return row as Pick<InferSelectModel<T>, K> & F;
      }),
  };
}
