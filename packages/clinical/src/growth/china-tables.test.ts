/**
 * The checker of the WS/T 423—2022 transcription (reference-data README §4: unverified): every table is
 * monotonic in age, its SD lines ordered, smooth month to month, and its medians within a plausible distance of
 * WHO's. What it finds is listed in docs/reference-china-wst423.md; the expectations below are that list, so a
 * changed table fails here until the document is updated.
 */
import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH } from '../dates.ts';
import { chinaReferences, growthReferences } from '../test-support/growth-references.ts';
import { CHINA_HEIGHT_FROM_MONTHS, CHINA_SD_COLUMNS, CHINA_SD_Z, CHINA_TABLE_NAMES, type ChinaTableName } from './china.ts';
import { valueFromLms, zFromLms } from './lms.ts';
import { growthLmsAt } from './reference.ts';
import type { GrowthTableId, Sex } from './types.ts';

const china = chinaReferences();
const who = growthReferences();
const SEXES: readonly Sex[] = ['male', 'female'];

/** WHO's table for the same indicator and age: 2006 by day to day 1856, then 2007 by month. */
function whoLms(table: ChinaTableName, sex: Sex, ageMonths: number) {
  const days = ageMonths * DAYS_PER_MONTH;
  const id2006 = `who2006_${table}` as GrowthTableId;
  if (days <= 1856) return growthLmsAt(who[id2006][sex], days)!;
  const id2007: GrowthTableId = table === 'lhfa' ? 'who2007_hfa' : 'who2007_wfa';
  return growthLmsAt(who[id2007][sex], ageMonths)!;
}
const whoLine = (table: ChinaTableName, sex: Sex, ageMonths: number, z: number) => {
  const { L, M, S } = whoLms(table, sex, ageMonths);
  return valueFromLms(z, L, M, S);
};

/**
 * Smoothness: how far each value sits off the straight line between its neighbours, minus how far WHO's same
 * SD line sits off its own (so the natural bend of infant growth is not counted). Tabulation to 0.1 alone moves
 * this by up to 0.1; anything beyond SMOOTHNESS_TOLERANCE (units of the table) is a finding.
 */
const SMOOTHNESS_TOLERANCE: Readonly<Record<ChinaTableName, number>> = { lhfa: 0.3, wfa: 0.25, hcfa: 0.3 };
/** Plausible distance of a median from WHO's: within one WHO SD (|z| ≤ 1) at every age. */
const MEDIAN_MAX_WHO_Z = 1;

interface Finding {
  readonly table: string;
  readonly ageMonths: number;
  readonly check: 'monotonic' | 'ordered' | 'smooth' | 'median';
  readonly lines: string;
}

function findings(): Finding[] {
  const out: Finding[] = [];
  for (const table of CHINA_TABLE_NAMES) {
    for (const sex of SEXES) {
      const rows = china[table][sex].rows;
      const name = `${table} ${sex === 'male' ? 'boys' : 'girls'}`;
      rows.forEach((row, i) => {
        if (row.lines.some((v, k) => k > 0 && !(v > row.lines[k - 1]!)))
          out.push({ table: name, ageMonths: row.ageMonths, check: 'ordered', lines: 'all' });
        const prev = rows[i - 1];
        const next = rows[i + 1];
        if (prev) {
          const flat = CHINA_SD_COLUMNS.filter((_, k) => !(row.lines[k]! > prev.lines[k]!));
          // The 24-month lhfa row is height after a length row: the drop is the expected 0.7 cm, checked below.
          if (flat.length > 0 && !(table === 'lhfa' && row.ageMonths === CHINA_HEIGHT_FROM_MONTHS))
            out.push({ table: name, ageMonths: row.ageMonths, check: 'monotonic', lines: flat.join(' ') });
        }
        if (prev && next && !(table === 'lhfa' && [CHINA_HEIGHT_FROM_MONTHS - 1, CHINA_HEIGHT_FROM_MONTHS].includes(row.ageMonths))) {
          const t = (row.ageMonths - prev.ageMonths) / (next.ageMonths - prev.ageMonths);
          const rough = CHINA_SD_COLUMNS.filter((_, k) => {
            const z = CHINA_SD_Z[k]!;
            const off = row.lines[k]! - (prev.lines[k]! * (1 - t) + next.lines[k]! * t);
            const whoOff =
              whoLine(table, sex, row.ageMonths, z) -
              (whoLine(table, sex, prev.ageMonths, z) * (1 - t) + whoLine(table, sex, next.ageMonths, z) * t);
            return Math.abs(off - whoOff) > SMOOTHNESS_TOLERANCE[table];
          });
          if (rough.length > 0) out.push({ table: name, ageMonths: row.ageMonths, check: 'smooth', lines: rough.join(' ') });
        }
        const { L, M, S } = whoLms(table, sex, row.ageMonths);
        if (Math.abs(zFromLms(row.lines[3]!, L, M, S)) > MEDIAN_MAX_WHO_Z)
          out.push({ table: name, ageMonths: row.ageMonths, check: 'median', lines: 'SD0' });
      });
    }
  }
  return out;
}

describe('the WS/T 423—2022 transcription', () => {
  it('finds exactly the rows docs/reference-china-wst423.md lists as in doubt', () => {
    expect(findings()).toEqual([
      { table: 'lhfa boys', ageMonths: 1, check: 'smooth', lines: 'SD3neg SD2neg SD1neg SD0 SD1 SD2 SD3' },
      { table: 'lhfa girls', ageMonths: 1, check: 'smooth', lines: 'SD3neg SD2neg SD1neg SD0 SD1 SD2 SD3' },
    ]);
  });

  it('drops by about the 0.7 cm length–height difference at 24 months, the switch from length to height', () => {
    for (const sex of SEXES) {
      const rows = china.lhfa[sex].rows;
      const [m22, m23, m24] = [22, 23, 24].map((m) => rows.find((row) => row.ageMonths === m)!.lines);
      // The length the 22→23 month gain would reach at 24 months, less the tabulated height.
      m24!.forEach((height, k) => expect(2 * m23![k]! - m22![k]! - height).toBeGreaterThan(0.4));
      m24!.forEach((height, k) => expect(2 * m23![k]! - m22![k]! - height).toBeLessThan(1.3));
    }
  });

  it('has medians within a quarter and three quarters of a WHO SD above WHO for height and weight, and near WHO for head size', () => {
    const range = (table: ChinaTableName) => {
      const zs = SEXES.flatMap((sex) =>
        china[table][sex].rows.map((row) => {
          const { L, M, S } = whoLms(table, sex, row.ageMonths);
          return zFromLms(row.lines[3]!, L, M, S);
        }),
      );
      return [Math.min(...zs), Math.max(...zs)];
    };
    const [lMin, lMax] = range('lhfa');
    const [wMin, wMax] = range('wfa');
    const [hMin, hMax] = range('hcfa');
    expect(lMin).toBeGreaterThan(0.1);
    expect(lMax).toBeLessThan(0.75);
    expect(wMin).toBeGreaterThan(0);
    expect(wMax).toBeLessThan(0.7);
    expect(hMin).toBeGreaterThan(-0.3);
    expect(hMax).toBeLessThan(0.25);
  });

  it('covers 0–24 months monthly then every 3 months to 81 (head circumference to 36)', () => {
    const monthly = Array.from({ length: 25 }, (_, i) => i);
    for (const sex of SEXES) {
      expect(china.lhfa[sex].rows.map((r) => r.ageMonths)).toEqual([...monthly, ...Array.from({ length: 19 }, (_, i) => 27 + 3 * i)]);
      expect(china.wfa[sex].rows.map((r) => r.ageMonths)).toEqual(china.lhfa[sex].rows.map((r) => r.ageMonths));
      expect(china.hcfa[sex].rows.map((r) => r.ageMonths)).toEqual([...monthly, 27, 30, 33, 36]);
    }
  });
});
