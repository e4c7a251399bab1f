import { describe, expect, test } from 'vitest';
import { formatRange, isMemberId } from './format.ts';

describe('health record formatting', () => {
  test('reference ranges read as a span or a single limit', () => {
    expect(formatRange(30, 100)).toBe('30–100');
    expect(formatRange(5, null)).toBe('≥ 5');
    expect(formatRange(null, 10)).toBe('≤ 10');
    expect(formatRange(null, null)).toBeNull();
  });

  test('only a well-formed id is asked for', () => {
    expect(isMemberId('40000000-0000-4000-8000-000000000002')).toBe(true);
    expect(isMemberId('undefined')).toBe(false);
    expect(isMemberId(null)).toBe(false);
  });
});
