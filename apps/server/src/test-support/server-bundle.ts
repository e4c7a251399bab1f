import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server built as `npm start` runs it (scripts/build.mjs), as `dist/<name>-<random>.js`: a copy of a test run's
 * own beside any other run's, which `remove` deletes with its map. Used by the server tests' processes
 * (test-support/global-setup.ts) and the journeys' servers (e2e/global-setup.ts).
 */
export function buildServerBundle(name: string): { bundle: string; remove: () => void } {
  const file = `dist/${name}-${randomBytes(4).toString('hex')}.js`;
  execFileSync(process.execPath, ['scripts/build.mjs', file], { cwd: SERVER_DIR, stdio: 'pipe' });
  const bundle = path.join(SERVER_DIR, file);
  return {
    bundle,
    remove: () => {
      rmSync(bundle, { force: true });
      rmSync(`${bundle}.map`, { force: true });
    },
  };
}
