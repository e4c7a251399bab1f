import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Reminders } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const API = '/app-web2/reminders';
const me = { 'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }) };
const reminders = (over: Partial<Reminders> = {}): Reminders => ({
  settings: {
    enabled: false,
    daysBefore: 7,
    kinds: { growth: true, eye: true, vaccine: true },
    channels: { sms: true, wechat: true },
    language: 'zh-CN',
  },
  available: { sms: true, wechat: false },
  wechatLinked: false,
  upcoming: [
    {
      familyMemberId: 'm1',
      name: '王小雨',
      kind: 'vaccine',
      dueDate: '2027-01-11',
      vaccine: 'MMR',
      dose: 1,
      notifyOn: '2027-01-04',
      announced: false,
    },
    {
      familyMemberId: 'm2',
      name: '王浩然',
      kind: 'growth',
      dueDate: '2027-01-20',
      vaccine: null,
      dose: null,
      notifyOn: '2027-01-13',
      announced: true,
    },
  ],
  lastSent: null,
  ...over,
});

beforeEach(() => setToken('token-1'));

describe('the reminders page', () => {
  test('shows the settings (off until turned on), the channels this service has, and what is coming due', async () => {
    mockApi({ ...me, [`GET ${API}`]: () => ({ body: envelope(reminders()) }) });
    renderApp('/account/reminders');
    const upcoming = await screen.findByTestId('reminders-upcoming');
    expect((screen.getByTestId('reminders-enabled') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('reminders-channel-wechat') as HTMLInputElement).disabled).toBe(true);
    expect(within(upcoming).getByText('王小雨 · MMR 疫苗第 1 剂')).toBeTruthy();
    expect(within(upcoming).getByText('王浩然 · 生长发育检查')).toBeTruthy();
  });

  test('saves what the parent chose, and says so', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...me,
      [`GET ${API}`]: () => ({ body: envelope(reminders()) }),
      [`PUT ${API}`]: (init) => {
        const body = JSON.parse(String(init.body)) as Reminders['settings'];
        bodies.push(body);
        return { body: envelope(reminders({ settings: { ...body, language: 'zh-CN' } })) };
      },
    });
    renderApp('/account/reminders');
    fireEvent.click(await screen.findByTestId('reminders-enabled'));
    fireEvent.change(screen.getByTestId('reminders-days'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('reminders-kind-eye'));
    fireEvent.click(screen.getByTestId('reminders-save'));
    await waitFor(() => expect(screen.getByTestId('reminders-saved')).toBeTruthy());
    expect(bodies).toEqual([
      { enabled: true, daysBefore: 3, kinds: { growth: true, eye: false, vaccine: true }, channels: { sms: true, wechat: true } },
    ]);
    // Turned on, each item says when its message goes, or that it went.
    const upcoming = screen.getByTestId('reminders-upcoming');
    expect(within(upcoming).getByText(/已提醒/)).toBeTruthy();
  });
});
