import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { addDays } from '@sprout/clinical';
import { showToast } from '../../../lib/feedback/toast.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { milestonesFor } from '../test-milestones.ts';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

const member = 'a0000000-0000-4000-8000-000000000002';
const API = `/app-web2/family_members/${member}/milestones`;
const PAGE = `/milestones?familyMemberId=${member}`;
const me = { 'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }) };

beforeEach(() => {
  setToken('token-1');
  vi.mocked(showToast).mockClear();
});

describe('the milestones page', () => {
  test('says plainly which sign of the check age is not ticked, with "talk to your doctor"', async () => {
    // 8½ months: the 8-month check; three of its four skills ticked.
    const data = milestonesFor(260, { 'sign.turnsToSound': 240, 'sign.knowsStrangers': 245, 'sign.passesToyHandToHand': 250 });
    mockApi({ ...me, [`GET ${API}`]: () => ({ body: envelope(data) }) });
    renderApp(PAGE);
    const signs = await screen.findByTestId('warning-signs');
    expect(within(signs).getByText('8 月龄检查：发育预警征象')).toBeTruthy();
    expect(within(screen.getByTestId('sign-sitsAlone')).getByText('还没有勾选。如果王小雨做不到，请咨询医生。')).toBeTruthy();
    expect(within(screen.getByTestId('sign-turnsToSound')).getByText(/✓ .* 做到/)).toBeTruthy();
    expect(screen.getByTestId('milestones-concerns').textContent).toBe('有 1 项需要和医生谈谈');
    expect(within(screen.getByTestId('motor-sitting')).getByText('通常在 3.8–9.2 个月之间做到')).toBeTruthy();
    expect(within(signs).getByText('下一次检查：12 月龄')).toBeTruthy();
  });

  test('ticks a skill with the day picked, and undoes a tick', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const data = milestonesFor(260);
    mockApi({
      ...me,
      [`GET ${API}`]: () => ({ body: envelope(data) }),
      [`PUT ${API}/sign.sitsAlone`]: (init, url) => {
        calls.push({ method: 'PUT', path: url.pathname, body: JSON.parse(String(init.body)) });
        return { body: envelope(milestonesFor(260, { 'sign.sitsAlone': 255 })) };
      },
      [`DELETE ${API}/sign.sitsAlone`]: (_init, url) => {
        calls.push({ method: 'DELETE', path: url.pathname, body: null });
        return { body: envelope(data) };
      },
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByTestId('sign-sitsAlone-tick'));
    const day = addDays(localIsoDate(), -5);
    fireEvent.change(screen.getByTestId('sign-sitsAlone-date'), { target: { value: addDays(localIsoDate(), 1) } });
    fireEvent.click(screen.getByTestId('sign-sitsAlone-save'));
    expect(within(screen.getByTestId('sign-sitsAlone')).getByRole('alert').textContent).toBe('不能晚于今天');
    fireEvent.change(screen.getByTestId('sign-sitsAlone-date'), { target: { value: day } });
    fireEvent.click(screen.getByTestId('sign-sitsAlone-save'));
    await waitFor(() => expect(screen.queryByTestId('sign-sitsAlone-undo')).toBeTruthy());
    expect(calls).toEqual([{ method: 'PUT', path: `${API}/sign.sitsAlone`, body: { achievedOn: day } }]);
    fireEvent.click(screen.getByTestId('sign-sitsAlone-undo'));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']));
  });

  test('calls a motor milestone past its window out plainly, but never crawling', async () => {
    mockApi({ ...me, [`GET ${API}`]: () => ({ body: envelope(milestonesFor(560)) }) });
    renderApp(PAGE);
    const standing = await screen.findByTestId('motor-standingAlone');
    expect(within(standing).getByText('如果王小雨还做不到，请咨询医生。')).toBeTruthy();
    const crawling = screen.getByTestId('motor-crawling');
    expect(within(crawling).getByText('有些健康的孩子不经过爬这一步')).toBeTruthy();
    expect(within(crawling).queryByText(/请咨询医生/)).toBeNull();
  });

  test('reads a preterm baby at the corrected age and says so', async () => {
    mockApi({ ...me, [`GET ${API}`]: () => ({ body: envelope(milestonesFor(200, {}, 227)) }) });
    renderApp(PAGE);
    expect(await screen.findByText(/是早产儿：2 岁前按矫正月龄对照/)).toBeTruthy();
    expect(screen.getByText('3 月龄检查：发育预警征象')).toBeTruthy();
  });
});
