import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** Fixed demo ids (apps/server/src/db/seed/demo-people.ts and engagement-ids.ts). */
const BOY_HAORAN = '40000000-0000-4000-8000-000000000002';
const ANNUAL_SHOP_URL = 'https://shop.sprout-growth.example/goods/vip-annual';
const MONTHLY_SHOP_URL = 'https://shop.sprout-growth.example/goods/vip-monthly';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function phone(persona: 'parentWang' | 'parentLi' | null, locale: 'zh-CN' | 'en-US') {
  const token = persona ? await signIn(persona) : undefined;
  return { token, ...(await newPhone(browser, { locale, token })) };
}

const lang = (locale: 'zh-CN' | 'en-US') => (locale === 'en-US' ? '&lang=en-US' : '');

describe('disease survey', () => {
  it('shows what is missing, then saves the myopia follow-up for the chosen child (zh-CN)', async () => {
    const { context, page, token } = await phone('parentWang', 'zh-CN');
    await page.goto(`/diseaseSurvey/myopia?familyMemberId=${BOY_HAORAN}`);
    await page.getByTestId('survey-form').waitFor();
    expect(await page.getByRole('radio', { name: '王浩然' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: '提交' }).click();
    await page.getByTestId('form-errors').waitFor();
    expect(await page.getByTestId('error-correction').textContent()).toBe('请回答这道题');
    await screenshot(page, 'engagement-survey-errors-zh');

    await page.getByLabel('最近一次眼科检查是哪一天？').fill('2024-11-02');
    await page.getByLabel('角膜塑形镜（OK 镜）').check();
    await page.getByLabel('看远处时眯眼').check();
    await page.getByLabel('频繁揉眼').check();
    await page.getByLabel('平均每天户外活动多少小时？').fill('1.5');
    await page.getByLabel('平均每天使用电子屏幕多少小时？').fill('2');
    await page.getByLabel('还有什么想告诉医生的？').fill('晚上写作业时间比较长');
    await expect.poll(() => page.getByTestId('form-errors').count()).toBe(0);
    await screenshot(page, 'engagement-survey-zh');

    await page.getByRole('button', { name: '提交' }).click();
    await page.getByTestId('survey-success').waitFor();
    expect(await page.getByTestId('survey-success').textContent()).toContain('王浩然');
    await screenshot(page, 'engagement-survey-success-zh');

    const saved = await api('GET', `/app-web2/diseaseSurveys/myopia/answers?familyMemberId=${BOY_HAORAN}`, { token });
    expect(saved.data.list[0].answers).toEqual({
      lastExamDate: '2024-11-02',
      correction: 'ortho-k',
      signs: ['squinting', 'eye-rubbing'],
      outdoorHours: 1.5,
      screenHours: 2,
      notes: '晚上写作业时间比较长',
    });
    await context.close();
  });

  it('renders the growth survey in English and says so plainly for an unknown disease code', async () => {
    const { context, page } = await phone('parentWang', 'en-US');
    await page.goto('/diseaseSurvey/growth?lang=en-US');
    await page.getByTestId('survey-form').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Growth follow-up');
    await screenshot(page, 'engagement-survey-en');
    await page.goto('/diseaseSurvey/scoliosis?lang=en-US');
    await page.getByTestId('survey-not-found').waitFor();
    await screenshot(page, 'engagement-survey-not-found-en');
    await context.close();
  });
});

async function answerMyopiaRisk(page: Page) {
  await page.getByLabel('Less than 1 hour').first().check();
  await page
    .getByRole('group', { name: /40 minutes/ })
    .getByLabel('Often')
    .check();
  await page
    .getByRole('group', { name: /Screen time/ })
    .getByLabel('More than 2 hours')
    .check();
  await page.getByLabel('Both of us').check();
  await page.getByLabel('Clearly closer').check();
  await page.getByLabel('Squints at distant things').check();
}

describe('questionnaire result and reward', () => {
  it('scores the myopia-risk questionnaire, shows the level with advice, and grants 50 points once (en-US)', async () => {
    const { context, page } = await phone('parentLi', 'en-US');
    await page.goto('/questionnaires/take?code=myopia-risk&lang=en-US');
    await page.getByTestId('questionnaire-form').waitFor();
    expect(await page.getByTestId('reward-offer').textContent()).toContain('50 points');
    await answerMyopiaRisk(page);
    await page.getByRole('button', { name: 'Submit and see the result' }).click();

    await page.getByTestId('questionnaire-result').waitFor();
    expect(new URL(page.url()).pathname).toBe('/questionnaires/result');
    expect(await page.getByTestId('result-score').textContent()).toBe('13');
    expect(await page.getByTestId('result-level').textContent()).toBe('High risk');
    expect(await page.getByTestId('result-advice').textContent()).toMatch(/axial length/);
    await screenshot(page, 'engagement-result-en');

    await page.getByTestId('view-reward').click();
    await page.getByTestId('reward-grant').waitFor();
    expect(await page.getByTestId('reward-points').textContent()).toBe('+50');
    expect(await page.getByTestId('reward-balance').textContent()).toContain('50');
    await page.getByTestId('reward-new').waitFor();
    await screenshot(page, 'engagement-reward-en');

    // A second attempt scores again but says the reward was already given.
    await page.goto('/questionnaires/take?code=myopia-risk&lang=en-US');
    await page.getByTestId('questionnaire-form').waitFor();
    await answerMyopiaRisk(page);
    await page.getByRole('button', { name: 'Submit and see the result' }).click();
    await page.getByTestId('result-reward').waitFor();
    expect(await page.getByTestId('result-reward').textContent()).toContain('already');
    await page.getByTestId('view-reward').click();
    await page.getByTestId('reward-already').waitFor();
    await screenshot(page, 'engagement-reward-already-en');
    await context.close();
  });

  it('gives a sleep-clinic coupon code for the sleep questionnaire (zh-CN) and a clear state for an unknown result', async () => {
    const { context, page } = await phone('parentWang', 'zh-CN');
    await page.goto('/questionnaires/take?code=sleep-habits');
    await page.getByTestId('questionnaire-form').waitFor();
    await page.getByLabel('22:00 以后').check();
    await page.getByLabel('略少（少 1 小时以内）').check();
    await page.getByRole('group', { name: /睡前/ }).getByLabel('几乎每天').check();
    await page.getByRole('group', { name: /打鼾/ }).getByLabel('经常').check();
    await page.getByLabel('每周 1–2 次').check();
    await page.getByRole('group', { name: /犯困/ }).getByLabel('有时').check();
    await page.getByRole('button', { name: '提交并查看结果' }).click();

    await page.getByTestId('questionnaire-result').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe('11');
    expect(await page.getByTestId('result-level').textContent()).toBe('需要关注');
    await screenshot(page, 'engagement-result-zh');
    await page.getByTestId('view-reward').click();
    await page.getByTestId('reward-grant').waitFor();
    expect(await page.getByTestId('reward-coupon').textContent()).toMatch(/^SG-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await screenshot(page, 'engagement-reward-zh');

    await page.goto('/questionnaires/result?submissionId=99999999-0000-4000-8000-000000000000');
    await page.getByTestId('result-not-found').waitFor();
    await screenshot(page, 'engagement-result-not-found-zh');
    await context.close();
  });
});

describe('membership: plan, order, hand-over', () => {
  it('orders the annual plan with auto-renew and hands over to its configured shop link (zh-CN)', async () => {
    const { context, page } = await phone('parentWang', 'zh-CN');
    await page.goto('/package');
    await page.getByTestId('plan-vip-annual').waitFor();
    expect(await page.getByTestId('plan-vip-monthly').getByTestId('plan-price').textContent()).toBe('¥39');
    await screenshot(page, 'engagement-package-zh');
    const annual = page.getByTestId('plan-vip-annual');
    await annual.getByTestId('auto-renew').check();
    await annual.scrollIntoViewIfNeeded();
    await screenshot(page, 'engagement-package-annual-zh');
    await annual.getByRole('button', { name: /选择此套餐/ }).click();

    await page.getByTestId('order-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/youzanOrder');
    expect(await page.getByTestId('order-plan').textContent()).toBe('年度会员');
    expect(await page.getByTestId('order-status').textContent()).toBe('待支付');
    const link = page.getByTestId('shop-link');
    expect(await link.getAttribute('href')).toBe(ANNUAL_SHOP_URL);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await screenshot(page, 'engagement-order-zh');

    const orderId = new URL(page.url()).searchParams.get('orderId');
    const order = await api('GET', `/app-web2/orders/${orderId}`, { token: await signIn('parentWang') });
    expect(order.data).toMatchObject({ autoRenew: true, priceFen: 32900, status: 'pending', shopUrl: ANNUAL_SHOP_URL });
    await context.close();
  });

  it('sends a visitor to sign in before ordering, and orders the monthly plan in English', async () => {
    const visitor = await phone(null, 'en-US');
    await visitor.page.goto('/package?lang=en-US');
    await visitor.page.getByTestId('plan-vip-monthly').getByRole('button').click();
    await visitor.page.waitForURL(/\/login\?redirect=\/package/);
    await visitor.context.close();

    const { context, page } = await phone('parentLi', 'en-US');
    await page.goto('/package?lang=en-US');
    await page.getByTestId('plan-vip-monthly').waitFor();
    await screenshot(page, 'engagement-package-en');
    await page
      .getByTestId('plan-vip-monthly')
      .getByRole('button', { name: /Choose this plan/ })
      .click();
    await page.getByTestId('order-page').waitFor();
    expect(await page.getByTestId('shop-link').getAttribute('href')).toBe(MONTHLY_SHOP_URL);
    await screenshot(page, 'engagement-order-en');
    await page.goto('/youzanOrder?orderId=99999999-0000-4000-8000-000000000000&lang=en-US');
    await page.getByTestId('order-not-found').waitFor();
    await context.close();
  });

  it('compares plans against benefits in a table that scrolls sideways with the benefit column kept', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await phone(null, locale);
      await page.goto(`/serviceComparison?x=1${lang(locale)}`);
      const table = page.getByTestId('comparison-table');
      await table.waitFor();
      // The four demo plans and their seven benefits at least: the editors' journey (editor-workspace.spec.ts) may
      // have a plan of its own on offer at the same moment.
      expect(await table.locator('thead th').count()).toBeGreaterThanOrEqual(5);
      expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
      const overflow = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(overflow).toBe(true);
      await screenshot(page, `engagement-comparison-${locale === 'zh-CN' ? 'zh' : 'en'}`);
      await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const firstCell = table.locator('tbody th').first();
      const box = await firstCell.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      await screenshot(page, `engagement-comparison-scrolled-${locale === 'zh-CN' ? 'zh' : 'en'}`);
      await context.close();
    }
  });
});

describe('contact form', () => {
  it('takes a call-back request from a visitor, with the clinic in words when the list is unavailable', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page } = await phone(null, locale);
      await page.goto(`/customInfo/customInfo?x=1${lang(locale)}`);
      await page.getByTestId('contact-form').waitFor();
      const zh = locale === 'zh-CN';
      await page.getByRole('button', { name: zh ? '提交' : 'Send' }).click();
      await page.getByTestId('error-phone').waitFor();
      await page.getByLabel(zh ? '您的称呼' : 'Your name').fill(zh ? '张女士' : 'Ms Zhang');
      await page.getByLabel(zh ? '手机号' : 'Mobile number').fill('13912345678');
      await page.getByLabel(zh ? '孩子年龄' : 'Child’s age').selectOption('7');
      await page
        .getByLabel(zh ? '想咨询的问题' : 'What would you like to ask?')
        .fill(zh ? '孩子最近看黑板有点吃力' : 'Struggles to read the board lately');
      const clinic = page.getByLabel(zh ? '意向门店' : 'Preferred clinic');
      if ((await clinic.evaluate((el) => el.tagName)) === 'SELECT') await clinic.selectOption({ index: 1 });
      else await clinic.fill(zh ? '徐汇' : 'Xuhui');
      await page.getByLabel(zh ? '周末' : 'Weekend').check();
      await screenshot(page, `engagement-contact-${zh ? 'zh' : 'en'}`);
      await page.getByRole('button', { name: zh ? '提交' : 'Send' }).click();
      await page.getByTestId('contact-success').waitFor();
      await context.close();
    }
  });
});
