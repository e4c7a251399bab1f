import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { FamilyMember } from '@sprout/contracts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

const members: FamilyMember[] = [
  { familyMemberId: 'm-mum', name: '王丽', sex: 'female', birthDate: '1989-01-01', relation: 'self', patientIds: [] },
  { familyMemberId: 'm-boy', name: '浩然', sex: 'male', birthDate: '2017-02-01', relation: 'child', patientIds: ['p1'] },
];
const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));
const base = {
  'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
  'GET /app-web2/family_members': () => ({ body: envelope(members) }),
};

describe('home cards', () => {
  test('open on the first child and show the latest growth, eyes and visits', async () => {
    setToken('token-1');
    mockApi({
      ...base,
      'POST /health-info-service/app/growth/init': (init) => {
        expect(JSON.parse(String(init.body))).toEqual({ familyMemberId: 'm-boy' });
        return { body: envelope({ growthId: 'g1' }) };
      },
      'GET /health-info-service/app/growth/g1/records': (_init, url) => {
        expect(url.searchParams.get('limit')).toBe('1');
        return {
          body: envelope({
            total: 3,
            list: [{ recordDate: '2025-03-02', height: 128.44, weight: 25.1, centiles: { height: 62.3, weight: 48.9 } }],
          }),
        };
      },
      'GET /health-info-service/app/eye/get': () => ({ body: envelope({ eyeId: 'e1', eyeAxisId: 'x1' }) }),
      'GET /health-info-service/app/eye/e1/eye_axis_records': () => ({
        body: envelope([
          {
            examDate: '2024-09-01',
            right: { axialLength: 23.5, centile: 60, growthPerYear: null },
            left: { axialLength: 23.4, centile: 55, growthPerYear: null },
          },
          {
            examDate: '2025-03-01',
            right: { axialLength: 23.62, centile: 66, growthPerYear: 0.24 },
            left: { axialLength: 23.5, centile: 58, growthPerYear: 0.2 },
          },
        ]),
      }),
      'GET /app-web2/family_members/m-boy/health_record': () => ({
        body: envelope({
          visits: [
            { visitDate: inDays(-30), clinicName: '徐汇店' },
            { visitDate: inDays(20), clinicName: '徐汇店' },
          ],
        }),
      }),
    });
    renderApp('/');
    const summary = await screen.findByTestId('member-summary');
    expect(within(summary).getByRole('heading').textContent).toBe('浩然');
    const growth = await screen.findByTestId('growth-latest');
    expect(growth.textContent).toContain('身高 128.4 cm');
    expect(growth.textContent).toContain('P62');
    expect(growth.textContent).toContain('体重 25.1 kg');
    const eye = await screen.findByTestId('eye-latest');
    expect(eye.textContent).toContain('右眼 23.62 mm');
    expect(eye.textContent).toContain('+0.24 mm/年');
    expect(eye.textContent).toContain('左眼 23.50 mm');
    const visits = await screen.findByTestId('visits-latest');
    expect(visits.textContent).toContain('上次就诊');
    expect(visits.textContent).toContain('下次就诊');
  });

  test('say "no records yet" when calls fail or return nothing, without any error toast', async () => {
    setToken('token-1');
    mockApi({
      ...base,
      'POST /health-info-service/app/growth/init': () => ({ body: envelope({ growthId: 'g1' }) }),
      'GET /health-info-service/app/growth/g1/records': () => ({ body: envelope({ total: 0, list: [] }) }),
      'GET /health-info-service/app/eye/get': () => ({ status: 500, body: { code: 'INTERNAL', data: null, message: 'boom' } }),
      // The health record call is not answered at all: the mock's 404.
    });
    renderApp('/');
    await waitFor(() => expect(screen.getAllByTestId('card-empty')).toHaveLength(3));
    expect(screen.getByTestId('card-growth').textContent).toContain('还没有生长记录');
    expect(screen.getByTestId('card-eyeAxis').textContent).toContain('还没有眼部检查记录');
    expect(screen.getByTestId('card-healthRecord').textContent).toContain('暂无就诊记录');
    expect(showToast).not.toHaveBeenCalled();
  });
});
