import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH } from '@sprout/clinical';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/**
 * Issue 33: bone age. The demo boy's clinic doctor records a bone age on the growth screen at a desk; the chart draws
 * his height again at the bone age, and his parent reads it on a phone and in the report she sends.
 */
const POLL = { timeout: 15_000 };
const BOY_MEMBER = '40000000-0000-4000-8000-000000000002';
const BOY_GROWTH = '60000000-0000-4000-8000-000000000002';
const BOY_PATIENT = '50000000-0000-4000-8000-000000000002';
type Lang = 'zh-CN' | 'en-US';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The boy's latest height record: its date and his age then in months. */
async function latestHeight(token: string): Promise<{ recordDate: string; ageMonths: number }> {
  const records = await api('GET', `/health-info-service/app/growth/${BOY_GROWTH}/records?limit=20`, { token });
  const record = (records.data.list as Array<{ recordDate: string; height: number | null; ageDays: number }>).find(
    (r) => r.height !== null,
  )!;
  return { recordDate: record.recordDate, ageMonths: record.ageDays / DAYS_PER_MONTH };
}

describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang: Lang) => {
  it('lets the clinic’s doctor record a bone age that the chart draws beside the height, and the parent read it', async () => {
    const doctor = await signIn('doctorChen');
    const parent = await signIn('parentWang');
    const height = await latestHeight(parent);
    // A skeleton a year and a half behind the calendar.
    const boneYears = Math.floor((height.ageMonths - 18) / 12);
    const boneMonths = Math.round(height.ageMonths - 18) - boneYears * 12;

    // The doctor records it on a phone (390 px), then reads the chart at a desk (1280 px).
    const desk = await newPhone(browser, { token: doctor, locale: lang });
    try {
      await desk.page.goto(`/growth/doctor/growthDetail?growthId=${BOY_GROWTH}&lang=${lang}`);
      const card = desk.page.getByTestId('bone-ages');
      await card.waitFor(POLL);
      await card.getByTestId('bone-age-add').click();
      const form = card.getByTestId('bone-age-form');
      await form.getByLabel(lang === 'zh-CN' ? '拍片日期' : 'X-ray date').fill(height.recordDate);
      await form.getByTestId('bone-age-years').fill(String(boneYears));
      await form.getByTestId('bone-age-months').selectOption(String(boneMonths));
      await form.getByLabel(lang === 'zh-CN' ? '评估方法' : 'Method').selectOption('chn05');
      expect(await desk.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await form.scrollIntoViewIfNeeded();
      await screenshot(desk.page, `bone-age-doctor-form-${lang}`);
      await desk.page.setViewportSize({ width: 360, height: 800 });
      expect(await desk.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await screenshot(desk.page, `bone-age-doctor-form-360-${lang}`);
      await form.getByTestId('bone-age-save').click();
      const reading = card.getByTestId('bone-age');
      await reading.waitFor(POLL);
      expect(await reading.textContent()).toMatch(lang === 'zh-CN' ? /比实际年龄小 1岁6个月/ : /1 year 6 months behind age/);
      expect(await reading.getByTestId('bone-age-height').textContent()).toMatch(/SDS [+-]?\d+\.\d\d/);

      // The open point at the bone age lies left of the height point at his age, at the same height.
      await desk.page.setViewportSize({ width: 1280, height: 800 });
      const chart = desk.page.getByTestId('growth-chart');
      const drawn = chart.locator('[data-bone-age]');
      await drawn.waitFor(POLL);
      const [ageX, boneX] = (await drawn.locator('line').evaluate((l) => [l.getAttribute('x1'), l.getAttribute('x2')])).map(Number);
      expect(boneX!).toBeLessThan(ageX!);
      expect(await desk.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await drawn.scrollIntoViewIfNeeded();
      await screenshot(desk.page, `bone-age-doctor-chart-1280-${lang}`);
      await card.scrollIntoViewIfNeeded();
      await screenshot(desk.page, `bone-age-doctor-card-1280-${lang}`);

      // The patient overview at the desk: the point on its chart, the reading under it.
      const overview = await newPhone(browser, { token: doctor, locale: lang });
      await overview.page.setViewportSize({ width: 1280, height: 800 });
      await overview.page.goto(`/doctor/patient?patientId=${BOY_PATIENT}&lang=${lang}`);
      await overview.page.getByTestId('growth-chart').locator('[data-bone-age]').waitFor(POLL);
      const listed = overview.page.getByTestId('bone-age-list');
      expect(await listed.textContent()).toMatch(lang === 'zh-CN' ? /比实际年龄小 1岁6个月/ : /1 year 6 months behind age/);
      await listed.scrollIntoViewIfNeeded();
      await screenshot(overview.page, `bone-age-doctor-overview-1280-${lang}`);
      await overview.context.close();

      // The parent reads it on a phone: the same reading, no way to add or delete one.
      const phone = await newPhone(browser, { token: parent, locale: lang });
      await phone.page.goto(`/growth/patient/growthDetail?familyMemberId=${BOY_MEMBER}&lang=${lang}`);
      const parentCard = phone.page.getByTestId('bone-ages');
      await parentCard.getByTestId('bone-age').waitFor(POLL);
      expect(await parentCard.getByTestId('bone-age-add').count()).toBe(0);
      expect(await parentCard.getByRole('button').count()).toBe(0);
      await phone.page.getByTestId('growth-chart').locator('[data-bone-age]').waitFor(POLL);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await phone.page.getByTestId('growth-chart').scrollIntoViewIfNeeded();
      await screenshot(phone.page, `bone-age-parent-chart-${lang}`);
      await parentCard.scrollIntoViewIfNeeded();
      await screenshot(phone.page, `bone-age-parent-card-${lang}`);
      // The narrowest phone the product serves: nothing wider than 360 px.
      await phone.page.setViewportSize({ width: 360, height: 800 });
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await parentCard.scrollIntoViewIfNeeded();
      await screenshot(phone.page, `bone-age-parent-card-360-${lang}`);
      // The report the parent sends draws it too.
      await phone.page.goto(`/child/report?familyMemberId=${BOY_MEMBER}&lang=${lang}`);
      const report = phone.page.getByTestId('report-card');
      await report.locator('[data-testid="growth-chart"] [data-bone-age]').waitFor(POLL);
      expect(await report.getByTestId('bone-age-list').textContent()).toMatch(lang === 'zh-CN' ? /中华05 法/ : /CHN-05/);
      await report.locator('[data-bone-age]').scrollIntoViewIfNeeded();
      await screenshot(phone.page, `bone-age-report-${lang}`);
      await phone.context.close();

      // The doctor takes it back: gone from the card and the chart.
      await card.getByRole('button', { name: lang === 'zh-CN' ? /删除/ : /Delete/ }).click();
      await expect.poll(() => card.getByTestId('bone-age').count(), POLL).toBe(0);
      expect(await chart.locator('[data-bone-age]').count()).toBe(0);
    } finally {
      // Whatever failed above, the demo boy keeps no reading for the next journey.
      const left = await api('GET', `/app-web2/family_members/${BOY_MEMBER}/bone-ages`, { token: doctor });
      for (const r of (left.data?.readings ?? []) as Array<{ id: string }>) {
        await api('DELETE', `/app-web2/family_members/${BOY_MEMBER}/bone-ages/${r.id}`, { token: doctor });
      }
      await desk.context.close();
    }
  });
});
