import { describe, expect, it } from 'vitest';
import { CN_DTAP_2025_DOSES, CN_HPV_2025_DOSES } from './amendments-cn.ts';
import type { Interval } from './intervals.ts';
import { CN_NIP_2021_DOSES, type ScheduledDose } from './schedule-cn-2021.ts';
import { PROGRAMME_VACCINES } from './vaccines.ts';

/** An age as the document's table writes it: 出生时, N月龄, N岁. */
function label(age: Interval | null): string | null {
  if (age === null) return null;
  if ('days' in age) return age.days === 0 ? 'birth' : `${age.days}d`;
  if ('months' in age) return age.months === 0 ? 'birth' : `${age.months}m`;
  return `${age.years}y`;
}
const table = (doses: readonly ScheduledDose[]) =>
  doses.map((d) => `${d.vaccine} ${d.dose}: ${label(d.minAge)} < ${label(d.lateFrom)}${d.lateFromNamed ? '' : ' (next dose)'}`);

describe('the 2021 schedule as data', () => {
  it('holds every dose of the table at its age, and the age the document says to complete it before', () => {
    expect(table(CN_NIP_2021_DOSES)).toEqual([
      'HepB 1: birth < 2d',
      'HepB 2: 1m < 12m (next dose)',
      'HepB 3: 6m < 12m',
      'BCG 1: birth < 3m',
      'IPV 1: 2m < 12m (next dose)',
      'IPV 2: 3m < 12m (next dose)',
      'bOPV 1: 4m < 12m',
      'bOPV 2: 4y < 5y',
      'DTaP 1: 3m < 12m (next dose)',
      'DTaP 2: 4m < 12m (next dose)',
      'DTaP 3: 5m < 12m',
      'DTaP 4: 18m < 24m',
      'DT 1: 6y < 7y',
      'MMR 1: 8m < 12m',
      'MMR 2: 18m < 24m',
      'JE-L 1: 8m < 12m',
      'JE-L 2: 2y < 3y',
      'JE-I 1: 8m < 12m (next dose)',
      'JE-I 2: 8m < 12m',
      'JE-I 3: 2y < 3y',
      'JE-I 4: 6y < 7y',
      'MPSV-A 1: 6m < 18m (next dose)',
      'MPSV-A 2: 9m < 18m',
      'MPSV-AC 1: 3y < 4y',
      'MPSV-AC 2: 6y < 7y',
      'HepA-L 1: 18m < 24m',
      'HepA-I 1: 18m < 24m',
      'HepA-I 2: 2y < 3y',
    ]);
  });

  it('keeps the minimum intervals of each vaccine’s catch-up rules', () => {
    const gaps = CN_NIP_2021_DOSES.flatMap((d) =>
      d.after.map((a) => `${d.vaccine} ${d.dose} ≥ ${a.vaccine} ${a.dose} + ${label(a.min)}${a.max ? ` ≤ ${label(a.max)}` : ''}`),
    );
    expect(gaps).toEqual([
      'HepB 2 ≥ HepB 1 + 28d',
      'HepB 3 ≥ HepB 2 + 60d',
      'HepB 3 ≥ HepB 1 + 4m',
      'DTaP 2 ≥ DTaP 1 + 28d',
      'DTaP 3 ≥ DTaP 2 + 28d',
      'DTaP 4 ≥ DTaP 3 + 6m',
      'MMR 2 ≥ MMR 1 + 28d',
      'JE-L 2 ≥ JE-L 1 + 12m',
      'JE-I 2 ≥ JE-I 1 + 7d ≤ 10d',
      'JE-I 3 ≥ JE-I 2 + 1m ≤ 12m',
      'JE-I 4 ≥ JE-I 3 + 3y',
      'MPSV-A 2 ≥ MPSV-A 1 + 3m',
      'MPSV-AC 1 ≥ MPSV-A 2 + 12m',
      'MPSV-AC 2 ≥ MPSV-AC 1 + 3y',
      'HepA-I 2 ≥ HepA-I 1 + 6m',
    ]);
  });

  it('names a source for every dose and every interval, and lists each dose once', () => {
    for (const d of [...CN_NIP_2021_DOSES, ...CN_DTAP_2025_DOSES, ...CN_HPV_2025_DOSES]) {
      expect(d.source, `${d.vaccine} ${d.dose}`).not.toBe('');
      for (const a of d.after) expect(a.source).not.toBe('');
    }
    const keys = CN_NIP_2021_DOSES.map((d) => `${d.vaccine}#${d.dose}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(CN_NIP_2021_DOSES.map((d) => d.vaccine))).toEqual(new Set(PROGRAMME_VACCINES.filter((v) => v !== 'HPV')));
  });

  it('holds the 2025 pertussis schedule (DTaP at 2, 4, 6, 18 months and 6 years) and HPV from 13 years', () => {
    expect(table(CN_DTAP_2025_DOSES)).toEqual([
      'DTaP 1: 2m < 12m (next dose)',
      'DTaP 2: 4m < 12m (next dose)',
      'DTaP 3: 6m < 12m',
      'DTaP 4: 18m < 24m',
      'DTaP 5: 6y < 7y (next dose)',
    ]);
    expect(table(CN_HPV_2025_DOSES)).toEqual(['HPV 1: 13y < null (next dose)', 'HPV 2: 13y < null (next dose)']);
  });
});
