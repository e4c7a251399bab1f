import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { referenceStart } from '../components/eye-detail-view.tsx';
import { curve, EYE_ID, eyeInfo, record } from '../test-fixtures.ts';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));
vi.mock('../components/eye-chart.tsx', () => ({ default: () => <div data-testid="eye-chart" /> }));

const APP = '/health-info-service/app/eye';
const oneYearOld = localIsoDate(new Date(Date.now() - 400 * 86_400_000));

function openFor(info: typeof eyeInfo, records: ReturnType<typeof record>[]) {
  setToken('t1');
  const fetchMock = mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: 'x', phone: '13800000001' }) }),
    [`GET ${APP}/get`]: () => ({ body: envelope(info) }),
    [`GET ${APP}/${EYE_ID}/curve`]: () => ({ body: envelope(curve) }),
    [`GET ${APP}/${EYE_ID}/records`]: () => ({ body: envelope({ total: records.length, list: records }) }),
  });
  renderApp('/eyeAxis/patient/eyeAxisDetail?familyMemberId=m1');
  return fetchMock;
}

describe('the eye screen of a child younger than the 4-18 year reference', () => {
  test('says when the chart starts instead of drawing an empty 4-18 chart, and shows no treatment or projection block', async () => {
    const exam = record('r1', localIsoDate(), 20.1);
    const fetchMock = openFor({ ...eyeInfo, birthDate: oneYearOld, examCount: 1, latestExamDate: exam.examDate }, [exam]);
    const note = await screen.findByTestId('eye-before-reference');
    expect(note.textContent).toContain(formatDate(referenceStart(oneYearOld), 'zh-CN'));
    expect(note.textContent).toContain('检查列在下方');
    expect(note.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await screen.findByTestId('eye-record')).toBeTruthy();
    expect(screen.queryByTestId('eye-chart')).toBeNull();
    expect(screen.queryByTestId('chart-full-screen')).toBeNull();
    expect(screen.queryByTestId('treatment-effect')).toBeNull();
    expect(screen.queryByTestId('projection-chart')).toBeNull();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'https://x').pathname);
    expect(paths.some((p) => p.endsWith('/treatment_effect') || p.endsWith('/projection'))).toBe(false);
  });

  test('before any exam, says the chart appears from the fourth birthday', async () => {
    openFor({ ...eyeInfo, birthDate: oneYearOld, examCount: 0, latestExamDate: null, summary: { right: null, left: null } }, []);
    const note = await screen.findByTestId('eye-before-reference');
    expect(note.textContent).toContain(`${formatDate(referenceStart(oneYearOld), 'zh-CN')}（4 岁）后`);
  });

  test('counts the fourth birthday on the calendar', () => {
    expect(referenceStart('2024-02-29')).toBe('2028-02-29');
    // 2100 is not a leap year: the day after 28 February.
    expect(referenceStart('2096-02-29')).toBe('2100-03-01');
    expect(referenceStart('2022-12-31')).toBe('2026-12-31');
  });
});
