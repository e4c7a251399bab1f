import { describe, expect, it } from 'vitest';
import { requestLanguage } from './lang.ts';

const req = (url: string, acceptLanguage?: string) =>
  ({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as Parameters<typeof requestLanguage>[0];

describe('the language of a request', () => {
  it('takes the lang parameter first, from the raw address', () => {
    expect(requestLanguage(req('/x?start=0&lang=en-US', 'zh-CN'))).toBe('en-US');
  });
  it('ignores a lang that is not zh-CN or en-US, then reads Accept-Language by quality', () => {
    expect(requestLanguage(req('/x?lang=fr', 'fr-FR, en;q=0.8, zh;q=0.5'))).toBe('en-US');
    expect(requestLanguage(req('/x', 'zh-TW,zh;q=0.9'))).toBe('zh-CN');
  });
  it('falls back to zh-CN', () => {
    expect(requestLanguage(req('/x', 'de-DE'))).toBe('zh-CN');
    expect(requestLanguage(req('/x'))).toBe('zh-CN');
  });
  it('answers a header it has ranked before the same way, past the number of headers it keeps', () => {
    for (let i = 0; i < 600; i++) {
      const english = i % 2 === 0;
      const header = english ? `en-GB;q=0.${(i % 9) + 1}, de;q=0.05, x-${i}` : `zh-HK, en;q=0.${(i % 9) + 1}, x-${i}`;
      expect(requestLanguage(req('/x', header))).toBe(english ? 'en-US' : 'zh-CN');
      expect(requestLanguage(req('/x?start=0', header))).toBe(english ? 'en-US' : 'zh-CN');
    }
  });
});
