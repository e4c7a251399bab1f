import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, addDays, todayUtc } from '@sprout/clinical';
import { newFamily, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Issue 34 part 2: the warning signs of the check age said plainly, a tick with a date; the doctor sees the same. */
const BABY_PATIENT = '50000000-0000-4000-8000-000000000001';
const POLL = { timeout: 15_000 };
type Lang = 'zh-CN' | 'en-US';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A new parent with an 8½-month-old, so nothing here changes the demo families. */
const newBabyFamily = () => newFamily('1382', { name: 'Leo', sex: 'male', birthDate: addDays(addCalendarMonths(todayUtc(), -8), -15) });

describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang: Lang) => {
  it('says each sign of the 8-month check plainly until the parent ticks it with a date', async () => {
    const family = await newBabyFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/milestones?familyMemberId=${family.childId}&lang=${lang}`);
    const sign = page.getByTestId('sign-sitsAlone');
    await sign.waitFor();
    expect(await sign.textContent()).toMatch(lang === 'zh-CN' ? /请咨询医生/ : /talk to your doctor/);
    expect(await page.getByTestId('milestones-concerns').textContent()).toMatch(/4/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, `milestones-8-months-${lang}`);

    await page.getByTestId('sign-sitsAlone-tick').click();
    await page.getByTestId('sign-sitsAlone-date').fill(addDays(todayUtc(), -7));
    await page.getByTestId('sign-sitsAlone-save').click();
    await expect.poll(() => page.getByTestId('milestones-concerns').textContent(), POLL).toMatch(/3/);
    expect(await sign.textContent()).toMatch(/✓/);
    await context.close();
  });

  it('shows the clinic doctor the baby’s sign not ticked, with nothing to tick', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('doctorChen'), locale: lang });
    await page.goto(`/doctor/patient?patientId=${BABY_PATIENT}&lang=${lang}`);
    const card = page.getByTestId('overview-milestones');
    await card.getByTestId('sign-liftsHeadProne').waitFor();
    expect(await card.getByTestId('sign-liftsHeadProne').textContent()).toMatch(
      lang === 'zh-CN' ? /家长未勾选/ : /Not ticked by the parent/,
    );
    expect(await card.locator('[data-testid$="-tick"]').count()).toBe(0);
    await context.close();
  });
});
