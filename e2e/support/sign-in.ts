import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const POLL = { timeout: 20_000 };
const TEXT = {
  'zh-CN': { phone: '手机号', getCode: '获取验证码', code: '验证码', login: '登录' },
  'en-US': { phone: 'Mobile number', getCode: 'Send code', code: 'Verification code', login: 'Sign in' },
} as const;
type Lang = keyof typeof TEXT;

/** Signs in at the login page as a person would: phone, the code (the demo server fills it in), sign in. */
export async function signInWithCode(page: Page, lang: Lang, phone: string) {
  const t = TEXT[lang];
  await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(t.phone).fill(phone);
  await page.getByRole('button', { name: t.getCode }).click();
  await expect.poll(() => page.getByLabel(t.code).inputValue(), POLL).toMatch(/^\d{6}$/);
  await page.getByRole('button', { name: t.login, exact: true }).click();
}
