import { describe, expect, it } from 'vitest';
import { requestLanguage } from './lang.ts';

describe('requestLanguage', () => {
  it('reads lang from the address when a querystring schema has stripped it from req.query', () => {
    expect(requestLanguage({ query: { start: 0 }, headers: {}, url: '/x?start=0&lang=en-US' })).toBe('en-US');
  });

  it('ignores an unknown lang in the address and falls back to Accept-Language, then zh-CN', () => {
    expect(requestLanguage({ query: {}, headers: { 'accept-language': 'en-GB' }, url: '/x?lang=fr' })).toBe('en-US');
    expect(requestLanguage({ query: {}, headers: {}, url: '/x' })).toBe('zh-CN');
  });
});
