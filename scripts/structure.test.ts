import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The tree's shape, over the files git tracks: no source file over the 300-line budget, no two source files whose
 * paths differ only in their extension, and no import cycle, `import type` included (import-x/no-cycle skips those).
 */
const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !file.includes('/migrations/') && existsSync(path.join(root, file)));
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;

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

  it('has no import cycle, type imports included', () => {
    const graph = new Map<string, string[]>();
    const known = new Set(files);
    for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm)]
        .map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)))
        .filter((target) => known.has(target));
      graph.set(file, targets);
    }
    const cycles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file]);
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
