import { describe, expect, it } from 'vitest';
import { growthReferences, readGrowthReferenceText } from '../test-support/growth-references.ts';
import { growthLmsAt, loadGrowthReferences, parseGrowthLmsTable } from './reference.ts';
import { GROWTH_TABLE_IDS } from './types.ts';

describe('growth reference loading', () => {
  it('reads both sexes of every table through the callback, by bare file name', () => {
    const asked: string[] = [];
    loadGrowthReferences((name) => {
      asked.push(name);
      return readGrowthReferenceText(name);
    });
    expect(asked).toHaveLength(GROWTH_TABLE_IDS.length * 2);
    expect(asked).toContain('who2006_lhfa_boys.csv');
    expect(asked).toContain('fenton2013_hc_girls.csv');
  });

  it('keeps each table’s axis and row count as documented', () => {
    const refs = growthReferences();
    expect(refs.who2006_lhfa.male).toMatchObject({ xName: 'age_days', first: 0, last: 1856, step: 1 });
    expect(refs.who2006_wfl.female.rows).toHaveLength(651);
    expect(refs.who2007_wfa.female).toMatchObject({ xName: 'age_months', first: 60, last: 121 });
    expect(refs.fenton2013_weight.male).toMatchObject({ xName: 'gestational_age_days', first: 158, last: 350 });
  });

  it('interpolates between months and returns rows unchanged on the grid', () => {
    const table = growthReferences().who2007_hfa.male;
    const [r60, r61] = [table.rows[0]!, table.rows[1]!];
    expect(growthLmsAt(table, 60)).toBe(r60);
    expect(growthLmsAt(table, 60.25)?.M).toBeCloseTo(r60.M + 0.25 * (r61.M - r60.M), 12);
    expect(growthLmsAt(table, 229.01)).toBeNull();
    expect(growthLmsAt(table, 59.99)).toBeNull();
  });

  it('writes what it reads between rows into the object it is given, and never writes into a row', () => {
    const table = growthReferences().who2007_hfa.male;
    const r60 = { ...table.rows[0]! };
    const into = { L: 0, M: 0, S: 0 };
    expect(growthLmsAt(table, 60.25, into)).toBe(into);
    expect(into).toEqual(growthLmsAt(table, 60.25));
    expect(growthLmsAt(table, 60, into)).toBe(table.rows[0]);
    expect(table.rows[0]).toEqual(r60);
    expect(into).toEqual(growthLmsAt(table, 60.25));
  });

  it('refuses a table with a gap or a bad number', () => {
    expect(() => parseGrowthLmsTable('age_days,L,M,S\n0,1,50,0.04\n1,1,51,0.04\n3,1,52,0.04\n', 'gap')).toThrow(/evenly spaced/);
    expect(() => parseGrowthLmsTable('age_days,L,M,S\n0,1,x,0.04\n1,1,51,0.04\n', 'bad')).toThrow('bad row 2 M: not a number: "x"');
    expect(() => parseGrowthLmsTable('age_days,L,M,S\n0,1,50,0.04\n1,1, ,0.04\n', 'blank')).toThrow('blank row 3 M: not a number: ""');
    expect(() => parseGrowthLmsTable('age_days,L,M\n0,1,50\n1,1,51\n', 'no S')).toThrow('no S row 2 S: not a number: "undefined"');
  });

  it('reads L, M and S by their header, whatever the order and the columns beside them', () => {
    const table = parseGrowthLmsTable(' length_cm ,note,S,M,L\n45.0,a,0.08,2.44, -0.35\n45.1,b,0.081,2.46,-0.36\n', 'wfl');
    expect(table).toEqual({
      xName: 'length_cm',
      first: 45,
      last: 45.1,
      step: expect.closeTo(0.1, 12),
      rows: [
        { L: -0.35, M: 2.44, S: 0.08 },
        { L: -0.36, M: 2.46, S: 0.081 },
      ],
    });
  });
});
