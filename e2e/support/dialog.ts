import type { Page } from 'playwright-core';

/**
 * Answers the app's question (an antd-mobile dialog: "leave this page?", "publish to parents?"), which must name
 * `mentions` when given, and returns what it said. Waits for the question to be on screen and then gone: no timer.
 */
export async function answerQuestion(page: Page, answer: 'confirm' | 'cancel', mentions?: string | RegExp): Promise<string> {
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.adm-dialog-footer') });
  await dialog.waitFor({ timeout: 20_000 });
  const text = (await dialog.textContent()) ?? '';
  if (mentions !== undefined && !(typeof mentions === 'string' ? text.includes(mentions) : mentions.test(text)))
    throw new Error(`the question "${text}" does not name ${String(mentions)}`);
  // The confirming button is the bold one; "cancel" (stay) is the other.
  await dialog.locator(answer === 'confirm' ? '.adm-dialog-button-bold' : '.adm-dialog-button:not(.adm-dialog-button-bold)').click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  return text;
}
