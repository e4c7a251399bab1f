import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { api, newFamily, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Issue 33: events on the charts. A parent marks an illness on the growth screen; the chart draws it at that age. */
const POLL = { timeout: 15_000 };
/** The demo boy 王浩然, whose eyes the Xuhui clinic measures. */
const BOY_MEMBER = '40000000-0000-4000-8000-000000000002';
type Lang = 'zh-CN' | 'en-US';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A new parent with a 4-year-old measured twice, so nothing here changes the demo families. */
async function measuredFamily(): Promise<{ token: string; childId: string }> {
  const family = await newFamily('1383', { name: 'Mia', sex: 'female', birthDate: addDays(todayUtc(), -4 * 365) });
  const growth = await api('POST', '/health-info-service/app/growth/init', {
    token: family.token,
    body: { familyMemberId: family.childId },
  });
  for (const [days, height, weight] of [
    [-400, 95.2, 14.1],
    [-30, 102.4, 16.0],
  ] as const) {
    await api('POST', '/health-info-service/app/growth/save', {
      token: family.token,
      body: { growthId: growth.data.growthId, recordDate: addDays(todayUtc(), days), height, weight, replaceFlag: false },
    });
  }
  return family;
}

describe.each(['zh-CN', 'en-US'] as const)('in %s', (lang: Lang) => {
  it('marks an illness on the growth chart at the child’s age that day, and takes it back', async () => {
    const family = await measuredFamily();
    const { context, page } = await newPhone(browser, { token: family.token, locale: lang });
    await page.goto(`/growth/patient/growthDetail?familyMemberId=${family.childId}&lang=${lang}`);
    const card = page.getByTestId('chart-events');
    await card.waitFor();
    expect(await card.textContent()).toMatch(lang === 'zh-CN' ? /还没有事件/ : /No events yet/);

    await card.getByTestId('chart-event-add').click();
    const form = card.getByTestId('chart-event-form');
    await form.getByLabel(lang === 'zh-CN' ? '日期' : 'Date').fill(addDays(todayUtc(), -200));
    await form.getByLabel(lang === 'zh-CN' ? '类型' : 'Kind').selectOption('illness');
    await form.getByTestId('chart-event-note').fill(lang === 'zh-CN' ? '肺炎' : 'Pneumonia');
    await form.getByTestId('chart-event-save').click();

    const label = lang === 'zh-CN' ? '肺炎' : 'Pneumonia';
    const marker = page.getByTestId('growth-chart').locator(`[data-marker="${label}"]`);
    await marker.waitFor(POLL);
    // Drawn between the two measurements (400 and 30 days ago): the marker's line lies between the points.
    const x = Number(await marker.locator('line').getAttribute('x1'));
    const points = await page
      .getByTestId('growth-chart')
      .locator('[data-series="child"] [data-index]')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('cx'))));
    expect(points).toHaveLength(2);
    expect(x).toBeGreaterThan(Math.min(...points));
    expect(x).toBeLessThan(Math.max(...points));
    expect(await card.getByTestId('chart-event').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await marker.scrollIntoViewIfNeeded();
    await screenshot(page, `chart-events-growth-${lang}`);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `chart-events-card-${lang}`);

    await card.getByRole('button', { name: lang === 'zh-CN' ? /删除/ : /Delete/ }).click();
    await expect.poll(() => card.getByTestId('chart-event').count(), POLL).toBe(0);
    expect(await page.getByTestId('growth-chart').locator('[data-marker]').count()).toBe(0);
    await context.close();
  });

  it('draws the clinic’s event on the eye chart too, beside the treatment changes of the exams', async () => {
    const doctor = await signIn('doctorChen');
    const label = lang === 'zh-CN' ? '开始户外2小时' : 'Outdoors 2 h a day';
    const added = await api('POST', `/app-web2/family_members/${BOY_MEMBER}/events`, {
      token: doctor,
      body: { eventDate: '2024-09-01', kind: 'treatmentStart', note: label },
    });
    const eventId = (added.data.events as Array<{ id: string; note: string }>).find((e) => e.note === label)!.id;
    try {
      const { context, page } = await newPhone(browser, { token: await signIn('parentWang'), locale: lang });
      await page.goto(`/eyeAxis/patient/eyeAxisDetail?familyMemberId=${BOY_MEMBER}&lang=${lang}`);
      const marker = page.getByTestId('eye-chart-frame').locator(`[data-marker="${label}"]`);
      await marker.waitFor(POLL);
      await marker.scrollIntoViewIfNeeded();
      await screenshot(page, `chart-events-eye-${lang}`);
      await context.close();
    } finally {
      await api('DELETE', `/app-web2/family_members/${BOY_MEMBER}/events/${eventId}`, { token: doctor });
    }
  });
});
