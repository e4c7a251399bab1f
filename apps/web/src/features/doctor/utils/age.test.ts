import { describe, expect, it } from 'vitest';
import { ageParts, correctedAge } from './age.ts';

describe('the header age', () => {
  it('counts completed months, not started ones', () => {
    expect(ageParts('2018-03-15', '2026-11-14')).toMatchObject({ years: 8, months: 7 });
    expect(ageParts('2018-03-15', '2026-11-15')).toMatchObject({ years: 8, months: 8 });
    expect(ageParts('2026-11-24', '2026-11-23')).toBeNull();
  });

  it('corrects a baby born at 32+3 weeks by the 53 days she came early, and not a full-term child', () => {
    expect(correctedAge('2026-05-07', '2026-11-23', 227)).toBe(200 - 53);
    expect(correctedAge('2026-05-07', '2026-11-23', null)).toBeNull();
  });
});
