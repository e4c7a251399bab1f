/**
 * `npm run bench:zscores`: z-scores through the public entry of packages/clinical (scoreGrowth) beside the npm
 * package jsgrowup (a port of pygrowup, the most used open z-score library in JavaScript), on the same
 * measurements in the same process.
 *
 *   npm run bench:zscores                     20,000 measurements, 5 timed rounds each
 *   npm run bench:zscores -- --n 50000 --rounds 3
 *
 * The measurements are weight-for-age and length/height-for-age of children 0-5 years (one month to five years, the range both cover),
 * each with its own birth and visit date. jsgrowup is given the age in months ready-made; scoreGrowth is given
 * the two dates and works the age out itself, so the comparison favours jsgrowup. The first round of each is
 * reported apart (cold caches, JIT warming up); the ratio is of the median of the later rounds. The two results
 * are also compared: the median absolute difference of z tells that both did the same work.
 */
import { parseArgs } from 'node:util';
// @ts-expect-error -- jsgrowup ships no types; its two entry points are typed by hand below.
import jsgrowupModule from 'jsgrowup';
import { addDays, scoreGrowth, type GrowthScoreInput } from '@sprout/clinical';
import { loadReferences } from '../../apps/server/src/reference/index.ts';

const { values: args } = parseArgs({ options: { n: { type: 'string' }, rounds: { type: 'string' } } });
const N = Number(args.n ?? 20_000);
const ROUNDS = Math.max(2, Number(args.rounds ?? 5));
const DAYS_PER_MONTH = 30.4375;

interface JsGrowupCalculator {
  zscoreForMeasurement(
    indicator: string,
    measurement: number,
    ageInMonths: number,
    gender: 'M' | 'F',
    height?: number,
    american?: boolean,
  ): { toString(): string } | number;
}
interface JsGrowup {
  buildTablesObject(): Promise<unknown>;
  Calculator: new (adjustHeightData: boolean, adjustWeightScores: boolean, data: unknown) => JsGrowupCalculator;
}
const jsgrowup = jsgrowupModule as unknown as JsGrowup;

/** A fixed pseudo-random sequence, so every run measures the same children. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Case {
  input: GrowthScoreInput;
  months: number;
  jsIndicator: 'wfa' | 'lhfa';
  sex: 'M' | 'F';
}

function cases(): Case[] {
  const next = random(20261123);
  const list: Case[] = [];
  for (let i = 0; i < N; i++) {
    const birthDate = addDays('2015-01-01', Math.floor(next() * 3650));
    // From one month: jsgrowup refuses an age under one month.
    const ageDays = 31 + Math.floor(next() * 1790);
    const measuredOn = addDays(birthDate, ageDays);
    const sex = next() < 0.5 ? 'male' : 'female';
    const weight = next() < 0.5;
    const months = ageDays / DAYS_PER_MONTH;
    // Around the median: weight ~ 3.3 kg + 0.2 kg/month, length ~ 50 cm + 0.9 cm/month early, tapering.
    const value = weight ? 3.3 + 0.19 * months + (next() - 0.5) * 3 : 50 + 20 * Math.log1p(months / 6) + (next() - 0.5) * 8;
    list.push({
      input: {
        indicator: weight ? 'weight' : 'height',
        sex,
        birthDate,
        measuredOn,
        gestationalAgeDays: null,
        value: Math.round(value * 10) / 10,
      },
      months,
      jsIndicator: weight ? 'wfa' : 'lhfa',
      sex: sex === 'male' ? 'M' : 'F',
    });
  }
  return list;
}

/**
 * Each timed round starts from a collected heap (node --expose-gc, as `npm run bench:zscores` runs it), so neither
 * library pays in its round for the garbage the other left: jsgrowup's decimal arithmetic leaves a great deal.
 */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function time(run: () => void): number {
  collect();
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const refs = loadReferences(
    process.env.REFERENCE_DATA_DIR ?? new URL('../../packages/clinical/reference-data', import.meta.url).pathname,
  ).growth;
  const calculator = new jsgrowup.Calculator(false, false, await jsgrowup.buildTablesObject());
  const list = cases();
  const ours = new Array<number | null>(list.length);
  const theirs = new Array<number>(list.length);

  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    oursMs.push(time(() => list.forEach((c, i) => (ours[i] = scoreGrowth(refs, c.input).z))));
    theirsMs.push(
      time(() =>
        list.forEach((c, i) => {
          const input = c.input as { value: number };
          theirs[i] = Number(calculator.zscoreForMeasurement(c.jsIndicator, input.value, c.months, c.sex).toString());
        }),
      ),
    );
  }

  const differences = list.map((_, i) => Math.abs((ours[i] ?? NaN) - theirs[i]!)).filter(Number.isFinite);
  const warm = (ms: number[]) => median(ms.slice(1));
  const perSecond = (ms: number) => Math.round((list.length / ms) * 1000);
  console.log(`| library | first round ms | median later round ms | z-scores/s |`);
  console.log(`|---|---|---|---|`);
  console.log(`| @sprout/clinical scoreGrowth | ${oursMs[0]!.toFixed(1)} | ${warm(oursMs).toFixed(1)} | ${perSecond(warm(oursMs))} |`);
  console.log(`| jsgrowup 0.8.0 | ${theirsMs[0]!.toFixed(1)} | ${warm(theirsMs).toFixed(1)} | ${perSecond(warm(theirsMs))} |`);
  console.log(
    `\n${list.length} measurements, ${ROUNDS} rounds; scoreGrowth is ${(warm(theirsMs) / warm(oursMs)).toFixed(1)}x jsgrowup's speed (first round: ${(theirsMs[0]! / oursMs[0]!).toFixed(1)}x).`,
  );
  console.log(`Same work: median |z difference| ${median(differences).toFixed(4)} over ${differences.length} scores both gave.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
