import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { baseUrl, launchBrowser, openStaffPage, screenshot, STAFF_PAIRS } from './support/browser.ts';
import { answerQuestion } from './support/dialog.ts';

/**
 * Issue 15's journey: the Xuhui doctor signs in with phone and code, finds the Wang children (never Li's
 * daughter), filters by a flag, opens a child, writes a visit with a prescription and a test report; the
 * parent sees them at once; the Pudong doctor cannot open the Wang children by any address. At a phone
 * viewport and at 1280x800, in both languages.
 */
const BOY = { memberId: '40000000-0000-4000-8000-000000000002', patientId: '50000000-0000-4000-8000-000000000002' };
const POLL = { timeout: 20_000 };

const TEXT = {
  'zh-CN': {
    phone: '手机号',
    getCode: '获取验证码',
    code: '验证码',
    login: '登录',
    hb: '血红蛋白',
    low: '偏低 ↓',
    unavailable: '无法打开该患者',
    notFound: '未找到相关信息',
  },
  'en-US': {
    phone: 'Mobile number',
    getCode: 'Send code',
    code: 'Verification code',
    login: 'Sign in',
    hb: 'Haemoglobin',
    low: 'Low ↓',
    unavailable: 'This patient cannot be opened',
    notFound: 'Cannot find this information',
  },
} as const;
type Lang = keyof typeof TEXT;

let browser: Browser;
let parentToken: string;
let flagRecordId: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  parentToken = await signIn('parentWang');
  // A heavy weight for the boy, as his parent records it: BMI far above P97, so the list flags him.
  const init = await api('POST', '/health-info-service/app/growth/init', { token: parentToken, body: { familyMemberId: BOY.memberId } });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const saved = await api('POST', '/health-info-service/app/growth/save', {
    token: parentToken,
    body: { growthId: init.data.growthId, recordDate: yesterday, height: 130, weight: 45, replaceFlag: false },
  });
  flagRecordId = saved.data?.recordId ?? null;
});

afterAll(async () => {
  if (flagRecordId) await api('POST', '/health-info-service/app/growth/delete', { token: parentToken, body: { recordId: flagRecordId } });
  await browser?.close();
});

const open = (viewport: 'phone' | 'desktop', lang: Lang, token?: string) => openStaffPage(browser, viewport, lang, token);

const shot = (page: Page, name: string, viewport: string, lang: Lang) =>
  screenshot(page, `doctor-${name}-${viewport}-${lang === 'zh-CN' ? 'zh' : 'en'}`);

describe.each(STAFF_PAIRS)('the doctor workspace (%s, %s)', (viewport, lang) => {
  const t = TEXT[lang];
  const diagnosis = `E2E ${viewport} ${lang} ${Date.now()}`;

  it('takes the Xuhui doctor from sign-in to a written visit and test report that the parent then sees', async () => {
    const { page, close } = await open(viewport, lang);
    await page.goto(`/login?lang=${lang}`);
    await page.getByLabel(t.phone).fill('13900000001');
    await page.getByRole('button', { name: t.getCode }).click();
    await expect.poll(() => page.getByLabel(t.code).inputValue(), POLL).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: t.login, exact: true }).click();

    // Home: their clinic and the Wang children, never Li's daughter.
    await page.getByTestId('patient-list').waitFor();
    expect(new URL(page.url()).pathname).toBe('/doctor');
    const cardIds = () => page.getByTestId('patient-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-patient-id')));
    await expect.poll(cardIds, POLL).toContain(BOY.patientId);
    const text = await page.getByTestId('patient-list').textContent();
    expect(text).toContain('王小雨');
    expect(text).toContain('王浩然');
    expect(text).not.toContain('李思语');
    await shot(page, 'home', viewport, lang);

    // Search as a desk types it: part of the file number in lower case finds the boy alone; LIKE's wildcard is a
    // character like any other (issue 28 made the search a plain substring match).
    const search = async (keyword: string) => {
      await page.getByTestId('patient-search').fill(keyword);
      await page.getByTestId('patient-search').press('Enter');
    };
    await search('xh-2019');
    await expect.poll(cardIds, POLL).toEqual([BOY.patientId]);
    await shot(page, 'home-search', viewport, lang);
    await search('xh-%');
    await expect.poll(() => page.getByTestId('patient-list').getAttribute('data-total'), POLL).toBe('0');
    await search('');
    await expect.poll(cardIds, POLL).toContain(BOY.patientId);

    // Filter by a flag: only the boy carries BMI above P97.
    await page.getByTestId('flag-bmiAboveP97').click();
    await expect.poll(() => page.getByTestId('patient-card').count(), POLL).toBe(1);
    expect(await page.getByTestId('patient-card').getAttribute('data-patient-id')).toBe(BOY.patientId);
    await shot(page, 'home-flag', viewport, lang);

    // Open the child.
    await page.getByTestId('patient-card').click();
    await page.getByTestId('patient-header').waitFor();
    expect(await page.getByTestId('guardian-phones').textContent()).toBe('138****0001');
    expect(await page.getByTestId('link-growth-detail').getAttribute('href')).toMatch(/^\/growth\/doctor\/growthDetail\?growthId=/);
    expect(await page.getByTestId('link-eye-detail').getAttribute('href')).toMatch(/^\/eyeAxis\/doctor\/eyeAxisDetail\?eyeId=/);
    expect(await page.getByTestId('link-eye-record').getAttribute('href')).toMatch(/^\/eyeAxis\/doctor\/record\?eyeId=/);
    await shot(page, 'overview', viewport, lang);
    await page.getByTestId('overview-eye').scrollIntoViewIfNeeded();
    await shot(page, 'overview-eye', viewport, lang);

    // The spec's growth screen leads back to the child's file and to the list.
    await page.getByTestId('link-growth-detail').click();
    await page.getByTestId('doctor-growth-detail').waitFor();
    expect(await page.getByTestId('back-to-list').getAttribute('href')).toBe('/doctor');
    await shot(page, 'growth-way-back', viewport, lang);
    await page.getByTestId('back-to-patient').click();
    await page.getByTestId('patient-header').waitFor();

    // A visit with a prescription: validation per field, a draft kept when leaving, a drug from the catalogue.
    await page.getByTestId('write-visit').click();
    await page.getByTestId('entry-form-visit').waitFor();
    await page.getByTestId('entry-save').click();
    await expect.poll(() => page.getByRole('alert').count(), POLL).toBeGreaterThanOrEqual(3);
    await shot(page, 'visit-errors', viewport, lang);
    await page.getByTestId('field-department').fill(lang === 'zh-CN' ? '儿科' : 'Paediatrics');
    await page.getByTestId('field-chiefComplaint').fill(lang === 'zh-CN' ? '发热 2 天' : 'Fever for 2 days');
    // Leaving asks first and says the typed work stays as a draft on this device.
    await page.goBack();
    await answerQuestion(page, 'confirm', lang === 'zh-CN' ? '草稿' : 'draft');
    await page.getByTestId('patient-header').waitFor();
    await page.getByTestId('write-visit').click();
    await expect.poll(() => page.getByTestId('field-department').inputValue(), POLL).not.toBe('');
    await page.getByTestId('field-diagnosis').fill(diagnosis);
    await page.getByTestId('add-prescription').click();
    await page.getByTestId('prescription-0-drug-search').fill('IBU');
    await page.getByTestId('prescription-0-drug-options').locator('[data-code="IBU-100"]').click();
    expect(await page.getByTestId('prescription-0-chosen').textContent()).toContain('IBU-100');
    await page.getByTestId('prescription-0-dosage').fill(lang === 'zh-CN' ? '每次 8 ml，必要时' : '8 ml when needed');
    await page.getByTestId('prescription-0-days').fill('3');
    await page.getByTestId('prescriptions').scrollIntoViewIfNeeded();
    await shot(page, 'visit-form', viewport, lang);
    await page.getByTestId('entry-save').click();
    await page.getByTestId('patient-header').waitFor();
    await expect.poll(() => page.getByTestId('overview-visits').textContent(), POLL).toContain(diagnosis);

    // A test report with an item flagged low from its range.
    await page.getByTestId('write-testReport').click();
    await page.getByTestId('field-name').fill(`${t.hb} ${diagnosis}`);
    await page.getByTestId('item-0-name').fill(t.hb);
    await page.getByTestId('item-0-value').fill('104');
    await page.getByTestId('item-0-unit').fill('g/L');
    await page.getByTestId('item-0-low').fill('115');
    await page.getByTestId('item-0-high').fill('155');
    expect(await page.getByTestId('item-0-flag').textContent()).toBe(t.low);
    await shot(page, 'test-report-form', viewport, lang);
    await page.getByTestId('entry-save').click();
    await page.getByTestId('patient-header').waitFor();
    await close();

    // The parent sees both in the family health record at once.
    const parent = await open(viewport, lang, parentToken);
    await parent.page.goto(`/familyHealthyRecord/detail?familyMemberId=${BOY.memberId}&lang=${lang}`);
    await parent.page.getByTestId('beneficiary').waitFor();
    await expect.poll(() => parent.page.getByTestId('visit').first().textContent(), POLL).toContain(diagnosis);
    await expect.poll(() => parent.page.getByTestId('test-report').first().textContent(), POLL).toContain(diagnosis);
    await shot(parent.page, 'parent-sees', viewport, lang);
    await parent.close();
  });

  it('keeps the Wang children from the Pudong doctor by every address', async () => {
    const zhao = await signIn('doctorZhao');
    const chen = await signIn('doctorChen');
    const overview = (await api('GET', `/health-info-service/doctor/patients/${BOY.patientId}/overview`, { token: chen })).data;
    const { page, close } = await open(viewport, lang, zhao);
    await page.goto(`/doctor?lang=${lang}`);
    await page.getByTestId('patient-list').waitFor();
    expect(await page.getByTestId('patient-list').textContent()).not.toContain('王');
    await page.goto(`/doctor/patient?patientId=${BOY.patientId}&lang=${lang}`);
    await expect.poll(() => page.getByTestId('patient-unavailable').textContent(), POLL).toContain(t.unavailable);
    await shot(page, 'other-clinic-refused', viewport, lang);
    await page.goto(`/doctor/patient/visit?patientId=${BOY.patientId}&lang=${lang}`);
    await page.getByTestId('patient-unavailable').waitFor();
    // A refused eye record is a page with its way back, not an error line.
    await page.goto(`/eyeAxis/doctor/record?eyeId=${overview.eye.eyeId}&lang=${lang}`);
    await page.getByTestId('eye-record-refused').waitFor(POLL);
    expect(await page.getByTestId('eye-record-refused').getByTestId('back-to-list').getAttribute('href')).toBe('/doctor');
    await shot(page, 'eye-record-refused', viewport, lang);
    // The editors' workspace is not theirs: a page says so, with the way to their own.
    await page.goto(`/admin?lang=${lang}`);
    await page.getByTestId('wrong-area').waitFor(POLL);
    expect(await page.getByTestId('wrong-area-home').getAttribute('href')).toBe('/doctor');
    expect(await page.getByTestId('workspace').count()).toBe(0);
    await shot(page, 'wrong-area', viewport, lang);
    await page.goto(`/familyHealthyRecord/detail?familyMemberId=${BOY.memberId}&lang=${lang}`);
    await expect.poll(() => page.locator('body').innerText(), POLL).toContain(t.notFound);
    for (const path of [
      `/health-info-service/doctor/growth/${overview.growth.growthId}/home`,
      `/health-info-service/doctor/eye/${overview.eye.eyeId}/curve`,
      `/health-info-service/doctor/patients/${BOY.patientId}/overview`,
      `/app-web2/family_members/${BOY.memberId}/health_record`,
    ]) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { token: zhao } });
      expect([403, 404], path).toContain(res.status);
    }
    await close();
  });
});
