import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const account = { id: 'a1', role: 'parent', name: '王芳', phone: '13800000001' };

describe('login page', () => {
  test('has labelled fields and explains what is wrong before sending anything', async () => {
    const fetchMock = mockApi({});
    renderApp('/login');
    const phone = await screen.findByLabelText('手机号');
    const code = screen.getByLabelText('验证码');

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(phone, { target: { value: '2380000' } });
    fireEvent.change(code, { target: { value: '12' } });
    expect(screen.getByText('请输入以1开头的11位手机号')).toBeTruthy();
    expect(screen.getByText('验证码为6位数字')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('in demo mode the sent code is shown in a note and filled in', async () => {
    const fetchMock = mockApi({ 'POST /app-web2/auth/sms_code': () => ({ body: envelope({ sent: true, devCode: '123456' }) }) });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    expect((await screen.findByTestId('demo-code')).textContent).toBe('演示验证码：123456');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('123456');
    // With the browser's own sign-in id (issue 29): kept, so that its codes are its own.
    const deviceId = window.localStorage.getItem('sprout.signInDevice');
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ phone: '13800000001', deviceId });
    expect(screen.getByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
  });

  test('signing in keeps the token and goes where the user was going', async () => {
    mockApi({
      'POST /app-web2/auth/login': (init) => {
        const deviceId = window.localStorage.getItem('sprout.signInDevice');
        expect(JSON.parse(String(init.body))).toEqual({ phone: '13800000001', code: '654321', deviceId });
        expect(deviceId).toMatch(/^[0-9a-f]{32}$/);
        return { body: envelope({ token: 'fresh-token', account }) };
      },
    });
    const { router } = renderApp('/login?redirect=/faq%3Fx%3D1');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(router.state.location.search).toBe('?x=1');
    expect(getToken()).toBe('fresh-token');
  });

  test('the "code sent" message does not stay over the screen the user signs in to', async () => {
    mockApi({
      'POST /app-web2/auth/sms_code': () => ({ body: envelope({ sent: true, devCode: '123456' }) }),
      'POST /app-web2/auth/login': () => ({ body: envelope({ token: 'fresh-token', account }) }),
    });
    const { router } = renderApp('/login?redirect=/faq');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    // Shown for 2 s otherwise (TOAST_DURATION_MS): gone well before.
    await waitFor(() => expect(screen.queryByText('验证码已发送')).toBeNull(), { timeout: 1000 });
  });

  test('a redirect to another site is ignored', async () => {
    mockApi({
      'POST /app-web2/auth/login': () => ({ body: envelope({ token: 't', account }) }),
      'GET /app-web2/auth/me': () => ({ body: envelope(account) }),
      'GET /app-web2/family_members': () => ({ body: envelope([]) }),
    });
    const { router } = renderApp('/login?redirect=//evil.example/phish');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  const refuse = (data: unknown) => () => ({ status: 401, body: { code: 'UNAUTHORIZED', data, message: '验证码错误' } });
  async function signInWith(code: string) {
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  }

  test('a wrong code says so under the field with the tries left, and editing the code clears it', async () => {
    mockApi({ 'POST /app-web2/auth/login': refuse({ reason: 'wrong', triesLeft: 3 }) });
    const { router } = renderApp('/login');
    await signInWith('111111');
    expect((await screen.findByTestId('login-refused')).textContent).toBe('验证码错误，还可尝试 3 次');
    expect(screen.getByLabelText('验证码').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '11111' } });
    expect(screen.queryByTestId('login-refused')).toBeNull();
  });

  test.each([
    [{ reason: 'expired', triesLeft: null }, '验证码已过期，请重新获取'],
    [{ reason: 'used', triesLeft: null }, '验证码已使用，请重新获取'],
    [{ reason: 'tooManyTries', triesLeft: null }, '错误次数过多，该验证码已失效，请重新获取'],
    [null, '验证码错误，请检查后重新输入'],
  ])('a refused code (%j) tells the parent why', async (data, text) => {
    mockApi({ 'POST /app-web2/auth/login': refuse(data) });
    renderApp('/login');
    await signInWith('222222');
    expect((await screen.findByTestId('login-refused')).textContent).toBe(text);
  });

  test('too many sign-in attempts show the server sentence under the field', async () => {
    mockApi({
      'POST /app-web2/auth/login': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', data: null, message: '尝试过于频繁，请 60 秒后再试' },
      }),
    });
    renderApp('/login');
    await signInWith('333333');
    expect((await screen.findByTestId('login-refused')).textContent).toBe('尝试过于频繁，请 60 秒后再试');
  });

  test('a code asked too soon counts down to when the server will send one', async () => {
    mockApi({
      'POST /app-web2/auth/sms_code': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', data: { retryAfterSeconds: 42 }, message: '验证码发送太频繁，请稍后再试' },
      }),
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '42秒后重新获取' })).toBeTruthy();
  });
});
