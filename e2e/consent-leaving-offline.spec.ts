import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Issue 18 parts 4-6: the guardian's consent, leaving the product, a growth record saved offline; issue 29: removing a child. */
const SIYU = '40000000-0000-4000-8000-000000000011';
const POLL = { timeout: 15_000 };
type Lang = 'zh-CN' | 'en-US';
const short = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A new parent (a phone of its own) with one child, so nothing here changes the demo families. */
async function newFamily(): Promise<{ phone: string; token: string; childId: string }> {
  const phone = `1380${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
  const sent = await api('POST', '/app-web2/auth/sms_code', { body: { phone } });
  const login = await api('POST', '/app-web2/auth/login', { body: { phone, code: sent.data.devCode } });
  const token = login.data.token as string;
  const child = await api('POST', '/app-web2/family_members', {
    token,
    body: { name: 'Mia', sex: 'female', birthDate: '2020-03-04', relation: 'child' },
  });
  return { phone, token, childId: child.data.familyMemberId as string };
}

/**
 * The service worker is registered after the first screen, when the page is idle: going offline while the browser
 * still fetches sw.js makes Chromium log "An unknown error occurred when fetching the script". A phone that stays open
 * a moment has it installed, as here once `ready` resolves.
 */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang: Lang) => {
  it('shows the seeded consent of a child: the policy version, the clinic allowed, who answered and when', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentLi'), locale: lang });
    await page.goto(`/familyHealthyRecord/detail?familyMemberId=${SIYU}&lang=${lang}`);
    await page.getByTestId('beneficiary').waitFor();
    await page.getByTestId('consent-entry').click();
    await page.getByTestId('consent-page').waitFor();
    expect(await page.getByTestId('consent-status').textContent()).toBe(lang === 'zh-CN' ? '已同意' : 'Consent given');
    expect(await page.getByTestId('consent-clinic').isChecked()).toBe(true);
    expect(await page.getByTestId('consent-history').textContent()).toContain('李强');
    await screenshot(page, `consent-seeded-${short(lang)}`);
    await context.close();
  });

  it('lets a parent agree for a clinic-less child, then withdraw, and says so', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/family/consent?familyMemberId=${family.childId}&lang=${lang}`);
    await page.getByTestId('consent-page').waitFor();
    expect(await page.getByTestId('consent-status').textContent()).toBe(
      lang === 'zh-CN' ? '尚未作答：诊所医生目前可以查看' : 'Not answered yet: clinic doctors can see the data for now',
    );
    await page.getByTestId('consent-grant').click();
    await expect.poll(() => page.getByTestId('consent-status').textContent(), POLL).toBe(lang === 'zh-CN' ? '已同意' : 'Consent given');
    await page.getByTestId('consent-refuse').click();
    await expect.poll(() => page.getByTestId('consent-status').textContent(), POLL).toMatch(lang === 'zh-CN' ? /^已撤回/ : /^Withdrawn/);
    expect(await page.getByTestId('consent-history').locator('li').count()).toBe(2);
    await screenshot(page, `consent-withdrawn-${short(lang)}`);
    await context.close();
  });

  it('lets a parent download the family zip and delete the account, saying what is kept, after which the token is refused', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/?lang=${lang}`);
    await page.getByTestId('leaving-entry').click();
    await page.getByTestId('leaving-page').waitFor();
    expect(await page.getByTestId('leaving-kept').textContent()).toMatch(
      lang === 'zh-CN' ? /个人信息保护法/ : /Personal Information Protection Law/,
    );
    await screenshot(page, `leaving-${short(lang)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('leaving-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^sprout-family-\d{4}-\d{2}-\d{2}\.zip$/);
    await page.getByTestId('leaving-phone').fill('13800000001');
    await page.getByTestId('leaving-delete').click();
    await page.getByTestId('leaving-error').waitFor();
    await page.getByTestId('leaving-phone').fill(family.phone);
    await page.getByTestId('leaving-delete').click();
    await page.getByTestId('account-deleted').waitFor();
    await screenshot(page, `leaving-deleted-${short(lang)}`);
    await expect(api('GET', '/app-web2/family_members', { token: family.token })).rejects.toThrow(/401/);
    await context.close();
  });

  it('lets a parent remove a child from the member screen, told first what is erased; her records go, her brother stays', async () => {
    const family = await newFamily();
    const brother = await api('POST', '/app-web2/family_members', {
      token: family.token,
      body: { name: 'Leo', sex: 'male', birthDate: '2022-06-01', relation: 'child' },
    });
    const growth = await api('POST', '/health-info-service/app/growth/init', {
      token: family.token,
      body: { familyMemberId: family.childId },
    });
    await api('POST', '/health-info-service/app/growth/save', {
      token: family.token,
      body: { growthId: growth.data.growthId, recordDate: '2024-03-04', height: 101.5, weight: 16.2 },
    });
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/family/member?familyMemberId=${family.childId}&lang=${lang}`);
    await page.getByTestId('member-remove-open').click();
    const question = page.getByTestId('member-remove-dialog');
    await question.waitFor();
    expect(await question.textContent()).toContain(
      lang === 'zh-CN' ? '将立即删除：Mia的资料、生长记录' : "Erased at once: Mia's profile, growth records",
    );
    await screenshot(page, `member-remove-${short(lang)}`);
    await page.getByTestId('member-remove-confirm').click();
    await page.getByTestId('member-removed').waitFor();
    await screenshot(page, `member-removed-${short(lang)}`);
    const left = await api('GET', '/app-web2/family_members', { token: family.token });
    expect(left.data.map((m: { familyMemberId: string }) => m.familyMemberId)).toEqual([brother.data.familyMemberId]);
    await expect(
      api('POST', '/health-info-service/app/growth/init', { token: family.token, body: { familyMemberId: family.childId } }),
    ).rejects.toThrow(/404/);
    await context.close();
  });

  it('keeps a growth record saved offline on the phone, shows it waiting, and sends it once when the network is back', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang, serviceWorkers: 'allow' });
    // The growth screen fetches the add-record screen's code once it is live, so that "add" opens without a
    // network: the phone goes offline only after that code (and what it imports) has arrived.
    const addRecordCode = page.waitForResponse((response) => /\/assets\/add-record-page-[\w-]+\.js$/.test(response.url()));
    await page.goto(`/growth/patient/growthDetail?familyMemberId=${family.childId}&lang=${lang}`);
    await page.getByTestId('growth-detail').waitFor();
    await addRecordCode;
    await serviceWorkerReady(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.getByTestId('add-record').click();
    const form = page.getByTestId('record-form');
    await form.waitFor();
    await form.locator('input[name="recordDate"]').fill('2024-03-04');
    await form.locator('input[name="height"]').fill('101.5');
    await form.locator('input[name="weight"]').fill('16.2');
    await page.getByTestId('record-save').click();
    await page.getByTestId('growth-detail').waitFor();
    const waiting = page.getByTestId('offline-waiting-item');
    await waiting.waitFor(POLL);
    expect(await waiting.textContent()).toMatch(lang === 'zh-CN' ? /等待上传/ : /waiting to be sent/);
    await screenshot(page, `offline-waiting-${short(lang)}`);

    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    const growth = await api('POST', '/health-info-service/app/growth/init', {
      token: family.token,
      body: { familyMemberId: family.childId },
    });
    const records = await api('GET', `/health-info-service/app/growth/${growth.data.growthId}/records?start=0&limit=10`, {
      token: family.token,
    });
    expect(records.data.list.map((r: { recordDate: string }) => r.recordDate)).toEqual(['2024-03-04']);
    await context.close();
  });

  it('saves a record offline from an add-record page opened on its own, says it is waiting, then that it was sent once', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang, serviceWorkers: 'allow' });
    // Cold: the add page is the first page of the visit; the growth screen's code and data were never loaded.
    await page.goto(`/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=${family.childId}&lang=${lang}`);
    const form = page.getByTestId('record-form');
    await form.waitFor();
    await serviceWorkerReady(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await form.locator('input[name="recordDate"]').fill('2024-03-04');
    await form.locator('input[name="height"]').fill('101.5');
    await form.locator('input[name="weight"]').fill('16.2');
    await page.getByTestId('record-save').click();
    const saved = page.getByTestId('offline-saved');
    await saved.waitFor(POLL);
    expect(await saved.getAttribute('data-status')).toBe('waiting');
    expect(await saved.textContent()).toMatch(
      lang === 'zh-CN' ? /已保存在这台手机上.*2024年3月4日的记录.*等待上传/ : /Saved on this phone.*Mar 4, 2024.*waiting to be sent/,
    );
    expect(await page.getByTestId('growth-error').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toMatch(/页面加载失败|could not load/i);
    await screenshot(page, `offline-cold-waiting-${short(lang)}`);

    await context.setOffline(false);
    await expect.poll(() => saved.getAttribute('data-status'), { timeout: 20_000 }).toBe('sent');
    await screenshot(page, `offline-cold-sent-${short(lang)}`);
    await page.getByTestId('offline-saved-detail').click();
    await page.getByTestId('growth-detail').waitFor();
    const growth = await api('POST', '/health-info-service/app/growth/init', {
      token: family.token,
      body: { familyMemberId: family.childId },
    });
    const records = await api('GET', `/health-info-service/app/growth/${growth.data.growthId}/records?start=0&limit=10`, {
      token: family.token,
    });
    expect(records.data.list.map((r: { recordDate: string }) => r.recordDate)).toEqual(['2024-03-04']);
    await context.close();
  });
});

describe('the app shell offline', () => {
  it('opens the app from the service worker when the network is gone', async () => {
    const family = await newFamily();
    const { context, page } = await newPhone(browser, { token: family.token, serviceWorkers: 'allow' });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor();
    // Registered after the first screen: wait until it controls the page.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 30_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.locator('#root > *').first().waitFor(POLL);
    expect(await page.evaluate(() => document.title)).not.toBe('');
    await screenshot(page, 'offline-shell-zh');
    await context.setOffline(false);
    await context.close();
  });
});
