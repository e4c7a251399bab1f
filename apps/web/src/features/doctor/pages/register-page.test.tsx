import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilySearchResult } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

/** Issue 30 item 5: the desk finds a family by the guardian's phone and opens the child's file. */
const CLINIC = '20000000-0000-4000-8000-000000000002';
const BOY = '40000000-0000-4000-8000-000000000002';
const BABY = '40000000-0000-4000-8000-000000000001';
const family: FamilySearchResult = {
  found: true,
  guardian: { phone: '138****0001', name: '王丽' },
  members: [
    { familyMemberId: BABY, name: '王小雨', sex: 'female', birthDate: '2026-05-10', patientId: '50000000-0000-4000-8000-000000000009' },
    { familyMemberId: BOY, name: '王浩然', sex: 'male', birthDate: '2018-08-01', patientId: null },
  ],
};

function asDoctor(handlers: Parameters<typeof mockApi>[0]) {
  setToken('token-doctor');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'd2', role: 'doctor', name: '赵医生', phone: '13900000002' }) }),
    'GET /health-info-service/doctor/home': () => ({
      body: envelope({ doctorName: '赵明', clinics: [{ clinicId: CLINIC, name: '禾苗（浦东店）', patientCount: 1 }] }),
    }),
    ...handlers,
  });
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('registering a patient', () => {
  test('asks for the whole phone before searching', async () => {
    const fetchMock = asDoctor({});
    renderApp('/doctor/register');
    await screen.findByTestId('guardian-phone');
    type('guardian-phone', '0001');
    fireEvent.click(screen.getByTestId('family-search'));
    expect((await screen.findByText('请输入完整的 11 位手机号')).textContent).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('family_search'))).toBe(false);
  });

  test('finds the family, links a child already registered, and opens the file of another with its numbers', async () => {
    const fetchMock = asDoctor({
      'GET /health-info-service/doctor/family_search': () => ({ body: envelope(family) }),
      'POST /health-info-service/doctor/patients': () => ({
        body: envelope({
          patientId: '50000000-0000-4000-8000-000000000010',
          familyMemberId: BOY,
          clinicId: CLINIC,
          fileNumber: 'PD-2026-0101',
          outpatientNumber: 'MZ0101',
          access: 'awaitingGuardian',
        }),
      }),
    });
    renderApp('/doctor/register');
    await screen.findByTestId('guardian-phone');
    type('guardian-phone', '138 0000 0001');
    fireEvent.click(screen.getByTestId('family-search'));
    const [baby, boy] = await screen.findAllByTestId('family-member');
    expect(screen.getByText('监护人：王丽 · 138****0001')).toBeTruthy();
    expect(within(baby!).getByTestId('open-patient').getAttribute('href')).toBe(
      '/doctor/patient?patientId=50000000-0000-4000-8000-000000000009',
    );
    const searched = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'https://x'))
      .find((u) => u.pathname.endsWith('family_search'))!;
    expect(searched.searchParams.get('phone')).toBe('13800000001');

    fireEvent.change(within(boy!).getByTestId('file-number'), { target: { value: 'PD 1' } });
    fireEvent.change(within(boy!).getByTestId('outpatient-number'), { target: { value: 'MZ0101' } });
    fireEvent.click(within(boy!).getByTestId('register-save'));
    expect(await within(boy!).findByText('只能包含字母、数字和连字符，最多 30 位')).toBeTruthy();

    fireEvent.change(within(boy!).getByTestId('file-number'), { target: { value: 'PD-2026-0101' } });
    fireEvent.click(within(boy!).getByTestId('register-save'));
    await waitFor(() => expect(within(boy!).getByTestId('awaiting-guardian').textContent).toContain('监护人尚未允许本诊所查看'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      familyMemberId: BOY,
      clinicId: CLINIC,
      fileNumber: 'PD-2026-0101',
      outpatientNumber: 'MZ0101',
    });
  });

  test('says when no family uses the number', async () => {
    asDoctor({
      'GET /health-info-service/doctor/family_search': () => ({ body: envelope({ found: false, guardian: null, members: [] }) }),
    });
    renderApp('/doctor/register');
    await screen.findByTestId('guardian-phone');
    type('guardian-phone', '13812345678');
    fireEvent.click(screen.getByTestId('family-search'));
    expect((await screen.findByTestId('family-not-found')).textContent).toContain('请监护人先在应用中注册');
  });
});
