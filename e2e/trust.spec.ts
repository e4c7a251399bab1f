import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, newPhone, screenshot } from './support/browser.ts';

/** The demo's Wang boy, a patient of doctor Chen's Xuhui clinic (apps/server/src/db/seed/demo-people.ts). */
const BOY = '40000000-0000-4000-8000-000000000002';
/** Polls wait for the page under load (several engineers share two cores), not for a fixed time. */
const POLL = { timeout: 20_000 };

const TEXT = {
  'zh-CN': { doctor: '陈静', revoke: '撤销', suffix: 'zh' },
  'en-US': { doctor: 'Chen Jing', revoke: 'Revoke', suffix: 'en' },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe.each(['zh-CN', 'en-US'] as const)('family trust in %s', (lang) => {
  const text = TEXT[lang];

  it('shows the parent who viewed the record after a doctor read it, and downloads the FHIR bundle', async () => {
    const doctor = await signIn('doctorChen');
    await api('GET', `/app-web2/family_members/${BOY}/health_record`, { token: doctor });

    const { context, page } = await newPhone(browser, { token: await signIn('parentWang'), locale: lang });
    await page.goto(`/familyHealthyRecord/detail?familyMemberId=${BOY}&lang=${lang}`);
    await page.getByTestId('trust-access-log-link').click();
    await page.waitForURL('**/trust/accessLog?**');
    const doctorRead = page.locator('[data-testid="access-entry"][data-role="doctor"][data-subject="record"]').first();
    await doctorRead.waitFor(POLL);
    expect(await doctorRead.textContent()).toContain(text.doctor);
    await screenshot(page, `trust-access-log-${text.suffix}`);

    const download = page.waitForEvent('download');
    await page.getByTestId('export-fhir').click();
    const file = await (await download).path();
    const bundle = JSON.parse(readFileSync(file, 'utf8'));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry[0].resource.resourceType).toBe('Patient');
    expect(bundle.entry.length).toBeGreaterThan(10);

    const printable = page.waitForEvent('download');
    await page.getByTestId('export-printable').click();
    const html = readFileSync(await (await printable).path(), 'utf8');
    expect(html).toContain('@media print');
    await page.getByTestId('export-card').scrollIntoViewIfNeeded();
    await screenshot(page, `trust-export-${text.suffix}`);
    await context.close();
  });

  it('makes a share link that opens without signing in, and says revoked once revoked', async () => {
    const { context, page } = await newPhone(browser, { token: await signIn('parentWang'), locale: lang });
    await page.goto(`/trust/shares?familyMemberId=${BOY}&lang=${lang}`);
    await page.getByTestId('share-form').waitFor(POLL);
    await screenshot(page, `trust-share-form-${text.suffix}`);
    await page.getByTestId('share-create').click();
    const url = (await page.getByTestId('share-url').textContent(POLL))!.trim();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('share-qr').waitFor(POLL);
    await page.getByTestId('share-created').scrollIntoViewIfNeeded();
    await screenshot(page, `trust-share-link-${text.suffix}`);

    // Whoever receives the link: a fresh browser, nobody signed in.
    const visitor = await newPhone(browser, { locale: lang });
    const sharedAddress = `${url}?lang=${lang}`;
    await visitor.page.goto(sharedAddress);
    await visitor.page.getByTestId('shared-badge').waitFor(POLL);
    await visitor.page.locator('[data-testid="shared-chart-height"] [data-point]').first().waitFor(POLL);
    expect(await visitor.page.getByTestId('shared-expires').textContent()).toBeTruthy();
    await screenshot(visitor.page, `trust-shared-page-${text.suffix}`);
    await visitor.page.getByTestId('shared-eye').scrollIntoViewIfNeeded();
    await screenshot(visitor.page, `trust-shared-eye-${text.suffix}`);

    await page.reload();
    const active = page.locator('[data-testid="share-item"][data-status="active"]').first();
    await active.waitFor(POLL);
    await active.getByTestId('share-revoke').click();
    await page.locator('.adm-dialog').getByRole('button', { name: text.revoke }).click();
    await page.locator('[data-testid="share-item"][data-status="revoked"]').first().waitFor(POLL);
    await screenshot(page, `trust-share-list-${text.suffix}`);

    const later = await newPhone(browser, { locale: lang });
    await later.page.goto(sharedAddress);
    await later.page.locator('[data-testid="shared-closed"][data-status="revoked"]').waitFor(POLL);
    expect(await later.page.getByTestId('shared-badge').count()).toBe(0);
    await screenshot(later.page, `trust-shared-revoked-${text.suffix}`);
    await Promise.all([visitor.context.close(), later.context.close(), context.close()]);
  });
});
