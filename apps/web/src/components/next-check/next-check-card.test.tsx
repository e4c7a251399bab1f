import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyMember, NextCheck } from '@sprout/contracts';
import { i18n } from '../../lib/i18n/index.ts';
import { I18nProvider } from '../../lib/i18n/react.tsx';
import { setToken } from '../../lib/session.ts';
import { setUpTestI18n } from '../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../test/render-app.tsx';
import { NextCheckView } from './next-check-card.tsx';

const calendarUrl = 'https://sprout.example.com/app-web2/family_members/m-boy/next_check/calendar.ics?account=a1&expires=1&signature=s';
const check: NextCheck = {
  familyMemberId: 'm-boy',
  nextDueDate: '2026-11-01',
  checks: [
    { kind: 'eye', dueDate: '2026-11-01', lastDate: '2026-05-02' },
    { kind: 'growth', dueDate: '2027-02-21', lastDate: '2026-02-21' },
  ],
  calendar: { url: calendarUrl, expiresAt: '2026-11-28T00:00:00.000Z' },
};
const view = (props: Partial<Parameters<typeof NextCheckView>[0]> = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <NextCheckView check={check} today="2026-11-26" weChat={false} {...props} />
    </I18nProvider>,
  );
const item = (kind: string) => screen.getByTestId('next-check').querySelector(`[data-kind="${kind}"]`) as HTMLElement;

describe('the next check card', () => {
  test('lists each check with its date in the reader’s one date style, overdue when past, and links the calendar file', () => {
    view();
    expect(item('growth').textContent).toContain('生长发育检查');
    expect(item('growth').textContent).toContain('2027年2月21日');
    expect(item('growth').textContent).toContain('上次测量：2026年2月21日');
    expect(item('growth').dataset.overdue).toBeUndefined();
    expect(item('eye').textContent).toContain('已到期（2026年11月1日）');
    expect(item('eye').dataset.overdue).toBe('true');
    expect(screen.getByTestId('next-check').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const link = screen.getByTestId('next-check-calendar');
    expect(link.getAttribute('href')).toBe(calendarUrl);
    expect(link.textContent).toBe('添加到手机日历');
    expect(screen.queryByTestId('next-check-wechat-hint')).toBeNull();
  });

  test('reads in English with the English date style', async () => {
    await setUpTestI18n('en-US');
    view();
    expect(item('growth').textContent).toContain('Growth check');
    expect(item('growth').textContent).toContain('Feb 21, 2027');
    expect(item('eye').textContent).toContain('Overdue since Nov 1, 2026');
    expect(item('eye').textContent).toContain('Last eye exam May 2, 2026');
    expect(screen.getByTestId('next-check-calendar').textContent).toBe('Add to phone calendar');
  });

  test('tells a WeChat reader to open the calendar file in the phone’s browser', () => {
    view({ weChat: true });
    expect(screen.getByTestId('next-check-wechat-hint').textContent).toContain('在浏览器打开');
  });

  test('counts a check due today as not yet overdue', () => {
    view({ today: '2026-11-01' });
    expect(item('eye').dataset.overdue).toBeUndefined();
  });
});

describe('the home screen', () => {
  const members: FamilyMember[] = [
    { familyMemberId: 'm-boy', name: '浩然', sex: 'male', birthDate: '2017-02-01', relation: 'child', patientIds: ['p1'] },
  ];
  test('shows the chosen child’s next check from GET next_check, asked in the reader’s language', async () => {
    setToken('token-1');
    const asked: string[] = [];
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope(members) }),
      'GET /app-web2/family_members/m-boy/next_check': (_init, url) => {
        asked.push(url.searchParams.get('lang') ?? '');
        return { body: envelope(check) };
      },
    });
    renderApp('/');
    const card = await screen.findByTestId('next-check');
    expect(within(card).getByRole('heading').textContent).toBe('下次检查');
    expect(card.textContent).toContain('2027年2月21日');
    expect(asked).toEqual(['zh-CN']);
  });
});
