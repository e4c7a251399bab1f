/**
 * Issue 29: `npm install` on the Node the README names (package.json engines, >= 20.19) prints no EBADENGINE
 * warning: no package in the lockfile asks for a newer Node. content-disposition@3 and cookie@2 (>= 22), pulled
 * by @fastify/static and light-my-request, are overridden in package.json to the 2.x and 1.x lines, whose API
 * those packages use (create; stringifySetCookie) and which support Node 18.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };

/** The lowest Node a range's every alternative allows, as [major, minor] (`>=20.19`, `^18 || >=20`, `20.x`). */
function lowestAllowed(range: string): [number, number] {
  const alternatives = range.split('||').map((alternative) => {
    const match = /(\d+)(?:\.(\d+|x))?/.exec(alternative.trim());
    if (!match) return [0, 0] as [number, number];
    return [Number(match[1]), match[2] && match[2] !== 'x' ? Number(match[2]) : 0] as [number, number];
  });
  return alternatives.sort((a, b) => a[0] - b[0] || a[1] - b[1])[0]!;
}

describe('the Node version of the README', () => {
  const ours = lowestAllowed(manifest.engines.node);

  it('is what package.json names', () => {
    expect(manifest.engines.node).toBe('>=20.19');
    expect(ours).toEqual([20, 19]);
  });

  it('satisfies every installed package: npm install warns of no engine', () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.engines && !Array.isArray(pkg.engines) && typeof pkg.engines.node === 'string')
      .filter(([, pkg]) => {
        const [major, minor] = lowestAllowed((pkg.engines as { node: string }).node);
        return major > ours[0] || (major === ours[0] && minor > ours[1]);
      })
      .map(([where, pkg]) => `${where}@${pkg.version}: node ${(pkg.engines as { node: string }).node}`);
    expect(tooNew).toEqual([]);
  });
});
