import type { AdviceTextEntry } from '@sprout/contracts';

/** Where an advice's wording stands: the clinic's default, an editor's draft (default still shown), or edited and published. */
export const ADVICE_STATUSES = ['default', 'draft', 'edited'] as const;
export type AdviceStatus = (typeof ADVICE_STATUSES)[number];

export function adviceStatusOf(entry: AdviceTextEntry): AdviceStatus {
  if (entry.published) return 'edited';
  return entry.itemId ? 'draft' : 'default';
}

/** Does an advice match a search: its name, its key, or any wording of it in either language? */
export function matchesAdvice(entry: AdviceTextEntry, name: string, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const wordings = [entry.defaultText, entry.editedText].flatMap((w) =>
    w ? [w.title['zh-CN'], w.title['en-US'], w.text['zh-CN'], w.text['en-US']] : [],
  );
  return [name, entry.key, ...wordings].some((text) => text.toLowerCase().includes(needle));
}
