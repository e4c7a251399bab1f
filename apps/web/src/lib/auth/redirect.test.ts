import { describe, expect, test } from 'vitest';
import { landingAfterSignIn, loginPath, safeRedirectTarget, signedOutPath } from './redirect.ts';

describe('loginPath', () => {
  test('keeps the way back readable and escapes what would break the query', () => {
    expect(loginPath('/')).toBe('/login?redirect=/');
    expect(loginPath('/growth/patient/growthDetail?familyMemberId=m1&lang=en-US')).toBe(
      '/login?redirect=/growth/patient/growthDetail%3FfamilyMemberId%3Dm1%26lang%3Den-US',
    );
    const back = new URLSearchParams(loginPath('/a?b=1&c=2').split('?')[1]).get('redirect');
    expect(back).toBe('/a?b=1&c=2');
  });

  test('drops a target that is not a page of this site', () => {
    expect(loginPath('https://evil.example/')).toBe('/login');
  });
});

describe('safeRedirectTarget', () => {
  test('accepts a path of this site', () => {
    expect(safeRedirectTarget('/faq?x=1#a')).toBe('/faq?x=1#a');
  });

  test('sends anything else home: other sites, protocol-relative links, the login page itself', () => {
    for (const value of [null, '', 'faq', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/login?redirect=/']) {
      expect(safeRedirectTarget(value), String(value)).toBe('/');
    }
  });
});

describe('signedOutPath', () => {
  test('a signed-out visitor of home lands on the landing page; other pages ask to sign in and come back', () => {
    expect(signedOutPath('/')).toBe('/landing');
    expect(signedOutPath('/', '?lang=en-US')).toBe('/landing?lang=en-US');
    expect(signedOutPath('/growth/patient/growthDetail', '?familyMemberId=m1')).toBe(
      '/login?redirect=/growth/patient/growthDetail%3FfamilyMemberId%3Dm1',
    );
  });
});

describe('landingAfterSignIn', () => {
  test('sends an editor or a doctor who was going home to their workspace, and everyone else where they were going', () => {
    expect(landingAfterSignIn('admin', '/')).toBe('/admin');
    expect(landingAfterSignIn('admin', '/monitoring')).toBe('/monitoring');
    expect(landingAfterSignIn('parent', '/')).toBe('/');
    expect(landingAfterSignIn('doctor', '/clinics')).toBe('/clinics');
    expect(landingAfterSignIn('doctor', '/')).toBe('/doctor');
  });
});
