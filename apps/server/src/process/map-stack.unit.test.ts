import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapStack } from '../../scripts/map-stack.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(serverDir, '../..');
let dir = '';
let bundle = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'map-stack-'));
  bundle = path.join(dir, 'dist/main.js');
  execFileSync(process.execPath, ['scripts/build.mjs', bundle], { cwd: serverDir, stdio: 'pipe' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Where `text` starts in the built file, as a stack names it (1-based line and column). */
function positionOf(text: string): { line: number; column: number } {
  const lines = readFileSync(bundle, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return { line: line + 1, column: lines[line]!.indexOf(text) + 1 };
}

describe('a stack of the built server, told as its sources (npm run stack)', () => {
  it('names the source file and line of each frame in the bundle, and leaves other frames alone', () => {
    const at = positionOf('async function insertAuditEvents(');
    const sourceLine = readFileSync(path.join(serverDir, 'src/auth/repository.ts'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('export async function insertAuditEvents('));
    const stack = [
      'Error: Failed query: insert into "audit_events"',
      `    at insertAuditEvents (file://${bundle}:${at.line}:${at.column})`,
      `    at async drain (${bundle}:${at.line}:${at.column})`,
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '    at /elsewhere/other.js:3:4',
    ].join('\n');
    const mapped = mapStack(stack, path.join(dir, 'dist'), root).split('\n');
    expect(mapped[0]).toBe('Error: Failed query: insert into "audit_events"');
    expect(mapped[1]).toMatch(new RegExp(`^    at insertAuditEvents \\(apps/server/src/auth/repository\\.ts:${sourceLine + 1}:\\d+\\)$`));
    expect(mapped[2]).toMatch(new RegExp(`^    at async drain \\(apps/server/src/auth/repository\\.ts:${sourceLine + 1}:\\d+\\)$`));
    expect(mapped.slice(3)).toEqual(stack.split('\n').slice(3));
  });
});
