import { beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateTo } from '../navigation.ts';
import { getToken, setToken } from '../session.ts';
import { ApiError, ERROR_SHOW_TYPE, NETWORK_ERROR_CODE } from './errors.ts';
import { addHeaderProvider, request } from './request.ts';

vi.mock('../navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation.ts')>()),
  navigateTo: vi.fn(),
}));

type FetchCall = [url: string, init: RequestInit];

function respond(body: string, init: ResponseInit = { status: 200 }) {
  const fetchMock = vi.fn(async (..._args: FetchCall) => new Response(body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (data: unknown) => JSON.stringify({ code: '1', data, message: 'ok' });

function sentHeaders(fetchMock: ReturnType<typeof respond>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('request: what is sent', () => {
  test('a GET by default, JSON content type, the current language, at the path relative to the page', async () => {
    const fetchMock = respond(ok([]));
    await request('/app-web2/family_members', { query: { start: 0, limit: 10, skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/app-web2/family_members?start=0&limit=10');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
    expect(sentHeaders(fetchMock).get('Accept-Language')).toBe('zh-CN');
  });

  test('a body is sent as JSON', async () => {
    const fetchMock = respond(ok({ sent: true }));
    await request('/app-web2/auth/sms_code', { method: 'POST', body: { phone: '13800000001' } });
    expect(fetchMock.mock.calls[0]![1].body).toBe('{"phone":"13800000001"}');
  });

  test('a file is sent as its own bytes with its own type (the media upload)', async () => {
    const fetchMock = respond(ok({ id: 'm1' }));
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await request('/app-web2/admin/media', { method: 'POST', body: file, query: { filename: 'a.png' } });
    expect(fetchMock.mock.calls[0]![1].body).toBe(file);
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('image/png');
  });

  test('the saved token goes in the `token` header', async () => {
    setToken('secret-token');
    const fetchMock = respond(ok(null));
    await request('/app-web2/auth/me');
    expect(sentHeaders(fetchMock).get('token')).toBe('secret-token');
  });

  test('skipAuth (the signature call) sends no token', async () => {
    setToken('secret-token');
    const fetchMock = respond(ok({ appId: 'wx' }));
    await request('/app-web2/wxmp/js_signature', { skipAuth: true, query: { url: 'https://x' } });
    expect(sentHeaders(fetchMock).has('token')).toBe(false);
  });

  test('no token header when nobody is signed in', async () => {
    const fetchMock = respond(ok(null));
    await request('/app-web2/faq');
    expect(sentHeaders(fetchMock).has('token')).toBe(false);
  });

  test('the canary header `gray: gray` is sent only when VITE_GRAY_RELEASE is "true"', async () => {
    let fetchMock = respond(ok(null));
    await request('/app-web2/faq');
    expect(sentHeaders(fetchMock).has('gray')).toBe(false);

    vi.stubEnv('VITE_GRAY_RELEASE', 'false');
    fetchMock = respond(ok(null));
    await request('/app-web2/faq');
    expect(sentHeaders(fetchMock).has('gray')).toBe(false);

    vi.stubEnv('VITE_GRAY_RELEASE', 'true');
    fetchMock = respond(ok(null));
    await request('/app-web2/faq');
    expect(sentHeaders(fetchMock).get('gray')).toBe('gray');
  });

  test('an unknown VITE_APP_ENV is refused instead of calling nowhere', async () => {
    vi.stubEnv('VITE_APP_ENV', 'staging');
    respond(ok(null));
    await expect(request('/app-web2/faq')).rejects.toThrow(/VITE_APP_ENV/);
  });
});

describe('request: what comes back', () => {
  test('resolves with data on HTTP 200 and code "1"', async () => {
    respond(ok({ id: 'a1', name: 'Li Na' }));
    await expect(request('/app-web2/auth/me')).resolves.toEqual({ id: 'a1', name: 'Li Na' });
  });

  test('code other than "1" rejects with an ApiError carrying the server message and field errors', async () => {
    respond(JSON.stringify({ code: 'VALIDATION', data: null, message: '手机号格式不正确', errors: [{ field: 'phone', message: 'bad' }] }), {
      status: 400,
    });
    const error = await request('/app-web2/auth/sms_code', { method: 'POST', body: {} }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: '手机号格式不正确',
      errors: [{ field: 'phone', message: 'bad' }],
      showType: ERROR_SHOW_TYPE.ERROR_MESSAGE,
    });
  });

  test('HTTP 200 with a failure code is still a failure', async () => {
    respond(JSON.stringify({ code: '0', data: null, message: '记录不存在' }));
    await expect(request('/x')).rejects.toMatchObject({ status: 200, code: '0', message: '记录不存在' });
  });

  test('code "1" with a status other than 200 is still a failure', async () => {
    respond(JSON.stringify({ code: '1', data: {}, message: 'ok' }), { status: 201 });
    await expect(request('/x')).rejects.toBeInstanceOf(ApiError);
  });

  test('a body that is not JSON becomes { code: status, message: statusText }', async () => {
    respond('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(request('/x')).rejects.toMatchObject({ status: 502, code: '502', message: 'Bad Gateway' });
  });

  test('without a server message the generic fallback text is used', async () => {
    respond(JSON.stringify({ code: 'INTERNAL', data: null, message: '' }), { status: 500 });
    await expect(request('/x')).rejects.toMatchObject({ message: '似乎出了点问题，请稍后再试' });
  });

  test('no response at all is a NETWORK ApiError saying "request error, please retry"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/x')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE, message: '请求错误，请重试。' });
  });

  test('the call chooses how its failure is shown, and the server may override it', async () => {
    respond(JSON.stringify({ code: 'NOT_FOUND', data: null, message: 'x' }), { status: 404 });
    await expect(request('/x', { showType: ERROR_SHOW_TYPE.SILENT })).rejects.toMatchObject({ showType: ERROR_SHOW_TYPE.SILENT });

    respond(JSON.stringify({ code: 'NOT_FOUND', data: null, message: 'x', showType: 9 }), { status: 404 });
    await expect(request('/x')).rejects.toMatchObject({ showType: ERROR_SHOW_TYPE.REDIRECT });
  });

  test('checkCode: false passes data on whatever the code (the signature call)', async () => {
    respond(JSON.stringify({ code: 'whatever', data: { appId: 'wx1' }, message: '' }));
    await expect(request('/app-web2/wxmp/js_signature', { skipAuth: true, checkCode: false })).resolves.toEqual({ appId: 'wx1' });
  });
});

describe('request: 401', () => {
  test('clears the token and sends the user to sign in, coming back here afterwards', async () => {
    setToken('expired');
    window.history.replaceState(null, '', '/growth/patient/growthDetail?familyMemberId=m1');
    respond(JSON.stringify({ code: 'UNAUTHORIZED', data: null, message: '请先登录' }), { status: 401 });

    await expect(request('/x')).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/login?redirect=/growth/patient/growthDetail%3FfamilyMemberId%3Dm1', { replace: true });
  });

  test('on the login page itself it only rejects', async () => {
    window.history.replaceState(null, '', '/login');
    respond(JSON.stringify({ code: 'UNAUTHORIZED', data: null, message: '验证码错误' }), { status: 401 });
    await expect(request('/app-web2/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ message: '验证码错误' });
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('request: header providers', () => {
  test('a provider adds headers given the URL, stops when removed, and one that throws does not stop the call', async () => {
    const seen: string[] = [];
    const remove = addHeaderProvider((url) => {
      seen.push(url);
      return { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
    });
    const removeBroken = addHeaderProvider(() => {
      throw new Error('bug');
    });
    let fetchMock = respond(ok(null));
    await request('/app-web2/faq', { query: { start: 0 } });
    expect(seen).toEqual(['/app-web2/faq?start=0']);
    expect(sentHeaders(fetchMock).get('traceparent')).toMatch(/^00-/);
    remove();
    removeBroken();
    fetchMock = respond(ok(null));
    await request('/app-web2/faq');
    expect(sentHeaders(fetchMock).has('traceparent')).toBe(false);
  });
});

describe('request: idempotent writes', () => {
  test('carry an Idempotency-Key and are sent again with the same key when the reply is lost', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async (..._args: FetchCall) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(ok({ recordId: 'r1' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/health-info-service/app/growth/save', { method: 'POST', body: { a: 1 }, idempotent: true })).resolves.toEqual({
      recordId: 'r1',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('give each user action its own key, and never resend a write that is not idempotent', async () => {
    const failing = vi.fn(async (..._args: FetchCall): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', failing);
    await expect(request('/app-web2/family_members', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(new Headers(failing.mock.calls[0]![1].headers).has('Idempotency-Key')).toBe(false);
    const fetchMock = respond(ok(null));
    await request('/app-web2/leads', { method: 'POST', body: {}, idempotent: true });
    await request('/app-web2/leads', { method: 'POST', body: {}, idempotent: true });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(first).not.toBe(second);
  });
});
