import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** The demo's clinics (apps/server/src/db/seed/demo-people.ts). */
const XUHUI = '20000000-0000-4000-8000-000000000001';
const PUDONG = '20000000-0000-4000-8000-000000000002';

/** Polls wait for the page under load (six engineers share two cores), not for a fixed time. */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('clinic pages on a phone, signed out', () => {
  it('shows a clinic and loads the other one when the address changes to its clinicId, and back', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`/clinics/${XUHUI}`);
    const name = page.getByTestId('clinic-name');
    await expect.poll(() => name.textContent(), POLL).toBe('禾苗儿童健康中心（徐汇店）');
    await expect.poll(() => page.title(), POLL).toBe('诊所详情');
    // The first photo has really loaded from the web app's own public folder.
    await expect
      .poll(
        () =>
          page
            .locator('[data-testid="clinic-photos"] img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('clinic-phone').getAttribute('href')).toBe('tel:02164880001');
    expect(await page.getByTestId('open-in-maps').getAttribute('href')).toContain('position=121.43672%2C31.18835');
    // Demo mode configures a chat widget: the in-app demo chat with the demo company id (server DEMO_CUSTOMER_SERVICE).
    expect(await page.getByTestId('customer-service').getAttribute('href')).toBe('/customerService/demoChat?companyId=sprout-demo');
    await screenshot(page, 'clinic-xuhui-zh');

    // Show more tags on the optometrist's card (six tags).
    const lin = page.getByTestId('doctor-item').filter({ hasText: '林晓' });
    await lin.getByTestId('show-more-tags').click();
    await expect.poll(() => lin.getByRole('listitem').count(), POLL).toBe(6);
    await lin.scrollIntoViewIfNeeded();
    await screenshot(page, 'clinic-doctors-zh');

    // Same page, another clinicId: the router keeps the component and the clinic loads again.
    const pudongLoaded = page.waitForResponse((r) => r.url().includes(`/app-web2/clinics/${PUDONG}`) && r.status() === 200);
    await page.getByTestId('other-clinic').filter({ hasText: '浦东店' }).click();
    await pudongLoaded;
    await page.waitForURL(`**/clinics/${PUDONG}`);
    await expect.poll(() => name.textContent(), POLL).toBe('禾苗儿童健康中心（浦东店）');
    expect(await page.getByTestId('clinic-services').textContent()).toContain('角膜塑形镜验配');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'clinic-pudong-zh');

    await page.goBack();
    await page.waitForURL(`**/clinics/${XUHUI}`);
    await expect.poll(() => name.textContent(), POLL).toBe('禾苗儿童健康中心（徐汇店）');
    await context.close();
  });

  it('speaks English, lists the clinics, and says clearly when a clinic does not exist', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-US' });
    await page.goto('/clinics?lang=en-US');
    // The two demo clinics (the editor's journeys may have added theirs to the list).
    for (const branch of ['Xuhui', 'Pudong'])
      await expect.poll(() => page.getByTestId('clinic-card').filter({ hasText: branch }).count(), POLL).toBe(1);
    await screenshot(page, 'clinic-list-en');
    await page.getByTestId('clinic-card').filter({ hasText: 'Pudong' }).click();
    await expect.poll(() => page.getByTestId('clinic-name').textContent(), POLL).toBe('Sprout Children’s Health Centre, Pudong');
    await expect.poll(() => page.getByTestId('doctor-item').first().textContent(), POLL).toContain('Dr Zhao Ming');
    await screenshot(page, 'clinic-pudong-en');

    await page.goto('/clinics/no-such-clinic');
    await page.getByTestId('clinic-not-found').waitFor();
    expect(await page.getByTestId('clinic-not-found').textContent()).toContain('Clinic not found');
    await screenshot(page, 'clinic-not-found-en');
    await context.close();
  });
});
