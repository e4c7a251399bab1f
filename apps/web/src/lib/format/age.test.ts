import { beforeAll, describe, expect, test } from 'vitest';
import { calendarAge, calendarAgeFromDays } from '@sprout/clinical/calendar-age';
import { setUpTestI18n } from '../../test/i18n.ts';
import { i18n } from '../i18n/index.ts';
import { ageText, correctedAge } from './age.ts';

beforeAll(() => setUpTestI18n('zh-CN'));

const inBoth = (age: ReturnType<typeof calendarAge>) => ({
  'zh-CN': ageText(i18n.getFixedT('zh-CN', 'common'), age),
  'en-US': ageText(i18n.getFixedT('en-US', 'common'), age),
});

describe('one age for a child on every screen', () => {
  test('years and months after the first birthday', () => {
    expect(inBoth(calendarAge('2018-07-24', '2026-11-23'))).toEqual({ 'zh-CN': '8岁3个月', 'en-US': '8 years 3 months' });
    expect(inBoth(calendarAge('2017-11-23', '2026-11-23'))).toEqual({ 'zh-CN': '9岁', 'en-US': '9 years' });
  });

  test('months and days in the first year, days in the first month', () => {
    expect(inBoth(calendarAge('2026-05-05', '2026-11-21'))).toEqual({ 'zh-CN': '6个月16天', 'en-US': '6 months 16 days' });
    expect(inBoth(calendarAge('2026-06-21', '2026-11-21'))).toEqual({ 'zh-CN': '5个月', 'en-US': '5 months' });
    expect(inBoth(calendarAge('2026-11-01', '2026-11-21'))).toEqual({ 'zh-CN': '20天', 'en-US': '20 days' });
    expect(inBoth(calendarAge('2026-11-20', '2026-11-21'))).toEqual({ 'zh-CN': '1天', 'en-US': '1 day' });
  });

  test('a corrected age in days reads the same way', () => {
    expect(inBoth(calendarAgeFromDays(147, '2026-11-30'))).toEqual({ 'zh-CN': '4个月24天', 'en-US': '4 months 24 days' });
  });

  test('no age for a birth date after the as-of date', () => {
    expect(inBoth(calendarAge('2026-11-22', '2026-11-21'))).toEqual({ 'zh-CN': '未知', 'en-US': 'Unknown' });
  });

  test('corrects a baby born at 32+3 weeks by the 53 days she came early, and not a full-term child', () => {
    expect(correctedAge('2026-05-07', '2026-11-23', 227)).toBe(200 - 53);
    expect(correctedAge('2026-05-07', '2026-11-23', null)).toBeNull();
  });
});
