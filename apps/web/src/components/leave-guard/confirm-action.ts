import { Dialog } from '../../lib/antd-mobile-imperative.ts';
import { i18n } from '../../lib/i18n/index.ts';

/**
 * Asks before an action that goes live or takes something away (issue 30): the question names what changes, the
 * confirm button says what it does, "cancel" leaves everything as it was. Resolves true when the user confirmed.
 */
export function confirmAction({ title, content, confirmText }: { title: string; content: string; confirmText: string }): Promise<boolean> {
  return Dialog.confirm({ title, content, confirmText, cancelText: i18n.t('common:confirmAction.cancel') });
}

/** A record's name for such a question: its title or name in the user's language, a plain string as it is. */
export function nameOf(value: unknown, language: string, fallback = ''): string {
  if (typeof value === 'string') return value || fallback;
  if (value && typeof value === 'object') {
    const text = (value as Record<string, unknown>)[language] ?? Object.values(value)[0];
    if (typeof text === 'string' && text) return text;
  }
  return fallback;
}
