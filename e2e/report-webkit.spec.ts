import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { signIn } from './support/api.ts';
import { baseUrl } from './support/browser.ts';
import { findWebKit, WebKitPage } from './support/webkit.ts';

/**
 * Issue 35, item 8: the report picture (lib/image/node-to-png.ts: the card in an SVG foreignObject drawn on a canvas)
 * made in WebKit, the engine of every browser on the iPhones parents share from, and not only in Chromium
 * (e2e/report.spec.ts). The same checks as there: 1080 px wide, as tall as the card, and the card drawn on it.
 */
const BOY_MEMBER = '40000000-0000-4000-8000-000000000002';
const CARD_WIDTH = 360;
const IMAGE_SCALE = 3;

const webkit = findWebKit();
if (!webkit) console.log('report-webkit: no WebKitWebDriver, MiniBrowser or xvfb-run (Debian: webkit2gtk-driver xvfb); skipped.');

interface Drawn {
  width: number;
  height: number;
  dark: number;
  cardHeight: number;
  dataUrl: string;
}

describe.skipIf(!webkit)('The report picture in WebKit (issue 35, part 8)', () => {
  it('makes the 1080 px picture of the card, drawn, in both languages', async () => {
    const token = await signIn('parentWang');
    const page = await WebKitPage.open({ width: 390, height: 844, waitMs: 30_000 });
    try {
      // As the sign-in leaves it: the HttpOnly cookie for the server's render, the token for the calls.
      await page.goto(`${baseUrl()}/healthz`);
      await page.addCookie({ name: 'sprout_session', value: token, httpOnly: true });
      await page.evaluate('localStorage.setItem("token", arguments[0])', token);
      for (const locale of ['zh-CN', 'en-US'] as const) {
        await page.goto(`${baseUrl()}/child/report?familyMemberId=${BOY_MEMBER}&lang=${locale}`);
        expect(await page.evaluate<string>('return document.documentElement.lang')).toBe(locale);
        // The charts are drawn before the button is pressed (the driver waits for each element to appear).
        await page.click('[data-testid="report-card"] [data-testid="eye-chart"]');
        await page.click('[data-testid="report-make-image"]');
        // Resolves when the picture's <img> is there and decoded (a MutationObserver, then img.decode()).
        const drawn = await page.evaluateAsync<Drawn>(
          `const done = arguments[arguments.length - 1];
          const measure = async (img) => {
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            const context = canvas.getContext('2d');
            context.drawImage(img, 0, 0);
            const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
            let dark = 0;
            for (let i = 0; i < data.length; i += 4) if (data[i] < 128 && data[i + 1] < 128 && data[i + 2] < 128) dark += 1;
            const card = document.querySelector('[data-testid="report-card"]').getBoundingClientRect();
            done({ width: img.naturalWidth, height: img.naturalHeight, dark: dark / (canvas.width * canvas.height),
              cardHeight: card.height, dataUrl: img.src });
          };
          const find = () => document.querySelector('[data-testid="report-image"] img');
          if (find()) measure(find());
          else new MutationObserver((_, observer) => { if (find()) { observer.disconnect(); measure(find()); } })
            .observe(document.body, { childList: true, subtree: true });`,
        );
        expect(drawn.width).toBe(CARD_WIDTH * IMAGE_SCALE);
        expect(Math.abs(drawn.height - Math.ceil(drawn.cardHeight) * IMAGE_SCALE)).toBeLessThanOrEqual(IMAGE_SCALE);
        // Text and chart lines: a white card with nothing on it would be 0; a drawn one is a few per cent dark.
        expect(drawn.dark).toBeGreaterThan(0.01);
        const dir = inject('screenshotDir');
        mkdirSync(dir, { recursive: true });
        const suffix = locale === 'zh-CN' ? 'zh' : 'en';
        writeFileSync(path.join(dir, `report-image-webkit-${suffix}.png`), Buffer.from(drawn.dataUrl.split(',')[1]!, 'base64'));
      }
    } finally {
      await page.close();
    }
  });
});
