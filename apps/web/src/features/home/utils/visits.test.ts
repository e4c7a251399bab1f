import { describe, expect, it } from 'vitest';
import { eyeIdOf } from '../api/get-eye-summary.ts';
import { lastAndNextVisit } from './visits.ts';

describe('lastAndNextVisit', () => {
  const today = '2025-06-15';

  it('takes the latest past visit and the earliest booked one', () => {
    const visits = [
      { visitDate: '2025-01-10', clinicName: '徐汇店' },
      { visitDate: '2025-06-15', clinic: { name: '浦东店' } },
      { date: '2025-09-01', clinic: '徐汇店' },
      { date: '2025-07-01T09:00:00+08:00' },
    ];
    expect(lastAndNextVisit(visits, today)).toEqual({
      last: { date: '2025-06-15', clinicName: '浦东店' },
      next: { date: '2025-07-01', clinicName: null },
    });
  });

  it('ignores what it cannot read and copes with no visits', () => {
    expect(lastAndNextVisit([{ visitDate: 'soon' }, null, 42], today)).toEqual({ last: null, next: null });
    expect(lastAndNextVisit(undefined, today)).toEqual({ last: null, next: null });
  });
});

describe('eyeIdOf', () => {
  it('reads the eye id from data.data (spec §7) or from data, falling back to eyeAxisId', () => {
    expect(eyeIdOf({ data: { eyeId: 'e1' } })).toBe('e1');
    expect(eyeIdOf({ eyeId: 'e2', eyeAxisId: 'x' })).toBe('e2');
    expect(eyeIdOf({ data: { eyeAxisId: 'x3' } })).toBe('x3');
    expect(eyeIdOf(null)).toBeNull();
  });
});
