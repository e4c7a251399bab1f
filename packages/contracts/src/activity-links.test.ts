import { describe, expect, it } from 'vitest';
import { classifyLink, externalLinkSchema, imageUrlSchema, isUnsafeLink, linkSchema, popupIdOf } from './activity-links.ts';

describe('activity links', () => {
  it.each([
    ['/growth/patient/growthDetail', 'route'],
    ['/clinics/20000000-0000-4000-8000-000000000002?lang=en-US#doctors', 'route'],
    ['https://mp.weixin.qq.com/s/abc', 'https'],
    ['HTTPS://Example.com/path', 'https'],
    ['popup:signup', 'popup'],
  ])('accepts %s as %s', (link, kind) => {
    expect(classifyLink(link)).toBe(kind);
    expect(linkSchema.safeParse(link).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    ' DATA:text/html,x',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'http://example.com',
    ' http://example.com',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://user:pass@example.com/',
    'ftp://example.com',
    'mailto:a@example.com',
    'popup:',
    'popup:not valid',
    'POPUP:signup',
    'relative/path',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (link) => {
    expect(classifyLink(link)).toBeNull();
    expect(linkSchema.safeParse(link).success).toBe(false);
  });

  it('names scripting schemes, plain http and other hosts as unsafe, with their own message', () => {
    for (const link of [
      ' JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'data:x',
      'vbscript:x',
      'http://a.example',
      '//a.example',
      '/\\a.example',
    ]) {
      expect(isUnsafeLink(link), link).toBe(true);
      const result = linkSchema.safeParse(link);
      expect(result.success ? null : result.error.issues[0]?.message).toBe('validation.unsafeLink');
    }
    const other = linkSchema.safeParse('relative/path');
    expect(other.success ? null : other.error.issues[0]?.message).toBe('validation.link');
  });

  it('keeps popups out of QR codes and images, and reads a popup id', () => {
    expect(externalLinkSchema.safeParse('popup:signup').success).toBe(false);
    expect(externalLinkSchema.safeParse('/package').success).toBe(true);
    expect(imageUrlSchema.safeParse('popup:signup').success).toBe(false);
    expect(imageUrlSchema.safeParse('data:image/png;base64,AAAA').success).toBe(false);
    expect(imageUrlSchema.safeParse('/activity/a.svg').success).toBe(true);
    expect(popupIdOf('popup:signup')).toBe('signup');
    expect(popupIdOf('/package')).toBeNull();
  });
});
