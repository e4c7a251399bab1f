import { describe, expect, it } from 'vitest';
import { centileLabel, signed } from './format.ts';

describe('home card formatting', () => {
  it('labels percentiles without P0 or P100', () => {
    expect(centileLabel(null)).toBeNull();
    expect(centileLabel(0.4)).toBe('<P1');
    expect(centileLabel(1)).toBe('P1');
    expect(centileLabel(62.4)).toBe('P62');
    expect(centileLabel(99)).toBe('P99');
    expect(centileLabel(99.6)).toBe('>P99');
  });

  it('signs changes', () => {
    expect(signed(0.213, 2)).toBe('+0.21');
    expect(signed(-0.05, 2)).toBe('−0.05');
    expect(signed(0, 2)).toBe('0.00');
  });
});
