import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { showToast } from '../../../lib/feedback/toast.ts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

/** Issue 35: the clinic editor opened on a clinic id that does not exist. */
const EDITOR = '10000000-0000-4000-8000-000000000021';
const MISSING = 'no-such-clinic';

function asEditor(clinic: { status: number; body: unknown }) {
  setToken('token-editor');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: EDITOR, role: 'admin', name: '编辑小周', phone: '13700000001' }) }),
    [`GET /app-web2/admin/clinics/${MISSING}`]: () => clinic,
  });
}

const notFound = { status: 404, body: { code: 'NOT_FOUND', data: null, message: 'Clinic not found' } };

describe('a clinic that is not there', () => {
  test.each([
    ['zh-CN', '没有找到这条记录，可能已被删除', '返回列表'],
    ['en-US', 'This record was not found. It may have been deleted.', 'Back to the list'],
  ])('%s: says it was not found, offers the way back to the list, and raises no toast', async (lang, title, back) => {
    await setUpTestI18n(lang as 'zh-CN' | 'en-US');
    asEditor(notFound);
    renderApp(`/admin/clinics/edit?id=${MISSING}`);
    const state = await screen.findByTestId('record-unavailable');
    expect(state.textContent).toContain(title);
    const link = screen.getByTestId('load-failed-back');
    expect(link.textContent).toBe(back);
    expect(link.getAttribute('href')).toBe('/admin/clinics');
    expect(screen.queryByRole('button', { name: /重试|Retry/ })).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  test('a server fault is still toasted, and offers a retry under its own title', async () => {
    asEditor({ status: 500, body: { code: 'INTERNAL', data: null, message: 'database down' } });
    renderApp(`/admin/clinics/edit?id=${MISSING}`);
    const state = await screen.findByTestId('record-unavailable');
    expect(state.textContent).toContain('加载失败，请稍后重试');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ content: 'database down' }));
  });
});
