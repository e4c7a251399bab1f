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

  it('measures from the record a walk back from each record meets first, on unsorted histories with same-day records', () => {
    // The definition: sorted by date (same-day records in input order), each record walks back to the first record
    // at least 91 days earlier.
    const byDefinition = (records: { date: string; heightCm: number }[]) => {
      const sorted = records.map((r, i) => ({ r, i })).sort((a, b) => a.r.date.localeCompare(b.r.date) || a.i - b.i);
      const out: { from: number; to: number }[] = [];
      sorted.forEach((later, i) => {
        for (let j = i - 1; j >= 0; j--) {
          const days = (Date.parse(later.r.date) - Date.parse(sorted[j]!.r.date)) / 86_400_000;
          if (days >= 91) {
            out.push({ from: sorted[j]!.i, to: later.i });
            return;
          }
        }
      });
      return out;
    };
    let seed = 3;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    for (let round = 0; round < 200; round++) {
      const records = Array.from({ length: 1 + Math.floor(random() * 40) }, () => ({
        date: day(Math.floor(random() * 500)),
        heightCm: 80 + Math.round(random() * 400) / 10,
      }));
      const expected = byDefinition(records).map(({ from, to }) => {
        const [a, b] = [records[from]!, records[to]!];
        const intervalDays = (Date.parse(b.date) - Date.parse(a.date)) / 86_400_000;
        return { fromDate: a.date, toDate: b.date, intervalDays, cmPerYear: ((b.heightCm - a.heightCm) / intervalDays) * 365.25 };
      });
      expect(heightVelocity(records)).toEqual(expected);
    }
  });
});
