/**
 * The growth chart's centile lines as static data (issue 13): computed once per process and reference tables,
 * serialized once, compressed once (gzip and brotli at their best settings), and served with an ETag. A child's
 * curve carries only the child's points and this version, which the client passes back to cache for good.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  CHINA_LAST_MONTH,
  DAYS_PER_MONTH,
  fentonCentileLines,
  growthCentileLines,
  growthZFromCentile,
  IG21_POSTNATAL_FIRST_WEEK,
  IG21_POSTNATAL_LAST_WEEK,
  CDC2000_LAST_MONTH,
  cdc2000TableForAge,
  valueFromLms,
  valueFromSdLines,
  WHO2006_LAST_DAY,
  WHO2007_MAX_MONTHS,
  WHO2007_WFA_MAX_MONTHS,
  type Cdc2000References,
  type Cdc2000TableName,
  type ChinaReferences,
  type GrowthReferences,
  type Ig21References,
} from '@sprout/clinical';
import {
  FENTON_CHART_CENTILES,
  GROWTH_CHART_CENTILES,
  GROWTH_INDICATORS,
  REFERENCE_LINE_FAMILIES,
  SUCCESS_CODE,
  type GrowthIndicatorName,
  type GrowthReferenceLines,
  type ReferenceLineFamily,
  type Sex,
} from '@sprout/contracts';

export const GROWTH_UNITS: Record<GrowthIndicatorName, 'cm' | 'kg' | 'kg/m²'> = {
  height: 'cm',
  weight: 'kg',
  headSize: 'cm',
  bmi: 'kg/m²',
};

/** How far the WHO lines go for each indicator (WHO 2006 head circumference ends at day 1856 ≈ 60 months). */
export const LINE_LIMIT_MONTHS: Record<GrowthIndicatorName, number> = {
  height: WHO2007_MAX_MONTHS,
  weight: WHO2007_WFA_MAX_MONTHS,
  headSize: Math.floor(WHO2006_LAST_DAY / DAYS_PER_MONTH),
  bmi: WHO2007_MAX_MONTHS,
};

/** Sampling: about weekly in the first year, every half month to two years, monthly after (smooth at phone size). */
const SAMPLING: ReadonlyArray<{ from: number; to: number; step: number }> = [
  { from: 0, to: 12, step: 0.25 },
  { from: 12, to: 24, step: 0.5 },
  { from: 24, to: WHO2007_MAX_MONTHS, step: 1 },
];

/** Fenton 2013 charts run from 22 to 50 weeks of postmenstrual age. */
export const FENTON_FIRST_DAY = 22 * 7;
export const FENTON_LAST_DAY = 50 * 7;

const LINE_DECIMALS = 3;
const round = (value: number) => Math.round(value * 10 ** LINE_DECIMALS) / 10 ** LINE_DECIMALS;

/** Lines given as points per centile → one x column and one value column per centile. */
function columns<P>(lines: ReadonlyArray<{ centile: number; points: readonly P[] }>, xOf: (p: P) => number, valueOf: (p: P) => number) {
  const xs = [...new Set(lines.flatMap((line) => line.points.map((p) => round(xOf(p)))))].sort((a, b) => a - b);
  const index = new Map(xs.map((x, i) => [x, i]));
  const centiles = lines.map((line) => {
    const values: Array<number | null> = xs.map(() => null);
    for (const p of line.points) values[index.get(round(xOf(p)))!] = round(valueOf(p));
    return { centile: line.centile, values };
  });
  return { xs, centiles };
}

const CHINA_TABLES = [
  ['height', 'lhfa'],
  ['weight', 'wfa'],
  ['headSize', 'hcfa'],
] as const;

/** WS/T 423—2022 lines at its tabulated ages, on its piecewise-linear z scale (clinical china.ts). */
function chinaLines(china: ChinaReferences, sex: Sex): GrowthReferenceLines['china'] {
  return CHINA_TABLES.map(([indicator, table]) => {
    const rows = china[table][sex].rows.filter((row) => row.ageMonths <= CHINA_LAST_MONTH[table]);
    return {
      indicator,
      unit: GROWTH_UNITS[indicator],
      reference: 'wst423_2022' as const,
      ageMonths: rows.map((row) => row.ageMonths),
      centiles: GROWTH_CHART_CENTILES.map((centile) => ({
        centile,
        values: rows.map((row) => round(valueFromSdLines(row.lines, growthZFromCentile(centile)))),
      })),
    };
  });
}

/** The CDC 2000 charts of each indicator: the infant chart below 24 months, the 2–20 year chart from 24 (clinical cdc2000.ts). */
const CDC_CHARTS: ReadonlyArray<readonly [GrowthIndicatorName, readonly Cdc2000TableName[]]> = [
  ['height', ['lenageinf', 'statage']],
  ['weight', ['wtageinf', 'wtage']],
  ['headSize', ['hcageinf']],
  ['bmi', ['bmiagerev']],
];

/** CDC 2000 lines at the charts' tabulated ages, each row on the chart that scores that age (clinical cdc2000TableForAge). */
function cdcLines(cdc: Cdc2000References, sex: Sex): GrowthReferenceLines['cdc'] {
  return CDC_CHARTS.map(([indicator, tables]) => {
    const rows = tables.flatMap((table) =>
      cdc[table][sex].rows.filter(
        (row) => cdc2000TableForAge(indicator, row.ageMonths) === table && row.ageMonths <= CDC2000_LAST_MONTH[table],
      ),
    );
    return {
      indicator,
      unit: GROWTH_UNITS[indicator],
      reference: 'cdc2000' as const,
      ageMonths: rows.map((row) => row.ageMonths),
      centiles: GROWTH_CHART_CENTILES.map((centile) => ({
        centile,
        values: rows.map((row) => round(valueFromLms(growthZFromCentile(centile), row.L, row.M, row.S))),
      })),
    };
  });
}

/** INTERGROWTH-21st postnatal lines at its tabulated weeks (27–64), the Fenton chart's centiles, on its SD-line z scale. */
function intergrowthLines(ig21: Ig21References, sex: Sex): GrowthReferenceLines['intergrowth'] {
  return IG21_TABLES.map(([indicator, measure]) => {
    const rows = ig21.postnatal[measure][sex];
    return {
      indicator,
      unit: GROWTH_UNITS[indicator],
      reference: 'intergrowth21_preterm' as const,
      postmenstrualAgeWeeks: rows.map((row) => row.x),
      centiles: FENTON_CHART_CENTILES.map((centile) => ({
        centile,
        values: rows.map((row) => round(valueFromSdLines(row.lines, growthZFromCentile(centile)))),
      })),
    };
  });
}

/** The INTERGROWTH-21st preterm chart runs over its postnatal standard's weeks. */
export const IG21_FIRST_DAY = IG21_POSTNATAL_FIRST_WEEK * 7;
export const IG21_LAST_DAY = IG21_POSTNATAL_LAST_WEEK * 7;
const IG21_TABLES = [
  ['height', 'length'],
  ['weight', 'weight'],
  ['headSize', 'headSize'],
] as const;

export function computeReferenceLines(
  refs: GrowthReferences,
  china: ChinaReferences,
  ig21: Ig21References,
  sex: Sex,
  cdc: Cdc2000References,
): Omit<GrowthReferenceLines, 'version'> {
  const who = GROWTH_INDICATORS.map((indicator) => {
    const limit = LINE_LIMIT_MONTHS[indicator];
    const pieces = SAMPLING.filter((s) => s.from < limit).map((s) =>
      growthCentileLines(refs, {
        sex,
        indicator,
        centiles: GROWTH_CHART_CENTILES,
        fromMonths: s.from,
        toMonths: Math.min(s.to, limit),
        stepMonths: s.step,
      }),
    );
    const merged = GROWTH_CHART_CENTILES.map((centile, i) => ({ centile, points: pieces.flatMap((lines) => lines[i]!.points) }));
    const { xs, centiles } = columns(
      merged,
      (p) => p.ageMonths,
      (p) => p.value,
    );
    return {
      indicator,
      unit: GROWTH_UNITS[indicator],
      reference: limit > WHO2006_LAST_DAY / DAYS_PER_MONTH ? 'who2006+who2007' : 'who2006',
      ageMonths: xs,
      centiles,
    };
  });
  const fenton = (['height', 'weight', 'headSize'] as const).map((indicator) => {
    const lines = fentonCentileLines(refs, {
      sex,
      indicator,
      centiles: FENTON_CHART_CENTILES,
      fromDays: FENTON_FIRST_DAY,
      toDays: FENTON_LAST_DAY,
    });
    const { xs, centiles } = columns(
      lines,
      (p) => p.postmenstrualAgeWeeks,
      (p) => p.value,
    );
    return { indicator, unit: GROWTH_UNITS[indicator], reference: 'fenton2013' as const, postmenstrualAgeWeeks: xs, centiles };
  });
  return { sex, who, fenton, intergrowth: intergrowthLines(ig21, sex), china: chinaLines(china, sex), cdc: cdcLines(cdc, sex) };
}

export interface StaticReply {
  etag: string;
  version: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface ReferenceLinesStore {
  /** A short hash of both sexes' lines: changes only when the reference tables (or the sampling) do. */
  version: string;
  /** The lines of `families` (every family when absent), the others as empty lists. */
  reply(sex: Sex, message: string, families?: readonly ReferenceLineFamily[]): StaticReply;
}

const stores = new WeakMap<GrowthReferences, ReferenceLinesStore>();

/** The lines of these reference tables, computed on first use and kept for the life of the process. */
export function referenceLinesOf(
  refs: GrowthReferences,
  china: ChinaReferences,
  ig21: Ig21References,
  cdc: Cdc2000References,
): ReferenceLinesStore {
  const cached = stores.get(refs);
  if (cached) return cached;
  const data = {
    male: computeReferenceLines(refs, china, ig21, 'male', cdc),
    female: computeReferenceLines(refs, china, ig21, 'female', cdc),
  };
  const version = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 16);
  // One envelope per sex and message language, compressed once.
  const replies = new Map<string, StaticReply>();
  const store: ReferenceLinesStore = {
    version,
    reply(sex, message, families = REFERENCE_LINE_FAMILIES) {
      // At most 2 sexes x 2 languages x 31 sets of families, each made once.
      const key = `${sex}\u0000${message}\u0000${families.join(',')}`;
      const hit = replies.get(key);
      if (hit) return hit;
      const all = data[sex];
      const only = <T>(family: ReferenceLineFamily, lines: T[]): T[] => (families.includes(family) ? lines : []);
      const body: GrowthReferenceLines = {
        version,
        sex,
        who: only('who', all.who),
        fenton: only('fenton', all.fenton),
        intergrowth: only('intergrowth', all.intergrowth),
        china: only('china', all.china),
        cdc: only('cdc', all.cdc),
      };
      const identity = Buffer.from(JSON.stringify({ code: SUCCESS_CODE, data: body, message }));
      const made: StaticReply = {
        version,
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
      };
      replies.set(key, made);
      return made;
    },
  };
  stores.set(refs, store);
  return store;
}
