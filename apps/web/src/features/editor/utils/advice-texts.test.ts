import { describe, expect, it } from 'vitest';
import type { AdviceTextEntry } from '@sprout/contracts';
import { adviceStatusOf, matchesAdvice } from './advice-texts.ts';

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const entry = (over: Partial<AdviceTextEntry> = {}): AdviceTextEntry => ({
  key: 'sleepByAge',
  placeholders: ['min', 'max'],
  defaultText: { title: L('每天睡够', 'Sleep a day'), text: L('固定作息', 'A regular bedtime') },
  itemId: null,
  editedText: null,
  published: false,
  version: null,
  updatedAt: null,
  ...over,
});

describe('advice texts in the workspace list', () => {
  it('says whether the default, a draft or a published wording stands', () => {
    expect(adviceStatusOf(entry())).toBe('default');
    expect(adviceStatusOf(entry({ itemId: 'x', editedText: entry().defaultText }))).toBe('draft');
    expect(adviceStatusOf(entry({ itemId: 'x', published: true }))).toBe('edited');
  });

  it('finds an advice by its name, key or any wording, in either language, ignoring case', () => {
    expect(matchesAdvice(entry(), 'Sleep by age', '')).toBe(true);
    expect(matchesAdvice(entry(), 'Sleep by age', 'BEDTIME')).toBe(true);
    expect(matchesAdvice(entry(), 'Sleep by age', '作息')).toBe(true);
    expect(matchesAdvice(entry(), 'Sleep by age', 'sleepbyage')).toBe(true);
    expect(matchesAdvice(entry(), 'Sleep by age', 'vitamin')).toBe(false);
    expect(matchesAdvice(entry({ itemId: 'x', editedText: { title: L('午睡', 'Naps count'), text: L('', '') } }), '', 'naps')).toBe(true);
  });
});
