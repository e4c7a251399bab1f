import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/**
 * The tree's shape, over the files git tracks: no source file over the 300-line budget, no two source files whose
 * paths differ only in their extension, and no import cycle, `import type` and `import()` included (import-graph.ts;
 * the lint does not look for cycles).
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !file.includes('/migrations/') && existsSync(path.join(root, file)));
/** Each file's text, read once for both the line budget and the import graph. */
const texts = new Map<string, string>();
const read = (file: string) => texts.get(file) ?? texts.set(file, readFileSync(path.join(root, file), 'utf8')).get(file)!;
const lines = (file: string) => read(file).split('\n').length - 1;

const BUDGET = 300;

describe('the shape of the tree', () => {
  it(`keeps every source file within ${BUDGET} lines`, () => {
    // No exceptions: the files over it when it began to be checked were split along their seams (issue 35).
    expect(files.filter((file) => lines(file) > BUDGET)).toEqual([]);
  });

  it('keeps the README short: the two commands, accounts, configuration, tests, layout and where to read more', () => {
    expect(lines('README.md')).toBeLessThanOrEqual(200);
  });

  it('has no two source files whose paths differ only in their extension', () => {
    const byStem = new Map<string, string[]>();
    for (const file of files) {
      const stem = file.replace(/\.(module\.)?[^./]+$/, '');
      byStem.set(stem, [...(byStem.get(stem) ?? []), file]);
    }
    // A component and its own stylesheet (x.tsx beside x.module.css) are one piece of the screen.
    const clashes = [...byStem.values()].filter((group) => group.filter((file) => !file.endsWith('.module.css')).length > 1);
    expect(clashes).toEqual([]);
  });

  it('has no import cycle, type imports and dynamic imports included', () => {
    const graph = importGraph(files, read);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle wherever one closes: through a type import, an export or a dynamic import', () => {
    const tree: Record<string, string> = {
      'a/app.ts': "import { limit } from './config/limits.ts';\n",
      'a/config/limits.ts': "import type { App } from '../app.ts';\n",
      'b/one.ts': "export * from './two.ts';\n",
      'b/two.ts': "const three = () => import('./three.ts');\n",
      'b/three.ts': "export { one } from './one.ts';\n",
      'c/alone.ts': "import { x } from './missing.ts';\nimport y from 'node:fs';\n",
    };
    const cycles = importCycles(importGraph(Object.keys(tree), (file) => tree[file]!));
    expect(cycles).toEqual([
      ['a/app.ts', 'a/config/limits.ts', 'a/app.ts'],
      ['b/one.ts', 'b/two.ts', 'b/three.ts', 'b/one.ts'],
    ]);
  });

  it("loads the server's optional SDKs on first use, not at start (issue 28: cold start)", () => {
    // Each of these took 50-190 ms of the server's start on the 2-core machine; they serve one feature each (S3,
    // Tencent SMS, the doctor list's pinyin, calendar files, the embedded database, the reminder queue after listen,
    // the web build's files, rich text to sanitize), so they are imported where that feature first runs: `import()`, a
    // `require` made on first use, or `import type` only.
    const onUse = [
      '@aws-sdk/client-s3',
      'tencentcloud-sdk-nodejs-sms',
      'pinyin-pro',
      'ics',
      '@electric-sql/pglite',
      'drizzle-orm/pglite',
      'pg-boss',
      '@fastify/static',
      'sanitize-html',
    ];
    const staticImport = new RegExp(`^import (?!type )[^;]*?from '(${onUse.map((m) => m.replace(/[/.-]/g, '\\$&')).join('|')})'`, 'm');
    const server = files.filter(
      (file) => file.startsWith('apps/server/src/') && /\.ts$/.test(file) && !/\.test\.ts$|test-support\//.test(file),
    );
    expect(server.length).toBeGreaterThan(100);
    expect(server.filter((file) => staticImport.test(read(file)))).toEqual([]);
  });
});
