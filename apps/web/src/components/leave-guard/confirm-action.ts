import { i18n } from '../../lib/i18n/index.ts';

/**
 * Asks before an action that goes live or takes something away (issue 30): the question names what changes, the
 * confirm button says what it does, "cancel" leaves everything as it was. Resolves true when the user confirmed.
 */
export async function confirmAction({
  title,
  content,
  confirmText,
}: {
  title: string;
  content: string;
  confirmText: string;
}): Promise<boolean> {
  const { Dialog } = await loadDialog();
  return Dialog.confirm({ title, content, confirmText, cancelText: i18n.t('common:confirmAction.cancel') });
}

/**
 * antd-mobile's imperative Dialog (about 30 KB) is loaded when a question is first asked, not with the editor's
 * first screen: every editor form uses the leave guard, few ever ask.
 */
export const loadDialog = () => import('../../lib/antd-mobile-imperative.ts');

/** A record's name for such a question: its title or name in the user's language, a plain string as it is. */
export function nameOf(value: unknown, language: string, fallback = ''): string {
  if (typeof value === 'string') return value || fallback;
  if (value && typeof value === 'object') {
    const text = (value as Record<string, unknown>)[language] ?? Object.values(value)[0];
    if (typeof text === 'string' && text) return text;
  }
  return fallback;
}
