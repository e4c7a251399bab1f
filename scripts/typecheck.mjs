#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the tree, checked by TypeScript 7's native compiler
// (docs/decisions/3700-native-type-check.md): the same strict options and the same errors as TypeScript 5.9 at about a
// quarter of its CPU time. TypeScript 5.9 stays installed for typescript-eslint, which does not load TypeScript 7 yet.
// One project at a time, each on one thread: under `npm test` the lint, the formatting check and the web build run
// beside it on CI's 2 cores, where more threads only take turns.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const PROJECTS = ['packages/clinical', 'packages/contracts', 'apps/server', 'apps/web', 'e2e', 'scripts'];

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const root = path.resolve(import.meta.dirname, '..');

for (const project of PROJECTS) {
  const checked = spawnSync(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json'), '--noEmit', '--singleThreaded'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (checked.status !== 0) {
    console.error(`typecheck: ${project} has type errors (above)`);
    process.exit(checked.status ?? 1);
  }
}
