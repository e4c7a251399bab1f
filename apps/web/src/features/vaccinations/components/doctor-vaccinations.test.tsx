import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { schoolBoyMissedMenAC } from '@sprout/clinical';
import type { RouteEntry } from '../../../app/routes/index.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { scheduleFor } from '../test-schedule.ts';
import { DoctorVaccinations } from './doctor-vaccinations.tsx';

const member = 'a0000000-0000-4000-8000-000000000001';
const entries: RouteEntry[] = [
  {
    path: '/panel',
    titleKey: 'doctorPatient',
    namespaces: ['vaccinations'],
    load: async () => ({ default: () => <DoctorVaccinations familyMemberId={member} /> }),
  },
];

describe('the vaccinations on the doctor’s patient page', () => {
  test('shows the same schedule as the parent, with the counts, and offers no way to change it', async () => {
    setToken('doctor-token');
    mockApi({
      [`GET /app-web2/family_members/${member}/vaccinations`]: () => ({ body: envelope(scheduleFor(schoolBoyMissedMenAC, 8 * 365 + 120)) }),
    });
    renderApp('/panel', entries);
    expect((await screen.findByTestId('vaccinations-summary')).textContent).toBe('逾期 1 剂 · 可接种 0 剂 · 已接种 21 剂');
    expect(within(screen.getByTestId('section-overdue')).getByText('A群C群流脑多糖疫苗 第 2 剂')).toBeTruthy();
    fireEvent.click(screen.getByTestId('toggle-done'));
    expect(screen.getByTestId('dose-HepB-1')).toBeTruthy();
    expect(screen.queryByTestId('dose-record')).toBeNull();
    expect(screen.queryByTestId('dose-remove')).toBeNull();
    expect(screen.queryByTestId('record-other')).toBeNull();
  });
});
