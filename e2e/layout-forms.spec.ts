import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { LAYOUT_LOCALES, LAYOUT_VIEWPORTS, layoutProblems, newLayoutPhone } from './support/layout.ts';

// Fixed demo ids (apps/server/src/db/seed/demo-people.ts, eye.ts).
const BOY = '40000000-0000-4000-8000-000000000002';
const BOY_EYE = 'e2000000-0000-4000-8000-000000000002';
const CSV = 'Date,Eye,AL(mm),K1,K2\n2025-01-10,OD,23.10,43,43.75\n2025-01-10,OS,231,43.25,44\n';

let browser: Browser;
let parentToken: string;
let doctorToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  parentToken = await signIn('parentWang');
  doctorToken = await signIn('doctorChen');
});
afterAll(async () => browser?.close());

/** The main dialogs and forms, each opened the way a user opens it. */
const FORMS: { name: string; doctor?: boolean; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'gestation-form-preterm',
    open: async (page) => {
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${BOY}`);
      await page.getByTestId('gestation-edit').click();
      await page.getByTestId('gestation-form').getByRole('radio').nth(1).click();
      await page.getByTestId('gestation-form').locator('input').first().waitFor();
    },
  },
  {
    name: 'record-form',
    open: async (page) => {
      await page.goto(`/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=${BOY}`);
      await page.getByTestId('record-form').waitFor();
    },
  },
  {
    name: 'exam-form',
    doctor: true,
    open: async (page) => {
      await page.goto(`/eyeAxis/doctor/record?eyeId=${BOY_EYE}`);
      await page.getByTestId('exam-add').click();
      await page.getByTestId('exam-form').waitFor();
    },
  },
  {
    name: 'csv-preview',
    doctor: true,
    open: async (page) => {
      await page.goto(`/eyeAxis/doctor/record?eyeId=${BOY_EYE}`);
      await page.getByTestId('exam-import').click();
      await page.getByTestId('import-text').fill(CSV);
      await page.getByTestId('import-preview-button').click();
      await page.getByTestId('import-row-3').waitFor();
    },
  },
];

describe('forms and dialogs fit a phone', () => {
  for (const viewport of LAYOUT_VIEWPORTS) {
    for (const locale of LAYOUT_LOCALES) {
      it(`every main form fits ${viewport.name} in ${locale} with nothing covering a tap target`, async () => {
        const found: Record<string, string[]> = {};
        for (const form of FORMS) {
          const { context, page } = await newLayoutPhone(browser, viewport, locale, form.doctor ? doctorToken : parentToken);
          await form.open(page);
          const problems = await layoutProblems(page);
          if (problems.length > 0) found[form.name] = problems;
          await screenshot(page, `layout-${form.name}-${viewport.name}-${locale}`);
          await context.close();
        }
        expect(found).toEqual({});
      });
    }
  }
});
