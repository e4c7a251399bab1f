import { describe, expect, it } from 'vitest';
import { summariseChartPoints } from './chart-points.ts';

const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const history = (n: number) => Array.from({ length: n }, (_, i) => ({ date: day(i), flagged: i === 40 }));

describe('summariseChartPoints', () => {
  it('keeps every point of a history up to the full count', () => {
    expect(summariseChartPoints(history(10), 10, (p) => p.date)).toHaveLength(10);
  });

  it('keeps each month’s latest point, the kept ones and the last, in date order', () => {
    const points = summariseChartPoints(
      history(100),
      10,
      (p) => p.date,
      (p) => p.flagged,
    );
    // 1 Jan to 9 Apr 2020: January, February and March end, April's latest is the last point, plus 10 February.
    expect(points.map((p) => p.date)).toEqual(['2020-01-31', '2020-02-10', '2020-02-29', '2020-03-31', '2020-04-09']);
  });
});
