import { describe, expect, test } from 'vitest';
import { isGrowthZFlaggedBy, WHO_HEIGHT_FLAG, WHO_OTHER_FLAG, WHO_WEIGHT_FOR_AGE_FLAG } from './table-score.ts';

describe('isGrowthZFlaggedBy', () => {
  test('a z that rounds to the bound itself is not flagged; one that rounds past it is (WHO decides on 2 dp)', () => {
    expect(isGrowthZFlaggedBy(WHO_OTHER_FLAG, 5.004)).toBe(false);
    expect(isGrowthZFlaggedBy(WHO_OTHER_FLAG, 5.005)).toBe(true);
    expect(isGrowthZFlaggedBy(WHO_OTHER_FLAG, -5.004)).toBe(false);
    expect(isGrowthZFlaggedBy(WHO_OTHER_FLAG, -5.005)).toBe(true);
    expect(isGrowthZFlaggedBy(WHO_WEIGHT_FOR_AGE_FLAG, 5.006)).toBe(true);
    expect(isGrowthZFlaggedBy(WHO_WEIGHT_FOR_AGE_FLAG, -5.9)).toBe(false);
    expect(isGrowthZFlaggedBy(WHO_HEIGHT_FLAG, 6.0049)).toBe(false);
    expect(isGrowthZFlaggedBy(WHO_HEIGHT_FLAG, -6.0051)).toBe(true);
  });

  test('a z well inside the bounds, where the rounding is skipped, is never flagged', () => {
    for (const z of [0, 4.98, -4.98, 4.99, -4.99, 4.995]) expect(isGrowthZFlaggedBy(WHO_OTHER_FLAG, z)).toBe(false);
    expect(isGrowthZFlaggedBy({ below: -1, above: 1 }, 1.006)).toBe(true);
    expect(isGrowthZFlaggedBy({ below: -1, above: 1 }, 0.995)).toBe(false);
  });
});
