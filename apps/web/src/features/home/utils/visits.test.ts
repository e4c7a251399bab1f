import { describe, expect, it } from 'vitest';
import { lastAndNextVisit } from './visits.ts';

describe('lastAndNextVisit', () => {
  const today = '2025-06-15';

  it('takes the latest past visit and the earliest booked one', () => {
    const visits = [
      { visitDate: '2025-01-10', clinicName: '徐汇店' },
      { visitDate: '2025-06-15', clinicName: '浦东店' },
      { visitDate: '2025-09-01', clinicName: '徐汇店' },
      { visitDate: '2025-07-01T09:00:00+08:00', clinicName: '' },
    ];
    expect(lastAndNextVisit(visits, today)).toEqual({
      last: { date: '2025-06-15', clinicName: '浦东店' },
      next: { date: '2025-07-01', clinicName: null },
    });
  });

  it('copes with no visits', () => {
    expect(lastAndNextVisit([], today)).toEqual({ last: null, next: null });
  });
});
