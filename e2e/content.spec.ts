import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Fixed demo ids (apps/server/src/db/seed/content/ids.ts, demo-people.ts). */
const GROWTH_CHART_ARTICLE = '60000000-0000-4000-8000-000000000001';
const BOY_HAORAN = '40000000-0000-4000-8000-000000000002';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function phone(locale: 'zh-CN' | 'en-US', token?: string): Promise<Page> {
  const { page } = await newPhone(browser, { locale, token });
  return page;
}
const lang = (locale: 'zh-CN' | 'en-US') => `lang=${locale}`;

describe('content on a phone', () => {
  it.each([
    ['zh-CN', 'zh', '读懂孩子的生长曲线', '百分位是什么'],
    ['en-US', 'en', 'Reading your child’s growth chart', 'What a percentile means'],
  ] as const)('reads an article in %s', async (locale, suffix, title, heading) => {
    const page = await phone(locale);
    await page.goto(`/article/${GROWTH_CHART_ARTICLE}?${lang(locale)}`);
    await page.getByTestId('article-body').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByTestId('article-body').locator('h2').first().textContent()).toBe(heading);
    await expect.poll(() => page.title()).not.toBe('');
    await screenshot(page, `content-article-${suffix}`);
    await page.context().close();
  });

  it('shows the shareable article with the open-in-app bar, and a clear state for an unknown one', async () => {
    const page = await phone('en-US');
    await page.goto(`/articleReplace/${GROWTH_CHART_ARTICLE}?lang=en-US`);
    await page.getByTestId('open-in-app').waitFor();
    await page.getByTestId('article-body').waitFor();
    await screenshot(page, 'content-article-replace-en');
    await page.goto('/article/no-such-article?lang=en-US');
    await page.getByTestId('content-not-found').waitFor();
    expect(await page.getByTestId('content-not-found').textContent()).toContain('This article does not exist');
    await screenshot(page, 'content-article-not-found-en');
    await page.context().close();
  });

  it.each([
    ['zh-CN', 'zh', '眼轴', '什么是眼轴长度？'],
    ['en-US', 'en', 'axial', 'What is axial length?'],
  ] as const)('searches the FAQ in %s and opens an answer', async (locale, suffix, words, question) => {
    const page = await phone(locale);
    await page.goto(`/faq?${lang(locale)}`);
    await expect.poll(() => page.getByTestId('faq-category').count()).toBe(4);
    await screenshot(page, `content-faq-${suffix}`);
    await page.getByTestId('faq-search-input').fill(words);
    await page.getByTestId('faq-search-input').press('Enter');
    await page.waitForURL(/\/faq\/list\?q=/);
    const results = page.getByTestId('faq-results');
    await results.waitFor();
    await expect.poll(() => results.textContent()).toContain(question);
    await screenshot(page, `content-faq-search-${suffix}`);
    await results.getByText(question).click();
    await page.getByTestId('faq-answer').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(question);
    await screenshot(page, `content-faq-detail-${suffix}`);
    await page.context().close();
  });

  it.each([
    ['zh-CN', 'zh', '隐私政策', '个人信息保护法'],
    ['en-US', 'en', 'Privacy Policy', 'Personal Information Protection Law'],
  ] as const)('shows the privacy policy in %s', async (locale, suffix, title, mention) => {
    const page = await phone(locale);
    await page.goto(`/privatePolicy?${lang(locale)}`);
    await page.getByTestId('legal-privatePolicy').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByTestId('legal-body').textContent()).toContain(mention);
    await screenshot(page, `content-legal-${suffix}`);
    await page.context().close();
  });

  it.each([
    ['zh-CN', 'zh', '布洛芬混悬液 100mg/5ml'],
    ['en-US', 'en', 'Ibuprofen oral suspension 100 mg/5 ml'],
  ] as const)('shows drug information in %s', async (locale, suffix, name) => {
    const page = await phone(locale);
    await page.goto(`/drugs/IBU-100?${lang(locale)}`);
    await page.getByTestId('drug').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await screenshot(page, `content-drug-${suffix}`);
    await page.context().close();
  });

  it.each([
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
  ] as const)('shows the landing page in %s', async (locale, suffix) => {
    const page = await phone(locale);
    await page.goto(`/landing?${lang(locale)}`);
    await page.getByTestId('landing-offer').waitFor();
    expect(await page.getByTestId('landing-offer').locator('a').getAttribute('href')).toBe('/package');
    await screenshot(page, `content-landing-${suffix}`);
    await page.context().close();
  });
});

describe('home cards and advice for a signed-in parent', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
  ] as const)('renders every home card, filled or empty, in %s', async (locale, suffix) => {
    const page = await phone(locale, await signIn('parentWang'));
    await page.goto(`/?${lang(locale)}`);
    await page.getByTestId('member-summary').waitFor();
    for (const card of ['card-growth', 'card-eyeAxis', 'card-healthRecord']) {
      const el = page.getByTestId(card);
      // Each card settles on its data or on the neutral empty state, never on an error.
      await expect
        .poll(async () => (await el.locator('[data-testid$="-latest"], [data-testid="card-empty"]').count()) > 0, { timeout: 15_000 })
        .toBe(true);
    }
    expect(await page.locator('.adm-toast-main').count()).toBe(0);
    await screenshot(page, `content-home-${suffix}`);
    await page.context().close();
  });

  it.each([
    ['zh-CN', 'zh'],
    ['en-US', 'en'],
  ] as const)('shows health advice with the doctor’s note in %s', async (locale, suffix) => {
    const page = await phone(locale, await signIn('parentWang'));
    await page.goto(`/healthAdvices/patient/healthAdvices?familyMemberId=${BOY_HAORAN}&${lang(locale)}`);
    await page.getByTestId('doctor-advices').waitFor();
    // The doctor's note in the reader's language (the demo advice carries an English text).
    expect(await page.getByTestId('doctor-advices').textContent()).toContain(locale === 'zh-CN' ? '户外活动 2 小时' : '2 hours outdoors');
    expect(await page.locator('[data-rule="outdoorTime"]').count()).toBe(1);
    await screenshot(page, `content-advice-${suffix}`);
    await page.context().close();
  });
});
