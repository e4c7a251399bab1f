import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv.ts';

describe('parseCsvRows', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, and drops a BOM', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n"two\nlines",3\n';
    expect(parseCsvRows(text)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', '3'],
    ]);
  });

  it('drops blank lines by default', () => {
    expect(parseCsvRows('a\n\nb\n')).toEqual([['a'], ['b']]);
  });

  it('keeps blank lines as empty rows when asked, so row numbers match the file', () => {
    expect(parseCsvRows('a\n\nb\n', { keepEmptyRows: true })).toEqual([['a'], [''], ['b']]);
  });
});

describe('parseCsv', () => {
  it('keys each row by the trimmed header and fills missing cells with empty text', () => {
    expect(parseCsv(' age ,P3\n4,21.26\n5\n')).toEqual([
      { age: '4', P3: '21.26' },
      { age: '5', P3: '' },
    ]);
  });
});
