import { describe, expect, test } from 'vitest';
import { ageYearsAt, childTimeline } from './timeline.ts';

const BIRTH = '2018-07-27';
const eye = (examDate: string, right: number | null, left: number | null) => ({
  examDate,
  right: { growthPerYear: right },
  left: { growthPerYear: left },
});

describe('the one child timeline', () => {
  test('counts age in years of 365.25 days from the birth date', () => {
    expect(ageYearsAt(BIRTH, '2026-07-27')).toBeCloseTo(8, 2);
    expect(ageYearsAt(BIRTH, BIRTH)).toBe(0);
  });

  test('draws a height velocity at the later record of each interval of at least 91 days, and none for a shorter one', () => {
    const timeline = childTimeline(
      BIRTH,
      [
        { recordDate: '2025-07-27', value: 124.5 },
        { recordDate: '2025-10-25', value: 126 },
        { recordDate: '2026-01-26', value: 127.6 },
      ],
      [],
    );
    // The second is 90 days after the first: too short; the third is 93 days after the second, its nearest.
    expect(timeline.height).toHaveLength(1);
    expect(timeline.height[0]).toMatchObject({ date: '2026-01-26', value: Math.round(((127.6 - 126) / 93) * 365.25 * 10) / 10 });
    expect(timeline.height[0]!.ageYears).toBeCloseTo(ageYearsAt(BIRTH, '2026-01-26'), 6);
  });

  test('takes each eye’s rate as the records give it, skipping exams without one', () => {
    const timeline = childTimeline(BIRTH, [], [eye('2024-01-10', null, null), eye('2025-01-10', 0.21, null), eye('2026-01-10', 0.18, 0.2)]);
    expect(timeline.right.map((p) => [p.date, p.value])).toEqual([
      ['2025-01-10', 0.21],
      ['2026-01-10', 0.18],
    ]);
    expect(timeline.left.map((p) => [p.date, p.value])).toEqual([['2026-01-10', 0.2]]);
  });

  test('puts both panels on one span of whole years around every point, and has none when there is nothing', () => {
    const timeline = childTimeline(
      BIRTH,
      [
        { recordDate: '2024-07-27', value: 118.6 },
        { recordDate: '2025-07-27', value: 124.5 },
      ],
      [eye('2026-03-01', 0.2, 0.19)],
    );
    expect(timeline.span).toEqual({ from: 7, to: 8 });
    expect(childTimeline(BIRTH, [], []).span).toBeNull();
    // One point: still a year wide.
    expect(childTimeline(BIRTH, [], [eye('2026-07-27', 0.2, 0.2)]).span).toEqual({ from: 8, to: 9 });
  });
});
