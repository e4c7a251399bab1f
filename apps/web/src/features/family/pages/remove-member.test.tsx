import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FamilyMember } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const boy: FamilyMember = {
  familyMemberId: 'm-boy',
  name: '王浩然',
  sex: 'male',
  birthDate: '2017-05-01',
  relation: 'child',
  patientIds: [],
};
const sister: FamilyMember = { ...boy, familyMemberId: 'm-girl', name: '王小雨', sex: 'female', birthDate: '2025-11-01' };

/** The family and the removal's answer; `deletes` counts the DELETE calls. */
function api(removal: { status: number; body: unknown }) {
  setToken('token-1');
  let members = [boy, sister];
  const deletes: string[] = [];
  mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
    'GET /app-web2/family_members': () => ({ body: envelope(members) }),
    'POST /health-info-service/app/growth/init': () => ({
      body: envelope({
        growthId: 'g-boy',
        familyMemberId: 'm-boy',
        fullTermFlag: 1,
        gestationalAge: null,
        fatherHeight: null,
        motherHeight: null,
      }),
    }),
    'DELETE /app-web2/family_members/m-boy': () => {
      deletes.push('m-boy');
      if (removal.status === 200) members = members.filter((m) => m !== boy);
      return removal;
    },
  });
  return deletes;
}

const openQuestion = async () => {
  fireEvent.click(await screen.findByTestId('member-remove-open'));
  return screen.findByTestId('member-remove-dialog');
};

describe('removing a family member', () => {
  test('asks first, naming the child and saying what is erased, what is kept and that it cannot be undone; cancel changes nothing', async () => {
    const deletes = api({ status: 200, body: envelope(null) });
    renderApp('/family/member?familyMemberId=m-boy');
    expect((await screen.findByTestId('member-remove-open')).textContent).toBe('移除王浩然');
    const dialog = await openQuestion();
    expect(within(dialog).getByRole('heading').textContent).toBe('移除王浩然并删除 TA 的全部数据？');
    expect(dialog.textContent).toContain('将立即删除：王浩然的资料、生长记录、眼部检查、疫苗接种与发育里程碑记录、就诊记录、处方与报告');
    expect(dialog.textContent).toContain('分享链接（随即失效）');
    expect(dialog.textContent).toContain('仅保留：谁在何时查看或修改过这些数据的访问记录');
    expect(dialog.textContent).toContain('此操作无法撤销。');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('member-remove-dialog')).toBeNull();
    expect(deletes).toEqual([]);
  });

  test('erases on confirmation and says it is done, the way home open', async () => {
    const deletes = api({ status: 200, body: envelope(null) });
    const { router } = renderApp('/family/member?familyMemberId=m-boy');
    const dialog = await openQuestion();
    fireEvent.click(within(dialog).getByTestId('member-remove-confirm'));
    const done = await screen.findByTestId('member-removed');
    expect(deletes).toEqual(['m-boy']);
    expect(within(done).getByRole('heading').textContent).toBe('已移除王浩然');
    expect(done.textContent).toContain('TA 的数据已从 App 中删除');
    fireEvent.click(within(done).getByRole('link', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('takes a 404 (removed already: a lost reply, or another phone) as done', async () => {
    api({ status: 404, body: { code: 'NOT_FOUND', data: null, message: '未找到' } });
    renderApp('/family/member?familyMemberId=m-boy');
    fireEvent.click(within(await openQuestion()).getByTestId('member-remove-confirm'));
    expect(await screen.findByTestId('member-removed')).toBeTruthy();
  });

  test('says why when the removal fails, and keeps the member and the question', async () => {
    api({ status: 503, body: { code: 'UNAVAILABLE', data: null, message: '服务繁忙，请稍后再试' } });
    renderApp('/family/member?familyMemberId=m-boy');
    const dialog = await openQuestion();
    fireEvent.click(within(dialog).getByTestId('member-remove-confirm'));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('服务繁忙，请稍后再试'));
    expect(screen.queryByTestId('member-removed')).toBeNull();
    expect(screen.getByTestId('member-form')).toBeTruthy();
  });

  test('speaks English when the app does', async () => {
    await setUpTestI18n('en-US');
    api({ status: 200, body: envelope(null) });
    renderApp('/family/member?familyMemberId=m-boy');
    expect((await screen.findByTestId('member-remove-open')).textContent).toBe('Remove 王浩然');
    const dialog = await openQuestion();
    expect(within(dialog).getByRole('heading').textContent).toBe('Remove 王浩然 and erase all their data?');
    expect(dialog.textContent).toContain("Erased at once: 王浩然's profile, growth records, eye exams");
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(within(dialog).getByTestId('member-remove-confirm').textContent).toBe("Erase 王浩然's data");
    fireEvent.click(within(dialog).getByTestId('member-remove-confirm'));
    expect(within(await screen.findByTestId('member-removed')).getByRole('heading').textContent).toBe('王浩然 has been removed');
  });
});
