import { describe, expect, it } from 'vitest';
import { ageLabel } from './age-label.ts';

describe('ageLabel', () => {
  it('counts days in the first month, months to two years, then years', () => {
    expect(ageLabel(0)).toEqual({ unit: 'ageDays', count: 0 });
    expect(ageLabel(30)).toEqual({ unit: 'ageDays', count: 30 });
    expect(ageLabel(31)).toEqual({ unit: 'ageMonths', count: 1 });
    expect(ageLabel(200)).toEqual({ unit: 'ageMonths', count: 6 });
    expect(ageLabel(730)).toEqual({ unit: 'ageMonths', count: 23 });
    expect(ageLabel(731)).toEqual({ unit: 'ageYears', count: 2 });
    expect(ageLabel(8 * 365 + 120)).toEqual({ unit: 'ageYears', count: 8 });
  });
});
