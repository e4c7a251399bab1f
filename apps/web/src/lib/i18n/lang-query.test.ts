import { describe, expect, test } from 'vitest';
import { languageToSwitchTo } from './lang-query.ts';

describe('languageToSwitchTo (spec §2)', () => {
  test('switches to a supported language that differs from the current one', () => {
    expect(languageToSwitchTo('?lang=en-US', 'zh-CN')).toBe('en-US');
    expect(languageToSwitchTo('?a=1&lang=zh-CN', 'en-US')).toBe('zh-CN');
  });

  test('does nothing when the language is already in use', () => {
    expect(languageToSwitchTo('?lang=zh-CN', 'zh-CN')).toBeNull();
  });

  test('ignores values other than zh-CN and en-US', () => {
    for (const search of ['?lang=en', '?lang=fr-FR', '?lang=zh-cn', '?lang=', '', '?language=en-US']) {
      expect(languageToSwitchTo(search, 'zh-CN'), search).toBeNull();
    }
  });
});
