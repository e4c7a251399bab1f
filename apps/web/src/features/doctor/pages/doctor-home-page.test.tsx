import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { DoctorPatient } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

/** Issue 34: the doctor's list flags a child whose milestones screen says "talk to your doctor", and filters by it. */
const CLINIC = '20000000-0000-4000-8000-000000000001';
const patient = (n: number, name: string, flags: DoctorPatient['flags']): DoctorPatient => ({
  patientId: `50000000-0000-4000-8000-00000000000${n}`,
  familyMemberId: `40000000-0000-4000-8000-00000000000${n}`,
  name,
  sex: 'female',
  birthDate: '2026-05-12',
  clinicId: CLINIC,
  clinicName: '禾苗（徐汇店）',
  fileNumber: `XH-${n}`,
  outpatientNumber: `MZ${n}`,
  lastVisitDate: null,
  nextDueDate: null,
  flags,
});
const baby = patient(1, '王小雨', ['milestoneConcern']);
const boy = patient(2, '王浩然', ['axialAboveP95']);

function asDoctor() {
  setToken('token-doctor');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'd1', role: 'doctor', name: '陈医生', phone: '13900000001' }) }),
    'GET /health-info-service/doctor/home': () => ({
      body: envelope({ doctorName: '陈静', clinics: [{ clinicId: CLINIC, name: '禾苗（徐汇店）', patientCount: 2 }] }),
    }),
    'GET /health-info-service/doctor/patients': (_init, url) => {
      const flag = url.searchParams.get('flag');
      const list = [baby, boy].filter((p) => !flag || (p.flags as string[]).includes(flag));
      return { body: envelope({ total: list.length, list }) };
    },
  });
}

const flagsOfRow = (name: string) => {
  const card = screen.getAllByTestId('patient-card').find((c) => c.textContent === name)!;
  const row = card.closest('tr, li, [data-row]') ?? card.parentElement!.parentElement!;
  return within(row as HTMLElement)
    .queryAllByTestId('patient-flags')
    .map((f) => f.textContent);
};

describe('the milestone flag on the doctor’s list', () => {
  test('shows it on the child it applies to, and filters the list by it', async () => {
    const fetchMock = asDoctor();
    renderApp('/doctor');
    await waitFor(() => expect(screen.getAllByTestId('patient-card')).toHaveLength(2));
    expect(flagsOfRow('王小雨')).toEqual(['发育预警']);
    expect(flagsOfRow('王浩然')).toEqual(['眼轴高于 P95']);

    fireEvent.click(screen.getByTestId('flag-milestoneConcern'));
    await waitFor(() => expect(screen.getAllByTestId('patient-card')).toHaveLength(1));
    expect(screen.getByTestId('patient-card').textContent).toBe('王小雨');
    expect(screen.getByTestId('flag-milestoneConcern').getAttribute('aria-pressed')).toBe('true');
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://app.example'));
    expect(asked.some((u) => u.pathname.endsWith('/doctor/patients') && u.searchParams.get('flag') === 'milestoneConcern')).toBe(true);

    // Every flag again (the filter is kept for the tab's life).
    fireEvent.click(within(screen.getByTestId('flag-filter')).getByText('全部'));
    await waitFor(() => expect(screen.getAllByTestId('patient-card')).toHaveLength(2));
  });

  test('says it in English when the app does', async () => {
    await setUpTestI18n('en-US');
    asDoctor();
    renderApp('/doctor');
    await waitFor(() => expect(screen.getAllByTestId('patient-card')).toHaveLength(2));
    expect(flagsOfRow('王小雨')).toEqual(['Developmental warning']);
    expect(screen.getByTestId('flag-milestoneConcern').textContent).toBe('Developmental warning');
  });
});
