import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** The demo's Wang family (apps/server/src/db/seed/demo-people.ts). */
const BOY = '40000000-0000-4000-8000-000000000002';
const MOTHER = '40000000-0000-4000-8000-000000000003';
const BOY_PATIENT = '50000000-0000-4000-8000-000000000002';
/** A one-page PDF whose bytes carry `mark` (each run's file is its own upload). */
const pdfFile = (mark: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%${mark}\n%%EOF\n`,
  );
const recordPage = (member: string, lang = 'zh-CN') => `/familyHealthyRecord/detail?familyMemberId=${member}&lang=${lang}`;

/** Polls wait for the page under load (six engineers share two cores), not for a fixed time. */
const POLL = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser('full'); // the PDF viewer: an attachment opens in a tab
});
afterAll(async () => browser?.close());

describe('the family health record on a phone', () => {
  it('shows the boy’s four sections: beneficiary, visits with prescriptions, flagged reports, a checkup', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentWang') });
    await page.goto(recordPage(BOY));
    await page.getByTestId('beneficiary').waitFor();
    await expect.poll(() => page.title(), POLL).toBe('家庭成员');
    // The parent's own controls (who viewed the record, sharing: issue 18) come last.
    await page.getByTestId('trust-links').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      '受益人门诊受益人',
      '就诊记录病历与处方',
      '检查报告影像与检验',
      '体检报告健康体检',
      '我的数据',
    ]);
    expect(await page.getByTestId('beneficiary-cellphone').textContent()).toBe('138****0001');
    expect(await page.getByTestId('beneficiary-fileNumber').textContent()).toBe('XH-2019-0932');
    await screenshot(page, 'health-record-boy-zh');

    // The seeded tonsillitis visit: other journeys (the doctor workspace) add newer visits to the same boy.
    const visit = page.getByTestId('visit').filter({ hasText: '急性化脓性扁桃体炎' }).first();
    await visit.getByText('查看病历与处方').click();
    const drugs = visit.getByTestId('drug-link');
    expect(await drugs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/drugs/AMOX-125', '/drugs/IBU-100']);
    await visit.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-visit-zh');

    const vitaminD = page.getByTestId('test-report').filter({ hasText: '25-羟基维生素 D' });
    expect(await vitaminD.getByTestId('item-flag').textContent()).toBe('↓ 偏低');
    expect(await page.locator('[data-testid="test-report"][data-kind="imaging"]').count()).toBe(1);
    await vitaminD.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-reports-zh');
    await page.getByTestId('checkup-report').scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-checkup-zh');

    await drugs.first().click();
    await page.waitForURL('**/drugs/AMOX-125');
    await context.close();
  });

  it('says "No records found" for each empty section, in both languages', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentWang') });
    await page.goto(recordPage(MOTHER));
    await page.getByTestId('beneficiary').waitFor();
    expect(await page.getByTestId('no-records').allTextContents()).toEqual(['暂无相关记录', '暂无相关记录', '暂无相关记录']);
    await screenshot(page, 'health-record-empty-zh');
    await page.goto(recordPage(MOTHER, 'en-US'));
    await expect
      .poll(() => page.getByTestId('no-records').allTextContents(), POLL)
      .toEqual(['No records found', 'No records found', 'No records found']);
    await screenshot(page, 'health-record-empty-en');
    await context.close();
  });

  it('reads in English', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentWang'), locale: 'en-US' });
    await page.goto(recordPage(BOY, 'en-US'));
    await page.getByTestId('beneficiary').waitFor();
    await expect.poll(() => page.title(), POLL).toBe('Family Member');
    await screenshot(page, 'health-record-boy-en');
    const visit = page.getByTestId('visit').first();
    await visit.getByText('Medical record and prescriptions').click();
    await visit.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-visit-en');
    const vitaminD = page.getByTestId('test-report').filter({ hasText: '25-hydroxyvitamin D' });
    expect(await vitaminD.getByTestId('item-flag').textContent()).toBe('↓ Low');
    await vitaminD.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-reports-en');
    await page.getByTestId('checkup-report').scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-checkup-en');
    await context.close();
  });

  it('says "Cannot find this information" to a parent who may not see the member', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentLi') });
    await page.goto(recordPage(BOY));
    await page.getByTestId('health-record-not-found').waitFor();
    expect(await page.getByTestId('health-record-not-found').textContent()).toContain('未找到相关信息');
    await screenshot(page, 'health-record-not-found-zh');
    await page.goto(recordPage(BOY, 'en-US'));
    await expect.poll(() => page.getByTestId('health-record-not-found').textContent(), POLL).toContain('Cannot find this information');
    await screenshot(page, 'health-record-not-found-en');
    await context.close();
  });

  it('lets the clinic doctor read the record, and the editor sees that read in the audit trail', async () => {
    const editor = await signIn('editor');
    const trail = async () =>
      (await api('GET', `/app-web2/admin/audit_events?familyMemberId=${BOY}&action=read&limit=1`, { token: editor })).data;
    const before = (await trail()).total as number;
    const { context, page } = await newPhone(browser, { token: await signIn('doctorChen') });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/health_record')) reads.push(request.url());
    });
    await page.goto(recordPage(BOY));
    await page.getByTestId('beneficiary').waitFor();
    // One view, one read: one row in the trail, whether the server's render read it (the data then came inline
    // and the browser asked for nothing) or the browser did.
    expect(reads.length).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await trail()).total, POLL).toBe(before + 1);
    expect((await trail()).list[0]).toMatchObject({
      role: 'doctor',
      accountName: '陈医生',
      route: '/app-web2/family_members/:familyMemberId/health_record',
    });
    await context.close();
  });
});

describe('a report’s attached PDF', () => {
  it('is attached by the clinic doctor on the report form and opened by the parent through the access-checked path', async () => {
    const name = `血常规 ${Date.now()}`;
    const doctor = await newPhone(browser, { token: await signIn('doctorChen') });
    await doctor.page.goto(`/doctor/patient/testReport?patientId=${BOY_PATIENT}&lang=zh-CN`);
    await doctor.page.getByTestId('field-name').fill(name);
    await doctor.page.getByTestId('item-0-name').fill('血红蛋白');
    await doctor.page.getByTestId('item-0-value').fill('120');
    await doctor.page
      .getByTestId('attachment-input')
      .setInputFiles({ name: '化验单.pdf', mimeType: 'application/pdf', buffer: pdfFile(name) });
    await expect.poll(() => doctor.page.getByTestId('attachment-0').textContent(), POLL).toContain('化验单.pdf');
    await screenshot(doctor.page, 'health-record-attachment-form-zh');
    await doctor.page.getByTestId('entry-save').click();
    await doctor.page.getByTestId('patient-header').waitFor();
    await doctor.context.close();

    const { context, page } = await newPhone(browser, { token: await signIn('parentWang') });
    await page.goto(recordPage(BOY));
    const report = page.getByTestId('test-report').filter({ hasText: name });
    const attachment = report.getByTestId('attachment');
    await expect.poll(() => attachment.textContent(), POLL).toContain('化验单.pdf');
    expect(await attachment.textContent()).toContain('PDF 文件');
    await attachment.scrollIntoViewIfNeeded();
    await screenshot(page, 'health-record-attachment-parent-zh');
    const [file, opened] = await Promise.all([
      page.waitForResponse((res) => /\/attachments\/[0-9a-f-]{36}$/.test(res.url())),
      context.waitForEvent('page'),
      attachment.getByTestId('attachment-open').click(),
    ]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect(file.headers()['content-disposition']).toMatch(/^inline; filename=".*\.pdf"; filename\*=UTF-8''/);
    expect(opened.url()).toMatch(/^blob:/);
    await context.close();
  });
});
