export interface CsvRowsOptions {
  /**
   * Keep blank lines as rows of one empty cell, so that an importer's row numbers are the file's (a person
   * reading "row 7" opens the file in a spreadsheet, which counts blank lines). Off by default.
   */
  keepEmptyRows?: boolean;
}

/**
 * A small RFC 4180 CSV reader for the reference tables and for imports: quoted fields, doubled quotes,
 * CRLF or LF line ends. Pure: it takes text and returns rows.
 */
export function parseCsvRows(text: string, options: CsvRowsOptions = {}): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return options.keepEmptyRows ? rows : rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** Rows as objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name.trim(), (cells[i] ?? '').trim()])));
}
