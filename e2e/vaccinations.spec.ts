import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, todayUtc } from '@sprout/clinical';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Issue 34: a parent sees what is due and overdue, records a dose and deletes a mistaken one; the doctor sees the same. */
const BOY_PATIENT = '50000000-0000-4000-8000-000000000002';
const POLL = { timeout: 15_000 };
type Lang = 'zh-CN' | 'en-US';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A new parent with a 9-month-old and no dose recorded, so nothing here changes the demo families. */
async function newFamily(): Promise<{ token: string; childId: string; birthDate: string }> {
  const phone = `1381${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
  const sent = await api('POST', '/app-web2/auth/sms_code', { body: { phone } });
  const login = await api('POST', '/app-web2/auth/login', { body: { phone, code: sent.data.devCode } });
  const token = login.data.token as string;
  const birthDate = addCalendarMonths(todayUtc(), -9);
  const child = await api('POST', '/app-web2/family_members', {
    token,
    body: { name: 'Mia', sex: 'female', birthDate, relation: 'child' },
  });
  return { token, childId: child.data.familyMemberId as string, birthDate };
}

describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang: Lang) => {
  it('records a late birth dose with the date picker, then deletes it, on a phone', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/vaccinations?familyMemberId=${family.childId}&lang=${lang}`);
    const overdue = page.getByTestId('section-overdue');
    await overdue.getByTestId('dose-HepB-1').waitFor();
    expect(await page.getByTestId('talk-to-doctor').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, `vaccinations-late-${lang}`);

    await overdue.getByTestId('dose-HepB-1').getByTestId('dose-record').click();
    await page.getByTestId('field-date').fill(family.birthDate);
    await page.getByTestId('field-batch').fill('202602B01');
    await page.getByTestId('dose-save').click();
    await expect.poll(() => overdue.getByTestId('dose-HepB-1').count(), POLL).toBe(0);
    await page.getByTestId('toggle-done').click();
    const done = page.getByTestId('section-done').getByTestId('dose-HepB-1');
    expect(await done.textContent()).toContain('202602B01');

    await done.getByTestId('dose-remove').click();
    await page
      .getByRole('dialog')
      .getByText(lang === 'zh-CN' ? '删除' : 'Delete', { exact: true })
      .click();
    await expect.poll(() => overdue.getByTestId('dose-HepB-1').count(), POLL).toBe(1);
    await context.close();
  });

  it('shows the clinic doctor the seeded boy’s overdue dose on the patient page, with nothing to change', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('doctorChen'), locale: lang });
    await page.goto(`/doctor/patient?patientId=${BOY_PATIENT}&lang=${lang}`);
    const card = page.getByTestId('overview-vaccinations');
    await card.getByTestId('dose-MPSV-AC-2').waitFor();
    expect(await card.getByTestId('vaccinations-summary').textContent()).toMatch(lang === 'zh-CN' ? /^逾期 1 剂/ : /^1 overdue/);
    expect(await card.getByTestId('dose-record').count()).toBe(0);
    expect(await card.getByTestId('dose-remove').count()).toBe(0);
    await context.close();
  });
});
