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
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Runs of plain characters are taken as slices, not a character at a time: the server reads about 1 MB of
  // reference tables at every start (issue 28, cold start).
  let i = 0;
  while (i < src.length) {
    const runStart = i;
    let ch = src.charCodeAt(i);
    while (ch !== COMMA && ch !== LF && ch !== CR && ch !== QUOTE && i < src.length) ch = src.charCodeAt(++i);
    if (i > runStart) field += src.slice(runStart, i);
    if (i >= src.length) break;
    if (ch === QUOTE) {
      // A quoted stretch: up to the next lone quote, a doubled quote standing for one.
      for (;;) {
        const close = src.indexOf('"', i + 1);
        if (close === -1) {
          field += src.slice(i + 1);
          i = src.length;
          break;
        }
        field += src.slice(i + 1, close);
        if (src.charCodeAt(close + 1) === QUOTE) {
          field += '"';
          i = close + 1;
        } else {
          i = close + 1;
          break;
        }
      }
    } else if (ch === COMMA) {
      row.push(field);
      field = '';
      i++;
    } else {
      i += ch === CR && src.charCodeAt(i + 1) === LF ? 2 : 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return options.keepEmptyRows ? rows : rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;

/** Rows as objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  // Keys set in the header's order, one object at a time: every row shares one shape (Object.fromEntries made each a
  // dictionary, most of the start-up's reading of the reference tables).
  return body.map((cells) => {
    const record: Record<string, string> = {};
    for (let i = 0; i < names.length; i++) record[names[i]!] = (cells[i] ?? '').trim();
    return record;
  });
}
