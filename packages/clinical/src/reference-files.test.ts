/**
 * The reference tables of packages/clinical/reference-data are the README's, byte for byte (issue 29): every file has a row
 * with its sha256 and data rows, every row a file. A table changed on purpose changes its row in the same commit.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DATA = fileURLToPath(new URL('../reference-data/', import.meta.url));

interface Row {
  file: string;
  rows: number;
  sha256: string;
}

/** The rows of the README's file table: `| \`file.csv\` | reference | rows | \`sha256\` |`. */
function readmeRows(readme: string): Row[] {
  return [...readme.matchAll(/^\|\s*`([^`]+\.csv)`\s*\|[^|]*\|\s*(\d+)\s*\|\s*`([0-9a-f]{64})`\s*\|\s*$/gm)].map((m) => ({
    file: m[1]!,
    rows: Number(m[2]),
    sha256: m[3]!,
  }));
}

describe('the reference tables in the repository', () => {
  const readme = readFileSync(`${DATA}README.md`, 'utf8');
  const rows = readmeRows(readme);
  const files = readdirSync(DATA).filter((name) => name !== 'README.md');

  it('are each listed once in the README, and nothing else is there', () => {
    expect(rows.length).toBeGreaterThanOrEqual(34);
    expect(new Set(rows.map((r) => r.file)).size).toBe(rows.length);
    expect([...files].sort()).toEqual(rows.map((r) => r.file).sort());
  });

  it('have the bytes of their sha256 and the rows the README says', () => {
    for (const row of rows) {
      const bytes = readFileSync(`${DATA}${row.file}`);
      expect(createHash('sha256').update(bytes).digest('hex'), row.file).toBe(row.sha256);
      expect(bytes.toString('utf8').trimEnd().split('\n').length - 1, row.file).toBe(row.rows);
    }
  });

  it('name the source and the terms of every reference they come from', () => {
    const references = new Set(readme.match(/^\| `[^`]+\.csv` \| ([^|]+?) \|/gm)!.map((line) => line.split('|')[2]!.trim()));
    const sources = readme.slice(readme.indexOf('## Sources'));
    for (const reference of references) expect(sources, reference).toContain(`| ${reference} |`);
  });

  it('a changed byte fails the checksum', () => {
    const row = rows[0]!;
    const bytes = Buffer.from(readFileSync(`${DATA}${row.file}`));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 2) ^ 1, bytes.length - 2);
    expect(createHash('sha256').update(bytes).digest('hex')).not.toBe(row.sha256);
  });
});
