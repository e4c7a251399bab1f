import { describe, expect, test, vi } from 'vitest';
import { consumeEntryParams, readEntryParams } from './embedded-entry.ts';
import { getAuthToken, getToken } from './session.ts';

function at(url: string) {
  const { pathname, search, hash } = new URL(url, 'https://app.example');
  return { pathname, search, hash };
}

describe('readEntryParams', () => {
  test('takes token and authToken out and keeps every other parameter, in order, and the hash', () => {
    const result = readEntryParams(at('/eyeAxis/doctor/eyeAxisDetail?eyeId=e1&token=t1&lang=en-US&authToken=a1&x=%20y#records'));
    expect(result).toEqual({
      token: 't1',
      authToken: 'a1',
      cleanedUrl: '/eyeAxis/doctor/eyeAxisDetail?eyeId=e1&lang=en-US&x=+y#records',
    });
  });

  test('leaves no "?" behind when the token was the only parameter', () => {
    expect(readEntryParams(at('/?token=t1')).cleanedUrl).toBe('/');
  });

  test('changes nothing when there is no entry token', () => {
    expect(readEntryParams(at('/growth/patient/growthDetail?familyMemberId=m1#top'))).toEqual({
      token: null,
      authToken: null,
      cleanedUrl: null,
    });
  });
});

describe('consumeEntryParams', () => {
  test('saves both tokens and rewrites the address without them', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    consumeEntryParams(at('/growth/doctor/growthDetail?growthId=g1&token=t1&authToken=a1#chart'), history);
    expect(getToken()).toBe('t1');
    expect(getAuthToken()).toBe('a1');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/growth/doctor/growthDetail?growthId=g1#chart');
  });

  test('does not touch the history or the session without entry parameters', () => {
    const history = { state: null, replaceState: vi.fn() };
    consumeEntryParams(at('/faq?lang=zh-CN'), history);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  test('strips an empty token without saving it', () => {
    const history = { state: null, replaceState: vi.fn() };
    consumeEntryParams(at('/?token=&a=1'), history);
    expect(getToken()).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/?a=1');
  });
});
