import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, openStaffPage, screenshot, STAFF_PAIRS } from './support/browser.ts';
import { answerQuestion } from './support/dialog.ts';

/**
 * Issue 30: who may manage staff is its own permission. The demo editor (who holds "manage staff") grants Dr Chen
 * "correct colleagues' entries" on the staff screen, is asked first with the doctor named, sees it held, then
 * revokes it the same way; the server's list agrees after each step. At 1280x800 zh-CN and 390x844 en-US.
 */
const POLL = { timeout: 20_000 };
const TEXT = {
  'zh-CN': { held: '已拥有', notHeld: '未拥有', grant: '授予', revoke: '收回' },
  'en-US': { held: 'held', notHeld: 'not held', grant: 'Grant', revoke: 'Revoke' },
} as const;
const AMEND = 'records.amendClinic';
const DOCTOR = '陈医生';

let browser: Browser;
let editorToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  editorToken = await signIn('editor');
});
afterAll(async () => browser?.close());

type StaffMember = { name: string; capabilities: string[] };
const heldByServer = async () => {
  const { data } = await api('GET', '/app-web2/admin/staff', { token: editorToken });
  return (data.list as StaffMember[]).find((m) => m.name === DOCTOR)!.capabilities.includes(AMEND);
};

describe.each(STAFF_PAIRS)('the staff permissions screen (%s, %s)', (viewport, lang) => {
  it('grants and revokes a doctor’s permission, asking first and naming the doctor', async () => {
    const t = TEXT[lang];
    const { page, close } = await openStaffPage(browser, viewport, lang, editorToken);
    try {
      await page.goto(`/admin/staff?lang=${lang}`);
      const row = page.locator('tr').filter({ hasText: DOCTOR });
      const permission = row.locator(`[data-testid$="-${AMEND}"]`);
      await expect.poll(() => permission.textContent(), POLL).toContain(t.notHeld);
      expect(await heldByServer()).toBe(false);

      await permission.getByRole('button', { name: t.grant }).click();
      await answerQuestion(page, 'confirm', DOCTOR);
      await expect.poll(async () => (await permission.textContent())?.includes(t.notHeld), POLL).toBe(false);
      expect(await permission.textContent()).toContain(t.held);
      expect(await heldByServer()).toBe(true);
      await screenshot(page, `staff-permissions-${viewport}-${lang}`);

      await permission.getByRole('button', { name: t.revoke }).click();
      await answerQuestion(page, 'confirm', DOCTOR);
      await expect.poll(() => permission.textContent(), POLL).toContain(t.notHeld);
      expect(await heldByServer()).toBe(false);
    } finally {
      await close();
    }
  });
});
