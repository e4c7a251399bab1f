/**
 * Unsent form drafts, kept in sessionStorage: they survive leaving a form and coming back (issue 15), end with
 * the browser tab, and are wiped at sign-out so the next user of a shared device never sees them.
 */
const PREFIX = 'sprout.draft.';

export function readDraft<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage refused: the draft lives as long as the form.
  }
}

export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}

export function clearDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i)).filter((k): k is string =>
      Boolean(k?.startsWith(PREFIX)),
    );
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}
