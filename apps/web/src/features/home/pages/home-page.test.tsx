import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyMember } from '@sprout/contracts';
import { chosenMemberKey } from '@sprout/contracts/light';
import { localIsoDate } from '../../../lib/format/date.ts';
import { getToken, setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const CHOSEN_MEMBER_STORAGE_KEY = chosenMemberKey('a1');

function yearsAgo(years: number, extraMonths = 0): string {
  const date = new Date();
  date.setDate(1);
  date.setFullYear(date.getFullYear() - years, date.getMonth() - extraMonths);
  return localIsoDate(date);
}

const members: FamilyMember[] = [
  { familyMemberId: 'm-girl', name: '小雨', sex: 'female', birthDate: yearsAgo(5, 3), relation: 'child', patientIds: [] },
  { familyMemberId: 'm-boy', name: '小明', sex: 'male', birthDate: yearsAgo(9), relation: 'child', patientIds: ['p1'] },
];

function signedIn() {
  setToken('token-1');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '13800000001' }) }),
    'GET /app-web2/family_members': () => ({ body: envelope(members) }),
    'POST /app-web2/auth/logout': () => ({ body: envelope(null) }),
  });
}

describe('home page', () => {
  test('greets the account and shows the first member with sex and age', async () => {
    signedIn();
    renderApp('/');
    await screen.findByTestId('home-page');
    // The greeting waits for the account while the page is already drawn.
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('您好，王芳'));
    const summary = await screen.findByTestId('member-summary');
    expect(within(summary).getByRole('heading').textContent).toBe('小雨');
    expect(summary.textContent).toContain('女');
    expect(within(summary).getByTestId('member-age').textContent).toBe('5岁3个月');
    expect(screen.getByTestId('card-growth').getAttribute('href')).toBe('/growth/patient/growthDetail?familyMemberId=m-girl');
  });

  test('switching member updates the page, the links and the remembered choice', async () => {
    signedIn();
    renderApp('/');
    const switcher = await screen.findByTestId('member-switcher');
    fireEvent.click(within(switcher).getByRole('radio', { name: '小明' }));

    const summary = screen.getByTestId('member-summary');
    expect(within(summary).getByRole('heading').textContent).toBe('小明');
    expect(within(summary).getByTestId('member-age').textContent).toBe('9岁');
    expect(within(switcher).getByRole('radio', { name: '小明' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('card-eyeAxis').getAttribute('href')).toBe('/eyeAxis/patient/eyeAxisDetail?familyMemberId=m-boy');
    expect(screen.getByTestId('card-healthRecord').getAttribute('href')).toBe('/familyHealthyRecord/detail?familyMemberId=m-boy');
    expect(screen.getByTestId('shortcut-advice').getAttribute('href')).toBe('/healthAdvices/patient/healthAdvices?familyMemberId=m-boy');
    // Spec §1's related sites: hash-route roots on the mobile host of the environment (this server here).
    expect(screen.getByTestId('shortcut-health').getAttribute('href')).toBe('/health/#/');
    expect(screen.getByTestId('shortcut-appointment').getAttribute('href')).toBe('/appointment/#/');
    expect(localStorage.getItem(CHOSEN_MEMBER_STORAGE_KEY)).toBe('m-boy');
  });

  test('opens on the member chosen last time, or the first one if that member is gone', async () => {
    signedIn();
    localStorage.setItem(CHOSEN_MEMBER_STORAGE_KEY, 'm-boy');
    renderApp('/');
    expect(within(await screen.findByTestId('member-summary')).getByRole('heading').textContent).toBe('小明');
  });

  test('a remembered id of someone else falls back to the first member', async () => {
    signedIn();
    localStorage.setItem(CHOSEN_MEMBER_STORAGE_KEY, 'm-other-account');
    renderApp('/');
    expect(within(await screen.findByTestId('member-summary')).getByRole('heading').textContent).toBe('小雨');
  });

  test('signing out forgets the token and opens the login page', async () => {
    const fetchMock = signedIn();
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url.endsWith('/auth/logout') && init?.method === 'POST')).toBe(true);
  });

  test('a family-member load failure is shown with a retry', async () => {
    setToken('token-1');
    let calls = 0;
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '1' }) }),
      'GET /app-web2/family_members': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { code: 'FORBIDDEN', data: null, message: 'no' } } : { body: envelope(members) };
      },
    });
    renderApp('/');
    fireEvent.click(within(await screen.findByTestId('members-error')).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('member-summary')).toBeTruthy();
  });

  test('with no family member the page leads to the add-member form', async () => {
    setToken('token-1');
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '1' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope([]) }),
    });
    renderApp('/');
    const empty = await screen.findByTestId('members-empty');
    expect(within(empty).getByRole('link', { name: '添加家庭成员' }).getAttribute('href')).toBe('/family/member');
  });

  test("the chosen member's card offers to edit that member", async () => {
    signedIn();
    renderApp('/');
    const edit = await screen.findByTestId('member-edit');
    expect(edit.getAttribute('href')).toBe('/family/member?familyMemberId=m-girl');
    expect(edit.getAttribute('aria-label')).toBe('编辑小雨的资料');
  });

  test('a guardian reaches the people screen of the chosen child (issue 34)', async () => {
    signedIn();
    renderApp('/');
    expect((await screen.findByTestId('people-link')).getAttribute('href')).toBe('/family/people?familyMemberId=m-girl');
  });

  test('a caregiver accepts an invitation and then sees the child as a caregiver, without the guardians’ actions', async () => {
    setToken('token-1');
    let family: FamilyMember[] = [];
    let invites = [{ inviteId: 'i1', childName: '小满', invitedBy: '王丽', role: 'caregiver', expiresAt: '2026-12-04T00:00:00Z' }];
    const calls = mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a9', role: 'parent', name: '', phone: '13611110001' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope(family) }),
      'GET /app-web2/carer_invites': () => ({ body: envelope(invites) }),
      'POST /app-web2/carer_invites/i1/accept': () => {
        invites = [];
        family = [
          {
            familyMemberId: 'm-x',
            name: '小满',
            sex: 'female',
            birthDate: yearsAgo(3),
            relation: 'child',
            patientIds: [],
            access: 'caregiver',
          },
        ];
        return { body: envelope({ familyMemberId: 'm-x', role: 'caregiver' }) };
      },
    });
    renderApp('/');
    const invite = await screen.findByTestId('received-invite');
    expect(invite.textContent).toContain('王丽邀请您以照护人身份关注小满');
    fireEvent.click(within(invite).getByTestId('invite-accept'));
    expect((await screen.findByTestId('caregiver-badge')).textContent).toBe('您以照护人身份关注这个孩子');
    expect(screen.queryByTestId('member-edit')).toBeNull();
    expect(screen.queryByTestId('people-link')).toBeNull();
    expect(screen.queryByTestId('received-invites')).toBeNull();
    const asked = calls.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/next_check'))).toBe(false);
  });
});
