import { describe, expect, test } from 'vitest';
import type { ChartPoint } from './chart-option.ts';
import { chronologicalJoins } from './chronological-joins.ts';

const point = (recordId: string, x: number, chronologicalX?: number): ChartPoint => ({
  recordId,
  recordDate: '2026-01-01',
  x,
  value: 60,
  zScore: 0,
  centile: 50,
  reference: 'who2006',
  ...(chronologicalX === undefined ? {} : { chronologicalX }),
});

describe('corrected and chronological age drawn together (RCPCH)', () => {
  test('joins each corrected-age point to a mark at its chronological age, and draws nothing for a point without one', () => {
    const lines = chronologicalJoins({ points: [point('a', 4, 6), point('b', 25)], yMin: 40, yMax: 90 });
    expect(lines.map((l) => l.id)).toEqual(['chronological-join-a', 'chronological-mark-a']);
    expect(lines[0]!.points).toEqual([
      [6, 60],
      [4, 60],
    ]);
    // The mark is 2% of the y range either side of the value.
    expect(lines[1]!.points).toEqual([
      [6, 59],
      [6, 61],
    ]);
  });

  test('draws no join at all for a baby born at term', () => {
    expect(chronologicalJoins({ points: [point('a', 4), point('b', 8)], yMin: 0, yMax: 10 })).toEqual([]);
  });
});
