import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './support/api.ts';
import { launchBrowser, openStaffPage, screenshot, STAFF_PAIRS } from './support/browser.ts';

/**
 * Issue 30: a corrected entry keeps its versions. Dr Chen saves a visit for the Wang boy and corrects its
 * diagnosis; on the patient page the entry is marked corrected with a "Versions" link, whose page shows the first
 * and the current diagnosis; the family's health record marks the entry and opens the same versions, read only.
 * At 1280x800 zh-CN and 390x844 en-US.
 */
const POLL = { timeout: 20_000 };
const BOY = { memberId: '40000000-0000-4000-8000-000000000002', patientId: '50000000-0000-4000-8000-000000000002' };

let browser: Browser;
let chen: string;
let parent: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [chen, parent] = await Promise.all([signIn('doctorChen'), signIn('parentWang')]);
});
afterAll(async () => browser?.close());

/** A visit of a few days ago by Dr Chen, then its correction: the two diagnoses the history must show. */
async function correctedVisit(tag: string): Promise<{ visitId: string; first: string; second: string }> {
  const visitDate = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const first = `急性支气管炎 ${tag}`;
  const second = `急性支气管炎（病毒性） ${tag}`;
  const input = { visitDate, department: '儿科', chiefComplaint: { 'zh-CN': '咳嗽 3 天', 'en-US': 'Cough for 3 days' }, diagnosis: first };
  const base = `/app-web2/family_members/${BOY.memberId}/visits`;
  const { data } = await api('POST', base, { token: chen, body: input });
  await api('PUT', `${base}/${data.visitId}`, { token: chen, body: { ...input, diagnosis: second, version: 1 } });
  return { visitId: data.visitId as string, first, second };
}

describe.each(STAFF_PAIRS)('the versions of a corrected entry (%s, %s)', (viewport, lang) => {
  it('are one link away for the doctor and for the family, the first and the current side by side', async () => {
    const { visitId, first, second } = await correctedVisit(`${viewport}-${lang}`);

    const doctor = await openStaffPage(browser, viewport, lang, chen);
    try {
      await doctor.page.goto(`/doctor/patient?patientId=${BOY.patientId}&lang=${lang}`);
      const entry = doctor.page.locator(`[data-entry-id="${visitId}"]`);
      await entry.getByTestId('entry-history').click();
      await expect.poll(() => doctor.page.getByTestId('history-table').textContent(), POLL).toContain(first);
      expect(await doctor.page.getByTestId('history-table').textContent()).toContain(second);
      await screenshot(doctor.page, `entry-history-doctor-${viewport}-${lang}`);
    } finally {
      await doctor.close();
    }

    const family = await openStaffPage(browser, viewport, lang, parent);
    try {
      await family.page.goto(`/familyHealthyRecord/detail?familyMemberId=${BOY.memberId}&lang=${lang}`);
      // The visit's card opens on a tap; its versions link is inside.
      const link = family.page.locator(`a[data-testid="entry-history"][href*="entryId=${visitId}"]`);
      await family.page.locator('details[data-testid="visit"]').filter({ has: link }).locator('summary').click();
      await link.click();
      await expect.poll(() => family.page.getByTestId('history-table').textContent(), POLL).toContain(first);
      expect(await family.page.getByTestId('history-table').textContent()).toContain(second);
      await screenshot(family.page, `entry-history-family-${viewport}-${lang}`);
    } finally {
      await family.close();
    }
  });
});
