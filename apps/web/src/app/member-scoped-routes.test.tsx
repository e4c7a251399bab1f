import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyMember } from '@sprout/contracts';
import { saveChosenMemberId } from '../lib/member/chosen-member.ts';
import { setToken } from '../lib/session.ts';
import { envelope, mockApi, renderApp } from '../test/render-app.tsx';
import { routeEntries } from './routes/index.ts';

const mother: FamilyMember = {
  familyMemberId: 'm-mum',
  name: '王芳',
  sex: 'female',
  birthDate: '1990-02-01',
  relation: 'self',
  patientIds: [],
};
const girl: FamilyMember = {
  familyMemberId: 'm-girl',
  name: '小雨',
  sex: 'female',
  birthDate: '2021-03-01',
  relation: 'child',
  patientIds: [],
};
const boy: FamilyMember = {
  familyMemberId: 'm-boy',
  name: '小明',
  sex: 'male',
  birthDate: '2017-05-01',
  relation: 'child',
  patientIds: [],
};

function signedInAs(role: 'parent' | 'doctor', members: FamilyMember[]) {
  setToken('token-1');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role, name: '王芳', phone: '13800000001' }) }),
    'GET /app-web2/family_members': () => ({ body: envelope(members) }),
  });
}

const growthInfo = {
  growthId: 'g1',
  familyMemberId: 'm-girl',
  name: '小雨',
  sex: 'female',
  birthDate: girl.birthDate,
  fullTermFlag: 1,
  gestationalAge: null,
  fatherHeight: null,
  motherHeight: null,
  asOf: '2026-11-21',
  ageDays: 2091,
  correctedAgeDays: null,
  midParentalHeight: null,
  latestRecord: null,
  heightVelocity: null,
  recordCount: 0,
};

const memberScoped = routeEntries.filter((entry) => entry.memberScoped).map((entry) => entry.path);

describe('a parent page opened without its member id', () => {
  test('every page about one child in the route table resolves its member', () => {
    expect(memberScoped).toEqual(
      expect.arrayContaining([
        '/growth/patient/growthDetail',
        '/growth/patient/recordHistory/RecordHistory',
        '/growth/patient/addGrowthRecord/addGrowthRecord',
        '/growth/common/growthChartFullScreen',
        '/eyeAxis/patient/eyeAxisDetail',
        '/eyeAxis/patient/record',
        '/eyeAxis/common/ophthalmologyFullScreen',
        '/healthAdvices/patient/healthAdvices',
        '/familyHealthyRecord/detail',
      ]),
    );
  });

  test.each(memberScoped)('%s opens for the member this account chose on the home page', async (path) => {
    signedInAs('parent', [mother, girl, boy]);
    saveChosenMemberId('a1', 'm-boy');
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.search).toContain('familyMemberId=m-boy'));
    expect(router.state.location.pathname).toBe(path);
  });

  test('with no choice remembered it opens for the first child, not the parent listed first', async () => {
    signedInAs('parent', [mother, girl, boy]);
    const { router } = renderApp('/eyeAxis/patient/eyeAxisDetail');
    await waitFor(() => expect(router.state.location.search).toBe('?familyMemberId=m-girl'));
  });

  test("another account's remembered choice is not used", async () => {
    signedInAs('parent', [mother, girl, boy]);
    saveChosenMemberId('someone-else', 'm-boy');
    const { router } = renderApp('/familyHealthyRecord/detail');
    await waitFor(() => expect(router.state.location.search).toBe('?familyMemberId=m-girl'));
  });

  test('other query parameters are kept beside the member', async () => {
    signedInAs('parent', [girl]);
    const { router } = renderApp('/growth/common/growthChartFullScreen?indicator=weight');
    await waitFor(() => expect(router.state.location.search).toBe('?indicator=weight&familyMemberId=m-girl'));
  });

  test('with no family member at all it opens the add-member form, which comes back to the page', async () => {
    signedInAs('parent', []);
    const { router } = renderApp('/growth/patient/growthDetail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/family/member'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/growth/patient/growthDetail');
  });

  test('a page that names its member is left as it is', async () => {
    const fetchMock = signedInAs('parent', [girl, boy]);
    const { router } = renderApp('/familyHealthyRecord/detail?familyMemberId=m-boy');
    await waitFor(() => expect(router.state.location.search).toBe('?familyMemberId=m-boy'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/family_members'))).toBe(false);
  });

  test("a doctor's full-screen chart without an id is not sent into a parent's family", async () => {
    signedInAs('doctor', []);
    const { router } = renderApp('/eyeAxis/common/ophthalmologyFullScreen?role=doctor');
    expect(await screen.findByTestId('eye-full-screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eyeAxis/common/ophthalmologyFullScreen');
  });
});

describe('a member page the server refuses or cannot find', () => {
  const refused = { status: 403, body: { code: 'FORBIDDEN', data: null, message: '无权访问' } };

  test('the growth page of a refused member offers the way home, not a retry that cannot help', async () => {
    signedInAs('parent', [girl]);
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '1' }) }),
      'POST /health-info-service/app/growth/init': () => refused,
    });
    renderApp('/growth/patient/growthDetail?familyMemberId=m-other');
    const screenBox = await screen.findByTestId('growth-error');
    expect(screenBox.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(screenBox.textContent).toContain('返回首页');
    expect(screenBox.textContent).not.toContain('重试');
  });

  test('the eye page of an unknown member offers the way home', async () => {
    mockApi({});
    setToken('token-1');
    renderApp('/eyeAxis/patient/eyeAxisDetail?familyMemberId=m-gone');
    const back = await screen.findByTestId('load-failed-back');
    expect(back.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  test('a server fault still offers a retry, which can help', async () => {
    setToken('token-1');
    mockApi({
      'POST /health-info-service/app/growth/init': () => ({ status: 503, body: { code: 'UNAVAILABLE', data: null, message: '' } }),
    });
    renderApp('/growth/patient/growthDetail?familyMemberId=m-girl');
    expect(await screen.findByRole('button', { name: '重试' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the add-record form opened without a member', () => {
  test('shows the form for the chosen child instead of loading for ever', async () => {
    signedInAs('parent', [girl]);
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '1' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope([girl]) }),
      'POST /health-info-service/app/growth/init': () => ({ body: envelope(growthInfo) }),
    });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord');
    const page = await screen.findByTestId('add-record-page');
    expect(page.textContent).toContain('小雨');
  });
});
