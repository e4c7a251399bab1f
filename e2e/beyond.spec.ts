import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseUrl, launchBrowser, newPhone, screenshot } from './support/browser.ts';

// Fixed demo ids (apps/server/src/db/seed/demo-people.ts, growth.ts and eye.ts).
const BOY = '40000000-0000-4000-8000-000000000002';
const BOY_GROWTH = '60000000-0000-4000-8000-000000000002';
const BABY = '40000000-0000-4000-8000-000000000001';
const BABY_GROWTH = '60000000-0000-4000-8000-000000000001';
const SIYU_MEMBER = '40000000-0000-4000-8000-000000000011';
const SIYU_EYE = 'e2000000-0000-4000-8000-000000000011';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function setReference(token: string, growthId: string, reference: 'who' | 'china', by: 'app' | 'doctor' = 'app') {
  await api('POST', `/health-info-service/${by}/growth/reference`, { token, body: { growthId, reference } });
}

async function chartOn(page: Page, reference: 'who' | 'china' | 'cdc2000') {
  await page.locator(`[data-testid="growth-chart"][data-reference="${reference}"]`).waitFor();
}

describe('the Chinese growth reference beside WHO (issue 17, part 1)', () => {
  it('lets a parent choose China for her baby, compare it with WHO, and go back to WHO, in both languages', async () => {
    const token = await signIn('parentWang');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const suffix = locale === 'zh-CN' ? 'zh' : 'en';
      const { context, page } = await newPhone(browser, { token, locale });
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${BABY}&lang=${locale}`);
      await chartOn(page, 'who');
      await page.getByTestId('reference-china').click();
      await chartOn(page, 'china');
      expect(await page.getByTestId('reference-lines-note').textContent()).toMatch(
        locale === 'zh-CN' ? /WS\/T 423—2022/ : /China’s WS\/T 423—2022/,
      );
      expect(await page.getByTestId('reference-china').getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('reference-compare').click();
      await page.locator('[data-testid="growth-chart"][data-compare-lines="3"]').waitFor();
      expect(await page.getByTestId('reference-compare-note').textContent()).toMatch(locale === 'zh-CN' ? /灰线：WHO/ : /Grey lines: WHO/);
      await page.getByTestId('chart-section').scrollIntoViewIfNeeded();
      await screenshot(page, `beyond-reference-china-compare-${suffix}`);
      // The choice is stored: the records list names WS/T 423—2022 from term on.
      const records = await api('GET', `/health-info-service/app/growth/${BABY_GROWTH}/records?limit=1`, { token });
      expect(records.data.list[0].references.weight).toBe('wst423_2022');
      await page.getByTestId('reference-who').click();
      await chartOn(page, 'who');
      await context.close();
    }
  });

  it('tells the parent of a school-age boy that points past 81 months are scored against WHO', async () => {
    const token = await signIn('parentWang');
    await setReference(token, BOY_GROWTH, 'china');
    try {
      const { context, page } = await newPhone(browser, { token, locale: 'en-US' });
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${BOY}&lang=en-US`);
      await chartOn(page, 'china');
      expect(await page.getByTestId('reference-past-china').textContent()).toBe(
        'Measurements after 81 mo are past the Chinese standard’s ages and are scored against WHO',
      );
      await page.getByTestId('chart-section').scrollIntoViewIfNeeded();
      await screenshot(page, 'beyond-reference-past-china-en');
      await context.close();
    } finally {
      await setReference(token, BOY_GROWTH, 'who');
    }
  });

  it('shows the doctor the family’s choice, which they do not change, and lets them put CDC 2000 and take it back', async () => {
    const parent = await signIn('parentWang');
    await setReference(parent, BABY_GROWTH, 'china');
    const token = await signIn('doctorChen');
    try {
      const { context, page } = await newPhone(browser);
      await page.goto(`/growth/doctor/growthDetail?token=${encodeURIComponent(token)}&authToken=native-auth&growthId=${BABY_GROWTH}`);
      await chartOn(page, 'china');
      expect(await page.getByTestId('reference-stored').textContent()).toBe('家长选择的参照：中国标准');
      expect(await page.getByTestId('reference-china').count()).toBe(0);
      await page.getByTestId('chart-section').scrollIntoViewIfNeeded();
      await screenshot(page, 'beyond-reference-doctor-zh');
      await page.getByTestId('reference-use-cdc2000').click();
      await chartOn(page, 'cdc2000');
      expect(await page.getByTestId('reference-stored').textContent()).toBe('医生为孩子选择的生长参照标准：美国 CDC 2000 生长曲线');
      await page.getByTestId('reference-clear-cdc2000').click();
      await chartOn(page, 'who');
      expect(await page.getByTestId('reference-stored').textContent()).toBe('家长选择的参照：WHO');
      await context.close();
    } finally {
      await setReference(token, BABY_GROWTH, 'who', 'doctor');
    }
  });
});

describe('the treatment effect of myopia control and the projection to 18 (issue 17, parts 4 and 5)', () => {
  it('tells Siyu’s parent, in both languages, that orthokeratology is slowing her eye growth, with its band', async () => {
    const token = await signIn('parentLi');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const suffix = locale === 'zh-CN' ? 'zh' : 'en';
      const { context, page } = await newPhone(browser, { token, locale });
      await page.goto(`/eyeAxis/patient/eyeAxisDetail?familyMemberId=${SIYU_MEMBER}&lang=${locale}`);
      const card = page.getByTestId('treatment-effect');
      await card.locator('[data-testid="treatment-episode"]').first().waitFor();
      const orthoK = page.locator('[data-testid="treatment-right"] [data-treatment="orthokeratology"]');
      expect(await orthoK.getAttribute('data-verdict')).toBe('slowing');
      expect(await orthoK.getByTestId('treatment-verdict').textContent()).toBe(
        locale === 'zh-CN'
          ? '比开始这项治疗前长得慢：治疗看来在减缓眼轴增长。'
          : 'Growing slower than before this treatment: the treatment appears to be slowing eye growth.',
      );
      expect(await orthoK.textContent()).toMatch(locale === 'zh-CN' ? /95% 区间/ : /95% band/);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `beyond-treatment-effect-${suffix}`);
      // Part 5: the projection to 18 years, a band with the 26 mm line, for each eye.
      const projection = page.getByTestId('projection-right');
      await projection.getByTestId('projection-band').waitFor();
      expect(await projection.getByTestId('projection-26').count()).toBe(1);
      expect(await projection.getByTestId('projection-cross').textContent()).toMatch(locale === 'zh-CN' ? /26 毫米/ : /26 mm/);
      await projection.scrollIntoViewIfNeeded();
      await screenshot(page, `beyond-projection-${suffix}`);
      await context.close();
    }
  });

  it('shows the doctor of her clinic the same episodes on a phone and at 1280x800', async () => {
    const token = await signIn('doctorZhao');
    for (const viewport of [undefined, { width: 1280, height: 800 }]) {
      const { context, page } = await newPhone(browser, { locale: 'en-US' });
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(
        `${baseUrl()}/eyeAxis/doctor/eyeAxisDetail?token=${encodeURIComponent(token)}&authToken=native-auth&eyeId=${SIYU_EYE}&lang=en-US`,
      );
      await page.getByTestId('treatment-episode').first().waitFor();
      expect(
        await page
          .locator('[data-testid="treatment-left"] [data-treatment]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-treatment'))),
      ).toEqual(['none', 'single_vision', 'orthokeratology']);
      await page.getByTestId('treatment-effect').scrollIntoViewIfNeeded();
      await screenshot(page, `beyond-treatment-effect-doctor-${viewport ? 'desktop' : 'phone'}-en`);
      await context.close();
    }
  });
});

describe('the re-measure flag the doctor sees (issue 17, part 3)', () => {
  const BOY_PATIENT = '50000000-0000-4000-8000-000000000002';

  it('shows the doctor a saved height lower than the one before on the records and the patient overview, in both languages', async () => {
    const parent = await signIn('parentWang');
    const [latest] = (await api('GET', `/health-info-service/app/growth/${BOY_GROWTH}/records?limit=1`, { token: parent })).data.list;
    const today = new Date().toISOString().slice(0, 10);
    const saved = await api('POST', '/health-info-service/app/growth/save', {
      token: parent,
      body: { growthId: BOY_GROWTH, recordDate: today, height: Math.round((latest.height - 1.2) * 10) / 10, replaceFlag: false },
    });
    expect(saved.data.recheck[0]).toMatchObject({ kind: 'shrink', previousDate: latest.recordDate });
    try {
      const token = await signIn('doctorChen');
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const suffix = locale === 'zh-CN' ? 'zh' : 'en';
        const { context, page } = await newPhone(browser, { locale });
        await page.goto(
          `/growth/doctor/recordHistory/RecordHistory?token=${encodeURIComponent(token)}&authToken=native-auth&growthId=${BOY_GROWTH}&lang=${locale}`,
        );
        const flagged = page.locator(`[data-testid="growth-record"][data-record-date="${today}"] [data-testid="record-recheck"]`);
        await flagged.waitFor();
        expect(await flagged.textContent()).toMatch(
          locale === 'zh-CN' ? /^建议复测身高比 .+ 少 1\.2 厘米$/ : /^Worth measuring againHeight 1\.2 cm less than on .+$/,
        );
        expect(await page.getByTestId('record-recheck').count()).toBe(1);
        await screenshot(page, `beyond-recheck-doctor-records-${suffix}`);
        await context.close();

        const desk = await newPhone(browser, { token, locale });
        await desk.page.setViewportSize({ width: 1280, height: 800 });
        await desk.page.goto(`/doctor/patient?patientId=${BOY_PATIENT}&lang=${locale}`);
        await desk.page.locator('[data-testid="overview-growth"] [data-testid="record-recheck"]').waitFor();
        await desk.page.getByTestId('overview-growth').scrollIntoViewIfNeeded();
        await screenshot(desk.page, `beyond-recheck-doctor-overview-desktop-${suffix}`);
        await desk.context.close();
      }
    } finally {
      await api('POST', '/health-info-service/app/growth/delete', { token: parent, body: { recordId: saved.data.recordId } });
    }
  });
});

describe('one child view: growth and eyes on one age axis (issue 17, part 6)', () => {
  const SIYU_PATIENT = '50000000-0000-4000-8000-000000000011';

  it('opens from the parent’s home card with height velocity beside each eye’s axial growth, in both languages', async () => {
    const token = await signIn('parentLi');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const suffix = locale === 'zh-CN' ? 'zh' : 'en';
      const { context, page } = await newPhone(browser, { token, locale });
      await page.goto(`/?lang=${locale}`);
      await page.getByTestId('card-childView').click();
      await page.getByTestId('child-view').waitFor();
      expect(page.url()).toContain(`/child/view?familyMemberId=${SIYU_MEMBER}`);
      const height = page.getByTestId('child-view-height');
      const eye = page.getByTestId('child-view-eye');
      await height.waitFor();
      expect(Number(await height.getAttribute('data-points'))).toBeGreaterThan(0);
      expect(Number(await eye.getAttribute('data-points'))).toBeGreaterThan(0);
      expect(await page.getByTestId('child-view-latest-eye').textContent()).toMatch(locale === 'zh-CN' ? /毫米\/年/ : /mm\/year/);
      await screenshot(page, `beyond-child-view-${suffix}`);
      await context.close();
    }
  });

  it('opens from the doctor’s patient overview', async () => {
    const token = await signIn('doctorZhao');
    const { context, page } = await newPhone(browser, { token, locale: 'en-US' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/doctor/patient?patientId=${SIYU_PATIENT}&lang=en-US`);
    await page.getByTestId('link-child-view').click();
    await page.getByTestId('child-view-eye').waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('child-view-eye').getAttribute('data-points')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'beyond-child-view-doctor-desktop-en');
    await context.close();
  });
});

describe('corrected and chronological age drawn together for a preterm baby (issue 17, part 2)', () => {
  it('joins each point at corrected age to its chronological age and says where correction ends, in both languages', async () => {
    const token = await signIn('parentWang');
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const suffix = locale === 'zh-CN' ? 'zh' : 'en';
      const { context, page } = await newPhone(browser, { token, locale });
      await page.goto(`/growth/patient/growthDetail?familyMemberId=${BABY}&lang=${locale}`);
      await chartOn(page, 'who');
      const note = page.getByTestId('correction-note');
      await note.waitFor();
      // Born at 32+3: RCPCH corrects to 1 year (issue 33).
      expect(await note.textContent()).toMatch(locale === 'zh-CN' ? /12 个月为止.*7\.6 周/ : /until 12 months.*7\.6 weeks further right/);
      // The joins and marks: two grey paths per point drawn at corrected age.
      expect(await page.locator('[data-testid="growth-chart"] path[stroke="#3f4a44"]').count()).toBeGreaterThan(1);
      await page.getByTestId('chart-section').scrollIntoViewIfNeeded();
      await screenshot(page, `beyond-corrected-age-${suffix}`);
      await context.close();
    }
  });
});
