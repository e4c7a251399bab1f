import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { curve, EYE_ID, eyeInfo, record } from '../test-fixtures.ts';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));
// jsdom has no canvas: the chart chunk is replaced by a stand-in that reports what it was given.
vi.mock('../components/eye-chart.tsx', () => ({
  default: ({ curve: c, mode }: { curve: typeof curve; mode: string }) => <div data-testid="eye-chart">{`${mode}:${c.right.length}`}</div>,
}));

const APP = '/health-info-service/app/eye';
const DOCTOR = '/health-info-service/doctor/eye';
const me = (role: string) => ({ body: envelope({ id: 'a1', role, name: 'x', phone: '13800000001' }) });

describe('eye-axis screens', () => {
  test('the parent detail fetches eye info, then the curve by eyeId, then the records, and shows each eye', async () => {
    setToken('t1');
    const fetchMock = mockApi({
      'GET /app-web2/auth/me': () => me('parent'),
      [`GET ${APP}/get`]: () => ({ body: envelope(eyeInfo) }),
      [`GET ${APP}/${EYE_ID}/curve`]: () => ({ body: envelope(curve) }),
      [`GET ${APP}/${EYE_ID}/records`]: () => ({ body: envelope({ total: 2, list: [record('r2', '2025-10-01', 25.09)] }) }),
    });
    renderApp('/eyeAxis/patient/eyeAxisDetail?familyMemberId=m1');
    const right = await screen.findByTestId('summary-right');
    expect(right.textContent).toContain('25.09');
    expect(right.textContent).toContain('P71');
    expect(right.textContent).toContain('略快于同龄预期');
    expect(right.textContent).toContain('角膜塑形镜');
    expect((await screen.findByTestId('summary-left')).textContent).toContain('暂无眼轴数据');
    expect((await screen.findByTestId('eye-chart')).textContent).toBe('inline:2');
    await screen.findByTestId('eye-record');
    const eyeCalls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'https://x').pathname).filter((p) => p.startsWith(APP));
    // The screen's own reads in order; the treatment and projection cards (their chunks fetched by the page's loader,
    // so drawn with the page) ask for theirs beside them.
    const screenCalls = eyeCalls.filter((p) => !/\/(treatment_effect|projection)$/.test(p));
    expect(screenCalls).toEqual([`${APP}/get`, `${APP}/${EYE_ID}/curve`, `${APP}/${EYE_ID}/records`]);
    expect(eyeCalls.filter((p) => p !== `${APP}/get`).every((p) => p.startsWith(`${APP}/${EYE_ID}/`))).toBe(true);
  });

  test('the doctor record screen checks the form before sending and deletes after confirmation', async () => {
    setToken('t2');
    const fetchMock = mockApi({
      'GET /app-web2/auth/me': () => me('doctor'),
      [`GET ${DOCTOR}/get`]: () => ({ body: envelope(eyeInfo) }),
      [`GET ${DOCTOR}/${EYE_ID}/records`]: () => ({ body: envelope({ total: 1, list: [record('r2', '2025-10-01', 25.09)] }) }),
      [`DELETE ${DOCTOR}/records/r2`]: () => ({ body: envelope(null) }),
    });
    renderApp(`/eyeAxis/doctor/record?eyeId=${EYE_ID}`);
    fireEvent.click(await screen.findByTestId('exam-add'));
    fireEvent.change(screen.getByTestId('field-right-axialLength'), { target: { value: '2.41' } });
    fireEvent.click(screen.getByTestId('exam-save'));
    expect((await screen.findByText('应在 15 至 35 之间')).tagName).toBe('P');
    expect(screen.getByTestId('field-right-axialLength').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId('exam-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/records/r2'))).toBe(true),
    );
  });

  test('without a familyMemberId the detail says what is missing instead of calling', async () => {
    setToken('t3');
    const fetchMock = mockApi({ 'GET /app-web2/auth/me': () => me('parent') });
    renderApp('/eyeAxis/patient/eyeAxisDetail');
    expect((await screen.findByRole('alert')).textContent).toContain('缺少家庭成员信息');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/eye/'))).toBe(false);
  });
});
