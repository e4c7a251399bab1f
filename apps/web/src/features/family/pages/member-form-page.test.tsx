import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyMember } from '@sprout/contracts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { readChosenMemberId } from '../../../lib/member/chosen-member.ts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const GROWTH = '/health-info-service/app/growth';
const boy: FamilyMember = {
  familyMemberId: 'm-boy',
  name: '小明',
  sex: 'male',
  birthDate: '2017-05-01',
  relation: 'child',
  patientIds: [],
};
const growthOf = (member: FamilyMember, extra: object = {}) => ({
  growthId: `g-${member.familyMemberId}`,
  familyMemberId: member.familyMemberId,
  name: member.name,
  sex: member.sex,
  birthDate: member.birthDate,
  fullTermFlag: 1,
  gestationalAge: null,
  fatherHeight: null,
  motherHeight: null,
  asOf: '2026-11-21',
  ageDays: 3000,
  correctedAgeDays: null,
  midParentalHeight: null,
  latestRecord: null,
  heightVelocity: null,
  recordCount: 0,
  ...extra,
});

function api(members: FamilyMember[], calls: { method: string; path: string; body: unknown }[]) {
  setToken('token-1');
  const log = (method: string, path: string) => (init: RequestInit) => {
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
  };
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '13800000001' }) }),
    'GET /app-web2/family_members': () => ({ body: envelope(members) }),
    'POST /app-web2/family_members': (init) => {
      log('POST', 'family_members')(init);
      const body = JSON.parse(String(init.body)) as Omit<FamilyMember, 'familyMemberId' | 'patientIds'>;
      const created = { ...body, familyMemberId: 'm-new', patientIds: [] };
      members.push(created);
      return { body: envelope(created) };
    },
    'PUT /app-web2/family_members/m-boy': (init) => {
      log('PUT', 'family_members/m-boy')(init);
      return { body: envelope({ ...boy, ...JSON.parse(String(init.body)) }) };
    },
    [`POST ${GROWTH}/init`]: (init) => {
      log('POST', 'init')(init);
      const { familyMemberId } = JSON.parse(String(init.body)) as { familyMemberId: string };
      return {
        body: envelope(
          growthOf(
            familyMemberId === 'm-boy' ? boy : { ...boy, familyMemberId },
            familyMemberId === 'm-boy' ? { fullTermFlag: 0, gestationalAge: 245, fatherHeight: 176, motherHeight: 161 } : {},
          ),
        ),
      };
    },
    [`POST ${GROWTH}/edit_gestational_age`]: (init) => {
      log('POST', 'edit_gestational_age')(init);
      return { body: envelope(growthOf(boy)) };
    },
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message under a field: the element its input names in aria-describedby. */
const messageUnder = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('adding a family member', () => {
  test('an empty form says under each field what is missing, and calls nothing', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    api([], calls);
    renderApp('/family/member');
    fireEvent.click(await screen.findByTestId('member-save'));
    expect(messageUnder('姓名')).toBe('请填写姓名');
    expect(messageUnder('出生日期')).toBe('请填写出生日期');
    expect(within(screen.getByTestId('member-form')).getByText('请选择性别')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('a preterm birth outside 22-37 weeks and an impossible parent height are refused under their fields', async () => {
    api([], []);
    renderApp('/family/member');
    fireEvent.click(within(await screen.findByTestId('member-term')).getByRole('radio', { name: '早产' }));
    type('孕周（周）', '38');
    type('父亲身高（cm）', '300');
    fireEvent.click(screen.getByTestId('member-save'));
    expect(messageUnder('孕周（周）')).toBe('早产的孕周应在 22 周 0 天到 36 周 6 天之间');
    expect(messageUnder('父亲身高（cm）')).toBe('身高应在 120 到 230 cm 之间');
    expect(messageUnder('母亲身高（cm）')).toBeNull();
  });

  test('a birth date after today is refused', async () => {
    api([], []);
    renderApp('/family/member');
    await screen.findByTestId('member-form');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    type('出生日期', localIsoDate(tomorrow));
    fireEvent.click(screen.getByTestId('member-save'));
    expect(messageUnder('出生日期')).toBe('出生日期不能晚于今天');
  });

  test('saves the member and its birth details, remembers it and opens the page that sent the parent here', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    api([], calls);
    const { router } = renderApp('/family/member?redirect=%2Fgrowth%2Fpatient%2FgrowthDetail');
    await screen.findByTestId('member-form');
    type('姓名', '小雨');
    fireEvent.click(within(screen.getByTestId('member-sex')).getByRole('radio', { name: '女' }));
    type('出生日期', '2021-03-01');
    fireEvent.click(within(screen.getByTestId('member-term')).getByRole('radio', { name: '早产' }));
    type('孕周（周）', '34');
    type('天', '2');
    type('母亲身高（cm）', '160.5');
    fireEvent.click(screen.getByTestId('member-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/growth/patient/growthDetail'));
    // The page opens for the member just added.
    await waitFor(() => expect(router.state.location.search).toBe('?familyMemberId=m-new'));
    expect(calls.map((c) => c.path).slice(0, 3)).toEqual(['family_members', 'init', 'edit_gestational_age']);
    expect(calls[0]!.body).toEqual({ name: '小雨', sex: 'female', birthDate: '2021-03-01', relation: 'child' });
    expect(calls[2]!.body).toEqual({ growthId: 'g-m-new', fullTermFlag: 0, gestationalAge: 240, fatherHeight: null, motherHeight: 160.5 });
    expect(readChosenMemberId('a1')).toBe('m-new');
  });

  test('a field the server refuses is shown under that field', async () => {
    api([], []);
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '1' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope([]) }),
      'POST /app-web2/family_members': () => ({
        status: 400,
        body: { code: 'VALIDATION', data: null, message: '输入有误', errors: [{ field: 'name', message: '姓名含有不允许的字符' }] },
      }),
    });
    renderApp('/family/member');
    await screen.findByTestId('member-form');
    type('姓名', '小雨');
    fireEvent.click(within(screen.getByTestId('member-sex')).getByRole('radio', { name: '女' }));
    type('出生日期', '2021-03-01');
    fireEvent.click(within(screen.getByTestId('member-relation')).getByRole('radio', { name: '其他' }));
    fireEvent.click(screen.getByTestId('member-save'));
    await waitFor(() => expect(messageUnder('姓名')).toBe('姓名含有不允许的字符'));
  });

  test('speaks English when the app does', async () => {
    await setUpTestI18n('en-US');
    api([], []);
    renderApp('/family/member');
    fireEvent.click(await screen.findByTestId('member-save'));
    expect(messageUnder('Name')).toBe('Enter a name');
    expect(messageUnder('Date of birth')).toBe('Enter the date of birth');
  });
});

describe('changing a family member', () => {
  test('opens with what is known, birth details included, and saves the change with PUT', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    api([boy], calls);
    const { router } = renderApp('/family/member?familyMemberId=m-boy');
    await screen.findByTestId('member-form');
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('小明');
    expect((screen.getByLabelText('孕周（周）') as HTMLInputElement).value).toBe('35');
    expect((screen.getByLabelText('父亲身高（cm）') as HTMLInputElement).value).toBe('176');
    type('姓名', '王小明');
    fireEvent.click(screen.getByTestId('member-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ name: '王小明', sex: 'male', birthDate: '2017-05-01', relation: 'child' });
    expect(calls.find((c) => c.path === 'edit_gestational_age')?.body).toEqual({
      growthId: 'g-m-boy',
      fullTermFlag: 0,
      gestationalAge: 245,
      fatherHeight: 176,
      motherHeight: 161,
    });
  });

  test('an id that is not in the family offers the way home', async () => {
    api([boy], []);
    renderApp('/family/member?familyMemberId=m-other');
    const notFound = await screen.findByTestId('member-not-found');
    expect(within(notFound).getByRole('link').getAttribute('href')).toBe('/');
  });
});
