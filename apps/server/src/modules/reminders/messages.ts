import type { Language, ReminderKind } from '@sprout/contracts';

/** One item of a reminder message: whose, what, and the date it is due. */
export interface MessageItem {
  name: string;
  kind: ReminderKind;
  dueDate: string;
  vaccine: string | null;
  dose: number | null;
}

/** WeChat's `thing` fields take at most 20 characters; SMS template variables are kept as short. */
export const FIELD_MAX = 20;

const clip = (text: string) =>
  Array.from(text).length <= FIELD_MAX
    ? text
    : `${Array.from(text)
        .slice(0, FIELD_MAX - 1)
        .join('')}…`;

const WHAT: Record<Language, (item: MessageItem) => string> = {
  'zh-CN': (item) =>
    item.kind === 'growth' ? '生长发育检查' : item.kind === 'eye' ? '眼科复查' : `${item.vaccine ?? ''}疫苗第${item.dose ?? 1}剂`,
  'en-US': (item) =>
    item.kind === 'growth' ? 'growth check' : item.kind === 'eye' ? 'eye check' : `${item.vaccine ?? ''} dose ${item.dose ?? 1}`,
};
const SEPARATOR: Record<Language, string> = { 'zh-CN': '、', 'en-US': ', ' };

/**
 * The three fields of a reminder in the family's language, each within FIELD_MAX: the children it is about, what
 * is due, and the earliest date. The SMS template and the WeChat subscription template both take these three.
 */
export function reminderFields(language: Language, items: readonly MessageItem[]): { who: string; what: string; when: string } {
  const sorted = [...items].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const unique = (values: string[]) => [...new Set(values)];
  return {
    who: clip(unique(sorted.map((i) => i.name)).join(SEPARATOR[language])),
    what: clip(unique(sorted.map(WHAT[language])).join(SEPARATOR[language])),
    when: sorted[0]?.dueDate ?? '',
  };
}
