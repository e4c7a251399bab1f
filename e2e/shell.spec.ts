import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the app shell on a phone', () => {
  it('signs the demo parent in with the one-time code and shows the home page', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto('/');
    // A new visitor meets the service on the landing page, which leads to sign-in.
    await page.waitForURL(/\/landing/);
    await page.getByTestId('landing-cta').click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('手机号').fill('13800000001');
    await page.getByRole('button', { name: '获取验证码' }).click();
    // Demo mode shows the code and fills it in.
    await expect.poll(() => page.getByLabel('验证码').inputValue()).toMatch(/^\d{6}$/);
    await screenshot(page, 'shell-login-zh');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByTestId('home-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const switcher = page.getByTestId('member-switcher');
    await switcher.waitFor();
    expect(await switcher.textContent()).toContain('王小雨');
    await screenshot(page, 'shell-home-zh');
    await context.close();
  });

  it('turns English with ?lang=en-US and keeps it after a reload', async () => {
    const token = await signIn('parentWang');
    const { context, page } = await newPhone(browser, { token });
    await page.goto('/?lang=en-US');
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect.poll(() => page.getByTestId('home-page').textContent()).toMatch(/Growth/);
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en-US');
    await screenshot(page, 'shell-home-en');
    await context.close();
  });

  it('forwards the health site /health/#/?… to the child’s health advice with the hash’s query', async () => {
    const token = await signIn('parentWang');
    const { context, page } = await newPhone(browser, { token });
    const boy = '40000000-0000-4000-8000-000000000002';
    await page.goto(`/health/#/?familyMemberId=${boy}`);
    await page.waitForURL(`**/healthAdvices/patient/healthAdvices?familyMemberId=${boy}`);
    await page.getByTestId('health-advices-page').waitFor();
    // The hash's query became the page's query; the forwarding page itself is checked in apps/server's web-app test.
    expect(page.url()).not.toContain('#');
    await context.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const { context, page } = await newPhone(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByTestId('not-found').waitFor();
    await screenshot(page, 'shell-not-found-zh');
    await context.close();
  });

  it('saves a token from the address bar and removes it, keeping the other parameters', async () => {
    const token = await signIn('parentWang');
    const { context, page } = await newPhone(browser);
    await page.goto(`/?token=${encodeURIComponent(token)}&from=app`);
    await page.getByTestId('home-page').waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('from')).toBe('app');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
    await context.close();
  });

  it('gives every page a title from its route', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-US' });
    await page.goto('/privatePolicy?lang=en-US');
    await expect.poll(() => page.title()).not.toBe('');
    const policyTitle = await page.title();
    await page.goto('/no/such/page');
    await expect.poll(() => page.title()).not.toBe(policyTitle);
    await context.close();
  });
});
