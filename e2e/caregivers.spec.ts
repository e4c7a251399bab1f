import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { api } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';
import { answerQuestion } from './support/dialog.ts';

/**
 * Issue 34 part 4: a guardian invites a grandmother as caregiver; she signs in with her own phone, accepts, sees the
 * child and adds a measurement; the guardian removes her and her next request is refused.
 */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const newPhoneNumber = (prefix: string) => `${prefix}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;

/** A new parent with a 3-year-old, so nothing here changes the demo families. */
async function newFamily(): Promise<{ token: string; childId: string }> {
  const phone = newPhoneNumber('1383');
  const sent = await api('POST', '/app-web2/auth/sms_code', { body: { phone } });
  const token = (await api('POST', '/app-web2/auth/login', { body: { phone, code: sent.data.devCode } })).data.token as string;
  const birthDate = addDays(todayUtc(), -3 * 365);
  const child = await api('POST', '/app-web2/family_members', {
    token,
    body: { name: '小满', sex: 'female', birthDate, relation: 'child' },
  });
  return { token, childId: child.data.familyMemberId as string };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a caregiver, from invitation to removal', () => {
  it('invite -> the caregiver signs in and sees the child, adds a measurement -> the guardian removes her -> refused', async () => {
    const family = await newFamily();
    const grandma = newPhoneNumber('1365');

    // The guardian invites her from the child's summary on the home page.
    const guardian = await newPhone(browser, { token: family.token, locale: 'zh-CN' });
    await guardian.page.goto('/');
    await guardian.page.getByTestId('people-link').click();
    await guardian.page.getByTestId('people-page').waitFor();
    await guardian.page.getByTestId('people-phone').fill(grandma);
    await guardian.page.getByTestId('people-role-caregiver').check();
    await guardian.page.getByTestId('people-send').click();
    await guardian.page.getByTestId('people-invite').waitFor(POLL);
    expect(await guardian.page.getByTestId('people-invite').textContent()).toContain(`${grandma.slice(0, 3)}****${grandma.slice(7)}`);
    expect(await noSideScroll(guardian.page)).toBe(0);
    await screenshot(guardian.page, 'caregivers-people-invited-zh');

    // She signs in with her own phone (the SMS sign-in) and accepts on her home page.
    const carer = await newPhone(browser, { locale: 'zh-CN' });
    await carer.page.goto('/login');
    await carer.page.getByLabel('手机号').fill(grandma);
    await carer.page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => carer.page.getByLabel('验证码').inputValue(), POLL).toMatch(/^\d{6}$/);
    await carer.page.getByRole('button', { name: '登录' }).click();
    await carer.page.getByTestId('home-page').waitFor();
    const invite = carer.page.getByTestId('received-invite');
    await invite.waitFor(POLL);
    expect(await invite.textContent()).toContain('小满');
    await screenshot(carer.page, 'caregivers-invitation-zh');
    await carer.page.getByTestId('invite-accept').click();

    // She sees the child, as a caregiver: no editing of the child, no people, no consent.
    await carer.page.getByTestId('caregiver-badge').waitFor(POLL);
    expect(await carer.page.getByTestId('member-summary').textContent()).toContain('小满');
    expect(await carer.page.getByTestId('member-edit').count()).toBe(0);
    expect(await carer.page.getByTestId('people-link').count()).toBe(0);
    await screenshot(carer.page, 'caregivers-home-caregiver-zh');

    // She adds a measurement.
    await carer.page.goto(`/growth/patient/growthDetail?familyMemberId=${family.childId}`);
    await carer.page.getByTestId('growth-detail').waitFor(POLL);
    await carer.page.getByTestId('gestation-card').waitFor();
    expect(await carer.page.getByTestId('gestation-edit').count()).toBe(0);
    await carer.page.getByTestId('add-record').click();
    const form = carer.page.getByTestId('record-form');
    await form.waitFor();
    await form.locator('input[name="recordDate"]').fill(addDays(todayUtc(), -1));
    await form.locator('input[name="height"]').fill('95.2');
    await form.locator('input[name="weight"]').fill('14.1');
    await carer.page.getByTestId('record-save').click();
    await carer.page.getByTestId('growth-detail').waitFor(POLL);
    await expect
      .poll(async () => Number(await carer.page.getByTestId('growth-chart').getAttribute('data-points')), POLL)
      .toBeGreaterThan(0);

    // The guardian sees who she is and what she did, then removes her.
    await guardian.page.reload();
    const person = guardian.page.getByTestId('people-carer');
    await person.waitFor(POLL);
    expect(await person.getAttribute('data-role')).toBe('caregiver');
    await guardian.page.getByTestId('people-remove').click();
    await answerQuestion(guardian.page, 'confirm');
    await expect.poll(() => guardian.page.getByTestId('people-carer').count(), POLL).toBe(0);
    const log = await api('GET', `/app-web2/family_members/${family.childId}/access_log?limit=50`, { token: family.token });
    expect(log.data.list.some((e: { actorRole: string; action: string }) => e.actorRole === 'caregiver' && e.action === 'write')).toBe(
      true,
    );

    // Her next request is refused: the child is gone from her app.
    await carer.page.reload();
    await carer.page.getByTestId('growth-error').waitFor(POLL);
    await carer.page.goto('/');
    await carer.page.getByTestId('home-page').waitFor();
    await expect.poll(() => carer.page.getByTestId('member-summary').count(), POLL).toBe(0);
    await guardian.context.close();
    await carer.context.close();
  });

  it('shows the people screen in English at phone width', async () => {
    const family = await newFamily();
    await api('POST', `/app-web2/family_members/${family.childId}/carer_invites`, {
      token: family.token,
      body: { phone: newPhoneNumber('1366'), role: 'guardian' },
    });
    const { context, page } = await newPhone(browser, { token: family.token, locale: 'en-US' });
    await page.goto(`/family/people?familyMemberId=${family.childId}&lang=en-US`);
    await page.getByTestId('people-invite').waitFor(POLL);
    expect(await page.getByTestId('people-page').textContent()).toContain('Caregiver');
    expect(await noSideScroll(page)).toBe(0);
    await screenshot(page, 'caregivers-people-en');
    await context.close();
  });
});
