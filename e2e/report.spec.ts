import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/**
 * Issue 17 item 8: a parent opens the report from the growth screen, sees the growth and eye charts with the latest
 * values and the references named in their language, makes a phone-sized picture (a 1080 px PNG of the 360 px
 * card) and prints the card on A4.
 */
const POLL = { timeout: 20_000 };
const BOY_MEMBER = '40000000-0000-4000-8000-000000000002';
const CARD_WIDTH = 360;
const IMAGE_SCALE = 3;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signIn('parentWang');
});
afterAll(async () => browser?.close());

describe('The report a parent can send (issue 17, part 8)', () => {
  it('opens from the growth screen, names the references, makes a 1080 px picture and prints on A4, in both languages', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const suffix = locale === 'zh-CN' ? 'zh' : 'en';
      const { context, page } = await newPhone(browser, { token, locale });
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${BOY_MEMBER}&lang=${locale}`);
      await page.getByTestId('report-link').click();
      await page.waitForURL(/\/child\/report\?familyMemberId=/, POLL);
      const card = page.getByTestId('report-card');
      await card.waitFor(POLL);
      await page.locator('[data-testid="report-card"] [data-testid="growth-chart-canvas"]').waitFor(POLL);
      await page.locator('[data-testid="report-card"] [data-testid="eye-chart"]').waitFor(POLL);

      // The latest values: height first, both eyes, each with its score; the references in the reader's language.
      const growthRows = page.locator('[data-testid="report-growth-rows"] tbody tr');
      expect(await growthRows.first().getAttribute('data-indicator')).toBe('height');
      expect(await growthRows.first().textContent()).toMatch(/P\d+/);
      expect(
        await page.locator('[data-testid="report-eye-rows"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-side'))),
      ).toEqual(['right', 'left']);
      const references = await page.getByTestId('report-references').textContent();
      expect(references).toContain(locale === 'zh-CN' ? 'He X 等' : 'He X et al.');
      expect(references).toMatch(/WHO 2006|WHO 2007/);
      expect(await card.getAttribute('lang')).toBe(locale);
      expect((await card.boundingBox())!.width).toBe(CARD_WIDTH);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `report-card-${suffix}`);

      // One tap: the picture, three device pixels per CSS pixel, with the card drawn on it (not a blank canvas).
      await page.getByTestId('report-make-image').click();
      const image = page.locator('[data-testid="report-image"] img');
      await image.waitFor(POLL);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
        .toBe(CARD_WIDTH * IMAGE_SCALE);
      const drawn = await image.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 1]! < 128 && data[i + 2]! < 128) dark += 1;
        return { dark: dark / (canvas.width * canvas.height), height: img.naturalHeight };
      });
      const cardHeight = (await card.boundingBox())!.height;
      expect(Math.abs(drawn.height - Math.ceil(cardHeight) * IMAGE_SCALE)).toBeLessThanOrEqual(IMAGE_SCALE);
      // Text and chart lines: a white card with nothing on it would be 0; a drawn one is a few per cent dark.
      expect(drawn.dark).toBeGreaterThan(0.01);
      expect(await page.getByTestId('report-download').getAttribute('download')).toMatch(/\.png$/);
      const dataUrl = await image.getAttribute('src');
      const dir = inject('screenshotDir');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `report-image-${suffix}.png`), Buffer.from(dataUrl!.split(',')[1]!, 'base64'));
      await page.getByTestId('report-image').scrollIntoViewIfNeeded();
      await screenshot(page, `report-image-shown-${suffix}`);

      // Paper: only the card, the buttons and the picture stay on screen; the PDF is a real A4 document.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('report-make-image').isVisible()).toBe(false);
      expect(await card.isVisible()).toBe(true);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(20_000);
      // The card fills at most two A4 pages: no section is cut between them.
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages.length).toBeLessThanOrEqual(2);
      writeFileSync(path.join(dir, `report-${suffix}.pdf`), pdf);
      // What the first sheet looks like, for a person to check: an A4 page at 96 dpi.
      await page.setViewportSize({ width: 794, height: 1123 });
      await screenshot(page, `report-print-${suffix}`);
      await page.emulateMedia({ media: 'screen' });
      await context.close();
    }
  });
});
