#!/usr/bin/env node
// `npm run fuzz -- --runs 100000 [--seed 42] [--pg]`: the property-based fuzz suite of the server
// (apps/server/src/fuzz) for longer than the few thousand cases `npm test` runs. --pg runs it on the PostgreSQL
// of TEST_DATABASE_URL instead of the embedded PGlite.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const env = { ...process.env };
if (option('runs')) env.FUZZ_RUNS = option('runs');
if (option('seed')) env.FUZZ_SEED = option('seed');
env.FUZZ_VERBOSE = env.FUZZ_VERBOSE ?? '40';
const project = args.includes('--pg') ? 'server-pg' : 'server';
const result = spawnSync('npx', ['vitest', 'run', '--project', project, 'src/fuzz/fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
