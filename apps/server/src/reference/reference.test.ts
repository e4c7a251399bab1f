import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../config/env.ts';
import { referencesOf, type AppDeps } from '../deps.ts';
import { systemRoutes } from '../modules/system/routes.ts';
import { startServer } from '../test-support/server-process.ts';
import { checkReferenceTables, referenceFileNames } from './check.ts';
import { loadReferences, ReferenceDataError } from './index.ts';

const IN_REPO = path.join(REPO_ROOT, 'packages/clinical/reference-data');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the in-repository tables, broken as the test says. */
function brokenCopy(breakIt: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sprout-refs-'));
  made.push(dir);
  for (const file of readdirSync(IN_REPO)) copyFileSync(path.join(IN_REPO, file), path.join(dir, file));
  breakIt(dir);
  return dir;
}

const rewrite = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

/** Four files at fault at once: one missing, one truncated, a swapped pair, medians that fall. */
const BROKEN = (dir: string) => {
  unlinkSync(path.join(dir, 'who2006_lhfa_boys.csv'));
  rewrite(dir, 'fenton2013_hc_girls.csv', (text) => text.split('\n').slice(0, 100).join('\n'));
  copyFileSync(path.join(IN_REPO, 'china_wst423_2022_wfa_girls_sd.csv'), path.join(dir, 'china_wst423_2022_wfa_boys_sd.csv'));
  copyFileSync(path.join(IN_REPO, 'china_wst423_2022_wfa_boys_sd.csv'), path.join(dir, 'china_wst423_2022_wfa_girls_sd.csv'));
  rewrite(dir, 'axial_length_he2023_china_girls_percentiles.csv', (text) => {
    const [head, ...rows] = text.trimEnd().split('\n');
    return `${[head, ...rows.slice(0, 10), ...rows.slice(10).map((r) => r.replace(/^(\d+),([\d.]+,[\d.]+,[\d.]+,[\d.]+),[\d.]+/, '$1,$2,22.5'))].join('\n')}\n`;
  });
};

describe('reference tables', () => {
  it('load from REFERENCE_DATA_DIR (packages/clinical/reference-data in the repository by default) once per process', () => {
    const config = loadConfig({});
    expect(config.referenceDataDir).toBe(IN_REPO);
    const refs = referencesOf({ config });
    expect(refs.growth).toBeTruthy();
    expect(refs.axialLength.tables.male.length).toBe(15);
    expect(refs.cdc2000.statage.female.rows).toHaveLength(218);
    expect(referencesOf({ config })).toBe(refs);
  });

  it('are all sound in the repository: every file the server reads is there and passes the checks', () => {
    expect(referenceFileNames()).toHaveLength(40);
    expect(checkReferenceTables(IN_REPO)).toEqual([]);
  });

  it('name every file missing or broken, each once, with what is wrong', () => {
    const problems = checkReferenceTables(brokenCopy(BROKEN));
    expect(problems).toHaveLength(4);
    expect(problems[0]).toBe('who2006_lhfa_boys.csv: missing');
    expect(problems.find((p) => p.startsWith('fenton2013_hc_girls.csv:'))).toMatch(/99 rows, expected 186/);
    expect(problems.find((p) => p.startsWith('china_wst423_2022_wfa_boys_sd.csv and china_wst423_2022_wfa_girls_sd.csv:'))).toMatch(
      /sexes swapped/,
    );
    expect(problems.find((p) => p.startsWith('axial_length_he2023_china_girls_percentiles.csv:'))).toMatch(/P25 is not below P50/);
    expect(() => loadReferences(brokenCopy(BROKEN))).toThrow(ReferenceDataError);
  });

  it('catch a table of the wrong kind under a right name, and an unreadable number', () => {
    const problems = checkReferenceTables(
      brokenCopy((dir) => {
        copyFileSync(path.join(IN_REPO, 'who2006_wfa_boys.csv'), path.join(dir, 'who2006_hcfa_boys.csv'));
        rewrite(dir, 'ig21_newborn_size_zscores.csv', (text) => text.replace('weight_kg,girls,168,24+0,', 'weight_kg,girls,168,24+0,x'));
      }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual(['who2006_hcfa_boys.csv', 'ig21_newborn_size_zscores.csv']);
    expect(problems[0]).toMatch(/outside 30–55/);
    expect(problems[1]).toMatch(/not a number/);
  });

  it('catch a CDC 2000 file cut short or with a sex code it does not know', () => {
    const problems = checkReferenceTables(
      brokenCopy((dir) => {
        rewrite(dir, 'cdc2000_wtage.csv', (text) => text.split('\n').slice(0, 300).join('\n'));
        rewrite(dir, 'cdc2000_hcageinf.csv', (text) => text.replace('\n2,0,', '\n3,0,'));
      }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual(['cdc2000_hcageinf.csv', 'cdc2000_wtage.csv']);
    expect(problems[0]).toMatch(/Sex must be 1 or 2/);
    expect(problems[1]).toMatch(/female: 81 rows, expected 218/);
  });

  it('/readyz answers 503 until the tables of its configuration are loaded', async () => {
    const app = Fastify();
    const config = loadConfig({ REFERENCE_DATA_DIR: brokenCopy(() => undefined) });
    const deps = { config, database: { ping: async () => undefined } } as unknown as AppDeps;
    await app.register(systemRoutes(deps));
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    referencesOf(deps);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await app.close();
  });

  it('a server refuses to start on broken tables, with one message naming every file at fault', async () => {
    const dir = brokenCopy(BROKEN);
    const started = startServer({ REFERENCE_DATA_DIR: dir, DATA_DIR: path.join(dir, 'data') });
    const error = await started.then(
      () => null,
      (e: unknown) => String(e),
    );
    expect(error).toMatch(/server exited \(1\) before serving/);
    const message = error!.slice(error!.indexOf('Reference tables in'));
    expect(message).toContain(`Reference tables in ${dir} are missing or broken (4)`);
    for (const file of [
      'who2006_lhfa_boys.csv',
      'fenton2013_hc_girls.csv',
      'china_wst423_2022_wfa_boys_sd.csv',
      'axial_length_he2023_china_girls_percentiles.csv',
    ])
      expect(message).toContain(file);
    // It stopped before opening the database: no data directory was made.
    expect(readdirSync(dir)).not.toContain('data');
  });
});
