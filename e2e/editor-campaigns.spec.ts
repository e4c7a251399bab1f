import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/api.ts';
import { launchBrowser, openStaffPage, screenshot, STAFF_PAIRS } from './support/browser.ts';
import { answerQuestion } from './support/dialog.ts';

/**
 * Issue 16's campaign journeys: the demo editor builds a campaign page from nothing in the visual editor (hot-spot
 * image, doctor list, tabs, fixed button), meets a validation error on its node, fixes it, publishes with a window,
 * sees it on the public route and then "campaign ended"; and a page being built is not thrown away by a stray
 * click. At 1280x800 and at a phone, both languages.
 */
const POLL = { timeout: 20_000 };
const ENDED = { 'zh-CN': '活动已结束', 'en-US': 'This campaign has ended' } as const;
type Lang = keyof typeof ENDED;

let browser: Browser;
let editorToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  editorToken = await signIn('editor');
});
afterAll(async () => browser?.close());

const open = (viewport: 'phone' | 'desktop', lang: Lang, token?: string) => openStaffPage(browser, viewport, lang, token);

/** A datetime-local value `hours` from now, in the browser's time zone. */
const localInput = (page: Page, hours: number) =>
  page.evaluate((h) => {
    const d = new Date(Date.now() + h * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, hours);

/** Saves the campaign's window and waits for the server's answer and the panel drawn from it. */
async function saveWindow(page: Page) {
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/window$/.test(new URL(r.url()).pathname), POLL);
  await page.getByTestId('save-window').click();
  expect((await answered).ok()).toBe(true);
  await expect.poll(() => page.getByTestId('save-window').isEnabled(), POLL).toBe(true);
}

/** Follows a link of the workspace navigation; on a phone it sits behind the menu button. */
async function followNav(page: Page, path: string) {
  const link = page.locator(`nav a[href="${path}"]`);
  // Opened only when shut: after "stay" the menu is still open.
  if (!(await link.isVisible())) await page.getByTestId('nav-menu').click();
  await link.click();
}

describe.each(STAFF_PAIRS)("the editors' campaign pages (%s, %s)", (viewport, lang) => {
  const short = lang === 'zh-CN' ? 'zh' : 'en';
  const shot = (page: Page, name: string) => screenshot(page, `editor-${name}-${viewport}-${short}`);
  const stamp = `${viewport}-${short}-${Date.now()}`;

  it('builds a campaign page from nothing, fixes a validation error on its node, publishes it with a window, and the public sees it and then its end', async () => {
    const { page, close } = await open(viewport, lang, editorToken);
    await page.goto('/admin/activities');
    await page.getByTestId('new-activity').click();
    const tree = page.getByTestId('widget-tree');
    const panel = page.getByTestId('property-panel');
    await tree.waitFor(POLL);
    // An empty page: its settings are what is missing.
    await expect.poll(() => tree.getByTestId('tree-page').textContent(), POLL).toMatch(/3/);

    const slug = `e2e-${stamp}`.toLowerCase();
    const title = lang === 'zh-CN' ? '暑期护眼月' : 'Summer eye month';
    await page.locator('[data-path="slug"]').fill(slug);
    await panel.locator('[data-path="title"]').fill(title);
    await panel.locator('[data-path="share.title"]').fill(title);
    await panel.locator('[data-path="share.description"]').fill(lang === 'zh-CN' ? '免费视力检查' : 'A free eye check for every child');
    await panel.locator('[data-path="share.imageUrl"]').fill(`/activity/growth-banner-${short}.svg`);
    await expect.poll(() => page.getByTestId('share-card').textContent(), POLL).toContain(title);
    await shot(page, 'campaign-share-card');

    // A section with a hot-spot image and a doctor list, a tabbed section, and a fixed button.
    await page.getByTestId('add-containers').click();
    await page.getByTestId('add-type-containers.0.widgets').selectOption('HotSpot');
    await page.getByTestId('add-containers.0.widgets').click();
    await panel.locator('[data-path="areas.0.label"]').fill(lang === 'zh-CN' ? '预约检查' : 'Book a check');
    await page.getByTestId('add-type-containers.0.widgets').selectOption('DoctorListModule');
    await page.getByTestId('add-containers.0.widgets').click();
    await page.getByTestId('add-type-containers').selectOption('TabWidgetContainer');
    await page.getByTestId('add-containers').click();
    await page.getByTestId('add-type-globalWidgets.widgets').selectOption('FixedButton');
    await page.getByTestId('add-globalWidgets.widgets').click();
    const preview = page.getByTestId('activity-preview');
    await preview.getByTestId('hot-spot').waitFor(POLL);
    await preview.getByTestId('doctor-list-module').waitFor(POLL);
    await preview.getByTestId('tab-widget-container').waitFor(POLL);

    // Delete, undo, redo, undo: the doctor list comes back.
    await tree.getByTestId('tree-containers.0.widgets.1').click();
    await tree.getByTestId('tree-delete').click();
    await expect.poll(() => preview.getByTestId('doctor-list-module').count(), POLL).toBe(0);
    await page.getByTestId('undo').click();
    await expect.poll(() => preview.getByTestId('doctor-list-module').count(), POLL).toBe(1);
    await page.getByTestId('redo').click();
    await expect.poll(() => preview.getByTestId('doctor-list-module').count(), POLL).toBe(0);
    await page.getByTestId('undo').click();
    await expect.poll(() => preview.getByTestId('doctor-list-module').count(), POLL).toBe(1);

    // The doctor list names its clinic (and would name its doctors) by name, never by id.
    await tree.getByTestId('tree-containers.0.widgets.1').click();
    const clinic = panel.locator('[data-path="source.clinicId"] option:checked');
    await expect.poll(() => clinic.textContent(), POLL).toMatch(/\S/);
    expect(await clinic.textContent()).not.toMatch(/^[0-9a-f]{8}-|不在列表|not in the list/);
    if (viewport === 'desktop') {
      // Dragged onto the hot spot's row, the doctor list goes before it; undo puts it back.
      await tree.getByTestId('tree-containers.0.widgets.1').dragTo(tree.getByTestId('tree-containers.0.widgets.0'));
      await expect.poll(() => tree.getByTestId('tree-containers.0.widgets.0').textContent(), POLL).toMatch(/浦东店医生|Doctors in Pudong/);
      await page.getByTestId('undo').click();
      await expect.poll(() => tree.getByTestId('tree-containers.0.widgets.1').textContent(), POLL).toMatch(/浦东店医生|Doctors in Pudong/);
    }

    // A broken link on the fixed button: the error sits on that node, in the tree and in its panel.
    await tree.getByTestId('tree-globalWidgets.widgets.0').click();
    await panel.locator('[data-path="link"]').fill('javascript:alert(1)');
    await tree.getByTestId('problems-globalWidgets.widgets.0').waitFor(POLL);
    expect(await tree.locator('[data-testid^="problems-"]').count()).toBe(1);
    await panel.getByTestId('error-link').waitFor();
    await page.getByTestId('save').click();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    await panel.getByTestId('error-link').scrollIntoViewIfNeeded();
    await shot(page, 'campaign-error');
    await panel.locator('[data-path="link"]').fill('/package');
    await expect.poll(() => tree.locator('[data-testid^="problems-"]').count(), POLL).toBe(0);

    await page.getByTestId('save').click();
    await page.waitForURL(/\/admin\/activities\/edit\?id=/, POLL);
    const publish = page.getByTestId('publish-panel');
    await publish.waitFor(POLL);
    await page.locator('[data-path="startsAt"]').fill(await localInput(page, -1));
    await page.locator('[data-path="endsAt"]').fill(await localInput(page, 24 * 7));
    // Each write is awaited to its answer (the panel redraws with the saved window), never to a clock.
    await saveWindow(page);
    await publish.getByTestId('publish-latest').click();
    await answerQuestion(page, 'confirm', title);
    await expect.poll(() => publish.getByTestId('publish-latest').isDisabled(), POLL).toBe(true);
    await page.getByTestId('tree-containers.0').scrollIntoViewIfNeeded();
    await shot(page, 'campaign-editor');
    await publish.scrollIntoViewIfNeeded();
    await shot(page, 'campaign-published');

    const visitor = await open(viewport, lang);
    await visitor.page.goto(`/activityHtmls?id=${slug}`);
    await visitor.page.getByTestId('activity-page').waitFor(POLL);
    await visitor.page.getByTestId('hot-spot').waitFor(POLL);
    await visitor.page.getByTestId('doctor-list-module').waitFor(POLL);
    await visitor.page.getByTestId('tab-widget-container').waitFor(POLL);
    await expect.poll(() => visitor.page.title(), POLL).toBe(title);
    await shot(visitor.page, 'campaign-public');

    // The window moved into the past: the same address now says the campaign has ended.
    await page.locator('[data-path="startsAt"]').fill(await localInput(page, -48));
    await page.locator('[data-path="endsAt"]').fill(await localInput(page, -24));
    await saveWindow(page);
    await expect.poll(() => page.getByTestId('publish-status').textContent(), POLL).toMatch(/已结束|ended/);
    await visitor.page.goto(`/activityHtmls?id=${slug}`);
    await visitor.page.getByTestId('activity-ended').waitFor(POLL);
    expect(await visitor.page.getByTestId('activity-ended').textContent()).toContain(ENDED[lang]);
    await shot(visitor.page, 'campaign-ended');
    await visitor.close();
    await close();
  });

  it('asks before a sidebar click throws away a page being built: staying keeps the work, leaving discards it', async () => {
    const { page, close } = await open(viewport, lang, editorToken);
    await page.goto('/admin/activities/edit');
    const tree = page.getByTestId('widget-tree');
    await tree.waitFor(POLL);
    const title = lang === 'zh-CN' ? '未保存的活动' : 'Unsaved campaign';
    await page.getByTestId('property-panel').locator('[data-path="title"]').fill(title);
    await page.getByTestId('add-containers').click();
    await tree.getByTestId('tree-containers.0').waitFor(POLL);

    await followNav(page, '/admin/clinics');
    const question = await answerQuestion(page, 'cancel', lang === 'zh-CN' ? '未保存的修改' : 'unsaved changes');
    expect(question).toContain(lang === 'zh-CN' ? '离开此页' : 'Leave this page');
    expect(new URL(page.url()).pathname).toBe('/admin/activities/edit');
    await tree.getByTestId('tree-containers.0').waitFor(POLL);
    await tree.getByTestId('tree-page').click();
    expect(await page.getByTestId('property-panel').locator('[data-path="title"]').inputValue()).toBe(title);
    await shot(page, 'leave-stayed');

    // A reload asks too (the browser's own question), while the form is dirty.
    const asked = page.waitForEvent('dialog', POLL);
    void page.reload().catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await tree.getByTestId('tree-containers.0').waitFor(POLL);

    await followNav(page, '/admin/clinics');
    await answerQuestion(page, 'confirm');
    await page.waitForURL(/\/admin\/clinics$/, POLL);
    // Back from the clinics page once it is on screen (the address changes before the next page has rendered).
    await page.getByTestId('add-clinic').waitFor(POLL);
    await page.goBack();
    await page.getByTestId('widget-tree').waitFor(POLL);
    expect(await page.getByTestId('tree-containers.0').count()).toBe(0);
    await close();
  });
});
