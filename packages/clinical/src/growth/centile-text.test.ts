/**
 * Centiles beyond the outermost ones WHO tabulates are written ">99.9"/"<0.1" (issue 33). The edges are WHO's own:
 * the P99.9 and P0.1 columns of its expanded percentile tables (WHO_EXPANDED_P_TABLE rows of test-vectors.csv carry
 * expected_centile 99.9 and 0.1 where the table's P99.9/P0.1 was read).
 */
import { describe, expect, it } from 'vitest';
import { growthTestVectors } from '../test-support/growth-test-vectors.ts';
import { growthCentileFromZ, growthCentileText } from './normal.ts';

describe('growthCentileText', () => {
  it('never writes 100 or 0: z 7.67 is ">99.9", z −4 is "<0.1"', () => {
    expect(growthCentileText(growthCentileFromZ(7.67))).toBe('>99.9');
    expect(growthCentileText(100)).toBe('>99.9');
    expect(growthCentileText(growthCentileFromZ(-4))).toBe('<0.1');
    expect(growthCentileText(0)).toBe('<0.1');
  });

  it('writes the edges and inside them as before', () => {
    expect(growthCentileText(99.9)).toBe('99.9');
    expect(growthCentileText(0.1)).toBe('0.1');
    expect(growthCentileText(99.4)).toBe('99.4');
    expect(growthCentileText(0.42)).toBe('0.4');
    expect(growthCentileText(50.4)).toBe('50');
  });

  it("puts the edges at WHO's own P0.1 and P99.9 (z ∓3.09): the tabulated P99.9 value rounds to 99.9, not above", () => {
    const rows = growthTestVectors().filter(
      (r) => r.source === 'WHO_EXPANDED_P_TABLE' && (r.expectedCentile === 99.9 || r.expectedCentile === 0.1),
    );
    expect(rows.length).toBe(47); // 21 at P99.9, 26 at P0.1
    for (const r of rows) {
      const written = growthCentileText(Math.round(growthCentileFromZ(r.expectedZ!) * 10) / 10);
      expect(written, r.id).toBe(String(r.expectedCentile));
    }
  });
});
