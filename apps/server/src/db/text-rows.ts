import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from 'drizzle-orm';

/**
 * A long history's rows read as one text inside another statement: each row its values joined by commas, the rows
 * joined by semicolons (`string_agg`), for reads that take every row of a child (the growth and eye curves). With
 * 5,000 records a child's curve is mostly this value, and PostgreSQL builds it in about half the time of the same
 * rows as JSON arrays (db/json-rows.ts: a json_build_array per row), and the server decodes it in three quarters of
 * the time (issue 28, criterion 4; decision 4000).
 *
 * Only columns whose text can hold neither separator take this form, checked when a read is declared: uuid, date,
 * the numeric types, and text limited to an enum whose values hold neither (and are not empty, so that an empty
 * field is NULL, as it is for every other type: none of them writes an empty text). Each value is PostgreSQL's text
 * of it, what a plain query's row carries, so each goes through its column's own decoder, as Drizzle's rows do.
 * Dates are written in the ISO style, as every date the server reads (PostgreSQL's default DateStyle).
 */
const PLAIN_TYPES = /^(uuid|date|double precision|real|smallint|integer|bigint|numeric(\(\d+(, \d+)?\))?)$/;
const FIELD = ',';
const ROW = ';';

export function textRows<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  keys: readonly K[],
): {
  /** The rows of `alias` that match `where`, in `orderBy`, as one text (NULL when there is none). */
  select: (alias: string, where: SQL, orderBy: SQL) => SQL;
  /** The text back into rows, with `fill`'s values on each (what every row shares and the statement need not repeat). */
  decode: <F extends Partial<InferSelectModel<T>> = Record<never, never>>(
    value: unknown,
    fill?: F,
  ) => Array<Pick<InferSelectModel<T>, K> & F>;
} {
  const all = getTableColumns(table);
  const columns = keys.map((key) => {
    const column = all[key]!;
    const type = column.getSQLType();
    const choices = column.enumValues as readonly string[] | undefined;
    const safe = PLAIN_TYPES.test(type) || (type === 'text' && !!choices?.length && choices.every((v) => v !== '' && !/[,;]/.test(v)));
    if (!safe) throw new Error(`textRows: ${column.name} (${type}) may hold a separator; read it with jsonRows`);
    return { key, column };
  });
  const width = columns.length;
  return {
    select: (alias, where, orderBy) => {
      const name = sql.identifier(alias);
      // concat() writes NULL as an empty field and each value by its type's output, as a plain query's row.
      const fields = sql.join(
        columns.map(({ column }) => sql`${name}.${sql.identifier(column.name)}`),
        sql.raw(`, '${FIELD}', `),
      );
      return sql`(select string_agg(concat(${fields}), '${sql.raw(ROW)}' order by ${orderBy}) from ${table} as ${name} where ${where})`;
    },
    decode: <F extends Partial<InferSelectModel<T>>>(value: unknown, fill?: F) => {
      const rows: Array<Pick<InferSelectModel<T>, K> & F> = [];
      if (value === null || value === undefined) return rows;
      const text = value as string;
      let at = 0;
      while (at <= text.length) {
        let end = text.indexOf(ROW, at);
        if (end < 0) end = text.length;
        const row: Record<string, unknown> = {};
        let from = at;
        for (let i = 0; i < width; i += 1) {
          let to = i === width - 1 ? end : text.indexOf(FIELD, from);
          if (to < 0 || to > end) to = end;
          const { key, column } = columns[i]!;
          row[key] = to === from ? null : column.mapFromDriverValue(text.slice(from, to));
          from = to + 1;
        }
        if (fill) Object.assign(row, fill);
        rows.push(row as Pick<InferSelectModel<T>, K> & F);
        at = end + 1;
      }
      return rows;
    },
  };
}
