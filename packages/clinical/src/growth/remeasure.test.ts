import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import {
  REMEASURE_MAX_INTERVAL_DAYS,
  REMEASURE_Z_CHANGE,
  remeasureReasons,
  SHRINK_TOLERANCE_CM,
  type RemeasurePoint,
} from './remeasure.ts';

const D0 = '2025-01-10';
const point = (days: number, z: number, value = 80, reference: 'who2006' | 'wst423_2022' = 'who2006'): RemeasurePoint => ({
  date: addDays(D0, days),
  scores: { height: { z, reference, value }, weight: { z: 0, reference, value: 10 } },
});

describe('the re-measure check', () => {
  it('asks nothing for a first record or a record on the same day', () => {
    expect(remeasureReasons(null, point(0, 3))).toEqual([]);
    expect(remeasureReasons(point(0, 0), point(0, 3))).toEqual([]);
  });

  it('asks when z moves by more than two centile spaces (1.34 SD) within a year, either way, not at 1.34', () => {
    expect(REMEASURE_Z_CHANGE).toBe(1.34);
    expect(remeasureReasons(point(0, 0, 80), point(90, 1.34, 83))).toEqual([]);
    expect(remeasureReasons(point(0, 0, 80), point(90, 1.35, 83))).toEqual([
      { kind: 'zJump', indicator: 'height', previousDate: D0, zChange: 1.35 },
    ]);
    expect(remeasureReasons(point(0, 0, 80), point(90, -1.4, 81))[0]).toMatchObject({ kind: 'zJump', zChange: -1.4 });
  });

  it('leaves z changes over more than a year alone, and never compares scores of different references', () => {
    expect(remeasureReasons(point(0, 0), point(REMEASURE_MAX_INTERVAL_DAYS, 2, 90))).toHaveLength(1);
    expect(remeasureReasons(point(0, 0), point(REMEASURE_MAX_INTERVAL_DAYS + 1, 2, 90))).toEqual([]);
    expect(remeasureReasons(point(0, 0, 80, 'who2006'), point(30, 2, 81, 'wst423_2022'))).toEqual([]);
  });

  it('asks when a height is more than 0.7 cm below the last one, not at 0.7', () => {
    expect(SHRINK_TOLERANCE_CM).toBe(0.7);
    expect(remeasureReasons(point(0, 0, 80), point(30, -0.2, 79.3))).toEqual([]);
    expect(remeasureReasons(point(0, 0, 80), point(30, -0.3, 79.2))).toEqual([
      { kind: 'shrink', indicator: 'height', previousDate: D0, cmChange: -0.8 },
    ]);
    // However long ago: children do not get shorter.
    expect(remeasureReasons(point(0, 0, 80), point(800, 0, 78))[0]).toMatchObject({ kind: 'shrink' });
  });
});
