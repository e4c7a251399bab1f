import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signIn } from './api.ts';
import { launchBrowser, openStaffPage, type StaffLanguage, type StaffViewport } from './browser.ts';

/**
 * What a file of editor journeys opens once: a browser, the demo editor's token and a parent's (who then reads what
 * the editor published), and a page at a staff viewport and language, signed in with a token or not at all.
 */
export function editorSession() {
  let browser: Browser | undefined;
  const session = {
    editorToken: '',
    parentToken: '',
    open: (viewport: StaffViewport, lang: StaffLanguage, token?: string) => openStaffPage(browser!, viewport, lang, token),
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    [session.editorToken, session.parentToken] = await Promise.all([signIn('editor'), signIn('parentWang')]);
  });
  afterAll(async () => browser?.close());
  return session;
}
