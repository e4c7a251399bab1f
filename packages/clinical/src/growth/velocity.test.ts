import { describe, expect, it } from 'vitest';
import { heightVelocity } from './velocity.ts';

describe('height velocity', () => {
  it('annualises the gain between records at least 91 days apart', () => {
    const v = heightVelocity([
      { date: '2023-01-01', heightCm: 100 },
      { date: '2024-01-01', heightCm: 106 },
    ]);
    expect(v).toEqual([{ fromDate: '2023-01-01', toDate: '2024-01-01', intervalDays: 365, cmPerYear: (6 / 365) * 365.25 }]);
  });

  it('measures from the nearest earlier record that is at least 91 days back, skipping closer ones', () => {
    const v = heightVelocity([
      { date: '2024-03-01', heightCm: 104 },
      { date: '2024-01-01', heightCm: 103 },
      { date: '2024-05-01', heightCm: 105 },
      { date: '2023-07-01', heightCm: 100 },
    ]);
    expect(v.map((x) => [x.fromDate, x.toDate])).toEqual([
      ['2023-07-01', '2024-01-01'],
      ['2023-07-01', '2024-03-01'],
      ['2024-01-01', '2024-05-01'],
    ]);
  });

  it('accepts exactly 91 days and refuses 90', () => {
    expect(
      heightVelocity([
        { date: '2024-01-01', heightCm: 100 },
        { date: '2024-04-01', heightCm: 101 },
      ]),
    ).toHaveLength(1); // 91 days
    expect(
      heightVelocity([
        { date: '2024-01-01', heightCm: 100 },
        { date: '2024-03-31', heightCm: 101 },
      ]),
    ).toHaveLength(0); // 90 days
  });

  it('returns nothing for fewer than two records', () => {
    expect(heightVelocity([])).toEqual([]);
    expect(heightVelocity([{ date: '2024-01-01', heightCm: 100 }])).toEqual([]);
  });
});
