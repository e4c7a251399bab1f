import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { StaffList } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

/** Issue 30: the staff permissions screen. */
const EDITOR = '10000000-0000-4000-8000-000000000021';
const DOCTOR = '10000000-0000-4000-8000-000000000011';
const list = (canManage: boolean): StaffList => ({
  canManage,
  list: [
    {
      accountId: EDITOR,
      name: '编辑小周',
      role: 'admin',
      phone: '137****0001',
      clinics: [],
      capabilities: ['staff.manage'],
      grantable: ['staff.manage'],
    },
    {
      accountId: DOCTOR,
      name: '陈静',
      role: 'doctor',
      phone: '139****0001',
      clinics: [{ shopId: 'c1', name: { 'zh-CN': '徐汇店', 'en-US': 'Xuhui' } }],
      capabilities: [],
      grantable: ['records.amendClinic'],
    },
  ],
});

function asEditor(canManage: boolean) {
  setToken('token-editor');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: EDITOR, role: 'admin', name: '编辑小周', phone: '13700000001' }) }),
    'GET /app-web2/admin/staff': () => ({ body: envelope(list(canManage)) }),
    [`POST /app-web2/admin/staff/${DOCTOR}/capabilities`]: () => ({
      body: envelope({ ...list(canManage).list[1], capabilities: ['records.amendClinic'] }),
    }),
  });
}

describe('the staff permissions screen', () => {
  test('grants only after a question naming the person and what the permission allows; cancel sends nothing', async () => {
    const fetchMock = asEditor(true);
    renderApp('/admin/staff');
    const cell = await screen.findByTestId(`cap-${DOCTOR}-records.amendClinic`);
    expect(cell.textContent).toContain('更正同事的记录 · 未拥有');
    const posts = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));
    fireEvent.click(within(cell).getByRole('button', { name: '授予' }));
    const question = await screen.findByText(/陈静将立即获得“更正同事的记录”权限/);
    expect(question.textContent).toContain('可以更正或撤回同诊所其他医生保存的记录');
    await act(async () => fireEvent.click(screen.getByText('取消')));
    expect(posts()).toEqual([]);

    fireEvent.click(within(cell).getByRole('button', { name: '授予' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '授予' })));
    await waitFor(() => expect(posts()).toEqual([{ capability: 'records.amendClinic', granted: true }]));
  });

  test('shows an editor without staff management who holds what, with no buttons', async () => {
    asEditor(false);
    renderApp('/admin/staff');
    const cell = await screen.findByTestId(`cap-${EDITOR}-staff.manage`);
    expect(cell.textContent).toContain('管理员工账号 · 已拥有');
    expect(screen.getByText(/只有拥有“管理员工账号”权限的编辑可以修改/)).toBeTruthy();
    expect(within(screen.getByTestId('staff-table')).queryAllByRole('button', { name: /授予|收回/ })).toEqual([]);
  });
});
