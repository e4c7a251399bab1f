import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the server the bench starts', () => {
  it('runs with the Node flags `npm start` gives it (decisions 4800 and 5200)', () => {
    const flags = serverNodeFlags(ROOT);
    expect(flags).toEqual(['--max-semi-space-size=64', '--heap-growing-percent=200']);
    // npm puts config.node_flags in the start script's environment: the script must pass it to the node it runs.
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } };
    expect(scripts.start).toMatch(/ node \$npm_package_config_node_flags dist\/main\.js$/);
    // And a Node given those flags takes them (an unknown or misspelt flag would stop it here).
    const argv = execFileSync(process.execPath, [...flags, '-p', 'JSON.stringify(process.execArgv)'], { encoding: 'utf8' });
    expect(JSON.parse(argv)).toEqual([...flags, '-p', 'JSON.stringify(process.execArgv)']);
  });
});
