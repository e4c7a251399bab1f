import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseUrl, launchBrowser, newPhone, PHONE_VIEWPORT, screenshot } from './support/browser.ts';

/** The demo's campaign pages and clinic (apps/server/src/db/seed/activity.ts, demo-people.ts). */
const GROWTH_ZH = 'growth-check-zh';
const GROWTH_EN = '60000000-0000-4000-8000-000000000012';
const MYOPIA_ZH = '60000000-0000-4000-8000-000000000001';
const MYOPIA_EN = 'summer-myopia-check-en';
const MYOPIA_EN_ID = '60000000-0000-4000-8000-000000000002';
/** The summer campaign's seeded window (apps/server/src/db/seed/activity.ts): 1 July to 31 August 2026. */
const SUMMER = { startsAt: '2026-07-01T00:00:00+08:00', endsAt: '2026-09-01T00:00:00+08:00' };
const PUDONG = '20000000-0000-4000-8000-000000000002';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openPage(page: Page, id: string) {
  await page.goto(`/activityHtmls?id=${id}`);
  await page.getByTestId('activity-page').waitFor();
  // The first image has really loaded from the web app's public folder.
  await expect
    .poll(() =>
      page
        .locator('[data-widget-type] img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
}

/** Swipes the carousel left with a pointer and returns the slide index before and after. */
async function swipeCarousel(page: Page) {
  const carousel = page.getByTestId('carousel').first();
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  // Autoplay pauses while the pointer is down, so the index read now is the one the swipe starts from.
  const before = Number(await carousel.getAttribute('data-index'));
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 6 });
  await page.mouse.up();
  await expect
    .poll(async () => Number(await carousel.getAttribute('data-index')))
    .toBe((before + 1) % (await carousel.getByTestId('carousel-slide').count()));
}

describe('the growth-check campaign', () => {
  it('in Chinese: switches tabs, opens the booking drawer, shows back-to-top after scrolling, and a hot-spot tap navigates', async () => {
    const { context, page } = await newPhone(browser);
    await openPage(page, GROWTH_ZH);
    await expect.poll(() => page.title()).toBe('儿童生长发育评估月');
    await screenshot(page, 'activity-growth-zh');

    // Tabs.
    const tabs = page.getByTestId('tab-widget-container');
    await tabs.getByRole('tab', { name: '看骨龄' }).click();
    expect(await tabs.getByRole('tab', { name: '看骨龄' }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('img', { name: '骨龄评估生长潜力' }).waitFor();
    await tabs.getByRole('tab', { name: '吃与睡' }).click();
    await tabs.getByTestId('show-more-tags').click();
    await expect.poll(() => tabs.getByRole('listitem').count()).toBe(5);
    await tabs.scrollIntoViewIfNeeded();
    await screenshot(page, 'activity-growth-tabs-zh');

    // Carousel swipe, then back-to-top: not there at the top, there once scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByTestId('back-to-top').count()).toBe(0);
    await swipeCarousel(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('back-to-top').waitFor();
    await screenshot(page, 'activity-growth-bottom-zh');
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.getByTestId('back-to-top').count()).toBe(0);

    // Bottom drawer.
    await page.getByTestId('drawer-handle').click();
    const drawer = page.getByTestId('bottom-drawer-popup');
    await drawer.waitFor();
    expect(await drawer.textContent()).toContain('请带上孩子近一年的体检记录');
    await page.waitForTimeout(400); // the sheet's slide-in animation, for the screenshot only
    await screenshot(page, 'activity-growth-drawer-zh');
    await drawer.getByTestId('popup-close').click();
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // Hot spot: the "growth chart" area of the banner.
    const area = page.getByRole('link', { name: '查看生长曲线' });
    const box = (await area.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await area.click();
    await page.waitForURL('**/growth/patient/growthDetail');
    await page.goBack();
    await page.getByTestId('activity-page').waitFor();
    await page.getByRole('link', { name: '了解会员套餐' }).click();
    await page.waitForURL('**/package');
    await context.close();
  });

  it('in English', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-US' });
    await openPage(page, `${GROWTH_EN}&lang=en-US`);
    await expect.poll(() => page.title()).toBe('Child growth check month');
    await screenshot(page, 'activity-growth-en');
    const tabs = page.getByTestId('tab-widget-container');
    await tabs.getByRole('tab', { name: 'Food & sleep' }).click();
    await tabs.getByRole('img', { name: 'Eat well, sleep well, grow well' }).waitFor();
    await page.getByTestId('drawer-handle').click();
    expect(await page.getByTestId('bottom-drawer-popup').textContent()).toContain('Before you book');
    await page.waitForTimeout(400); // animation, for the screenshot only
    await screenshot(page, 'activity-growth-drawer-en');
    await context.close();
  });
});

describe('the summer campaign after the summer', () => {
  it.each([
    ['zh-CN', MYOPIA_ZH, '活动已结束', '「暑期儿童近视筛查」的活动时间为 2026年7月1日 至 2026年8月31日'],
    ['en-US', MYOPIA_EN, 'This campaign has ended', '“Summer myopia check for children” ran from Jul 1, 2026 to Aug 31, 2026'],
  ] as const)('in %s: says it has ended, when it ran, and leads home', async (locale, id, title, text) => {
    const { context, page } = await newPhone(browser, { locale });
    await page.goto(`/activityHtmls?id=${id}&lang=${locale}`);
    const ended = page.getByTestId('activity-ended');
    await ended.waitFor();
    expect(await ended.locator('h1').textContent()).toBe(title);
    expect(await ended.textContent()).toContain(text);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await screenshot(page, `activity-ended-${locale}`);
    await ended.getByRole('link').click();
    await page.waitForURL((url) => url.pathname !== '/activityHtmls');
    await context.close();
  });
});

describe('the summer myopia-check campaign', () => {
  // Its window is over (see above): an editor opens it for these tests and sets it back afterwards.
  let editorToken = '';
  const setWindow = (window: { startsAt: string | null; endsAt: string | null }) =>
    Promise.all(
      [MYOPIA_ZH, MYOPIA_EN_ID].map((id) =>
        api('PUT', `/app-web2/admin/activity_pages/${id}/window`, { body: window, token: editorToken }),
      ),
    );
  beforeAll(async () => {
    editorToken = await signIn('editor');
    await setWindow({ startsAt: null, endsAt: null });
  });
  afterAll(async () => setWindow(SUMMER));

  it('in Chinese: the Pudong doctors, a QR code to the clinic page, the carousel, the rules drawer and the customer-service QR modal', async () => {
    const { context, page } = await newPhone(browser);
    await openPage(page, MYOPIA_ZH);
    await screenshot(page, 'activity-myopia-zh');
    await swipeCarousel(page);

    const doctors = page.getByTestId('doctor-list-module');
    await expect.poll(() => doctors.getByTestId('doctor-item').first().textContent()).toContain('赵明');
    await doctors.scrollIntoViewIfNeeded();
    await screenshot(page, 'activity-myopia-doctors-zh');

    const qr = page.locator('[data-widget-type="QrCode"]').getByTestId('qr-code');
    await qr.scrollIntoViewIfNeeded();
    expect(await qr.getAttribute('data-payload')).toBe(`${baseUrl()}/clinics/${PUDONG}`);
    await expect.poll(() => qr.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('back-to-top').waitFor();
    await screenshot(page, 'activity-myopia-qr-zh');

    await page.getByTestId('fixed-button').click();
    const modal = page.getByTestId('qr-code-modal');
    await modal.waitFor();
    await expect.poll(() => modal.locator('img').count()).toBe(1);
    await page.waitForTimeout(400); // animation, for the screenshot only
    await screenshot(page, 'activity-myopia-qr-modal-zh');
    await modal.getByTestId('popup-close').click();

    await page.getByTestId('drawer-handle').click();
    expect(await page.getByTestId('bottom-drawer-popup').textContent()).toContain('每位儿童限免费检查一次');
    await page.getByTestId('drawer-action').click();
    await page.waitForURL(`**/clinics/${PUDONG}`);
    await context.close();
  });

  it('in English, inside WeChat: the share button shows the share mask pointing at the menu', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-US', userAgent: WECHAT_UA });
    await openPage(page, `${MYOPIA_EN}&lang=en-US`);
    await expect.poll(() => page.title()).toBe('Summer myopia check for children');
    await expect.poll(() => page.getByTestId('doctor-item').first().textContent()).toContain('Dr Zhao Ming');
    await screenshot(page, 'activity-myopia-en');
    await page.getByTestId('suspension-button').click();
    const mask = page.getByTestId('share-mask');
    await mask.waitFor();
    expect(await mask.textContent()).toContain('Tap “···” at the top right');
    await screenshot(page, 'activity-share-mask-en');
    await mask.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => mask.count()).toBe(0);
    await context.close();
  });
});

describe('widget preview routes', () => {
  it('render one widget from its built-in sample or from the query, and explain an invalid node', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto('/activityHtmls/baseWidget/HotSpot');
    await page.getByTestId('hot-spot').waitFor();
    expect(await page.getByTestId('hot-spot-area').count()).toBe(2);
    await screenshot(page, 'activity-preview-hotspot-zh');

    const node = encodeURIComponent(JSON.stringify({ type: 'QrCode', text: 'sprout-kefu', caption: '扫码添加客服' }));
    await page.goto(`/activityHtmls/baseWidget/QrCode?node=${node}`);
    await expect.poll(() => page.getByTestId('qr-code').getAttribute('data-payload')).toBe('sprout-kefu');

    const bad = encodeURIComponent(JSON.stringify({ type: 'FixedButton', text: 'Go', link: ' JaVaScRiPt:alert(1)' }));
    await page.goto(`/activityHtmls/globalWidget/FixedButton?node=${bad}`);
    expect(await page.getByTestId('preview-error').textContent()).toContain('组件描述无效');
    expect(await page.getByTestId('fixed-button').count()).toBe(0);

    await page.goto('/activityHtmls/shareMask');
    await page.getByTestId('share-mask').waitFor();
    await screenshot(page, 'activity-preview-share-mask-zh');
    await page.goto('/activityHtmls/bottomDrawer/popup');
    await page.getByTestId('bottom-drawer-popup').waitFor();
    await context.close();
  });
});
