import { beforeAll, describe, expect, test } from 'vitest';
import { setUpTestI18n } from '../../test/i18n.ts';
import { i18n } from '../i18n/index.ts';
import { ordinalText, percentileText } from './ordinal.ts';

beforeAll(() => setUpTestI18n('zh-CN'));

const en = () => i18n.getFixedT('en-US', 'common');
const zh = () => i18n.getFixedT('zh-CN', 'common');

/** The English rule written out by hand, as a check on the plural rules: 11-13 take "th" whatever their last digit. */
function expectedSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
}

describe('English ordinals from i18next’s ordinal plurals (issue 31)', () => {
  test('every whole number from 0 to 100 and past it', () => {
    for (let n = 0; n <= 120; n += 1) {
      expect(ordinalText(en(), n), String(n)).toBe(`${n}${expectedSuffix(n)}`);
    }
  });

  test('the cases a reader notices', () => {
    const read = (n: number) => ordinalText(en(), n);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 71, 72, 101, 111, 112].map(read)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '71st',
      '72nd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  test('percentiles 0-100 read as ordinals, the ends with their decimal', () => {
    for (let n = 1; n <= 99; n += 1) expect(percentileText(en(), n)).toBe(`${n}${expectedSuffix(n)} percentile`);
    expect(percentileText(en(), 71.4)).toBe('71st percentile');
    expect(percentileText(en(), 52.6)).toBe('53rd percentile');
    expect(percentileText(en(), 99.6)).toBe('99.6th percentile');
    expect(percentileText(en(), 0.4)).toBe('0.4th percentile');
  });

  test('Chinese has one form: 第 n 百分位', () => {
    for (let n = 1; n <= 99; n += 1) expect(percentileText(zh(), n)).toBe(`第 ${n} 百分位`);
    expect(ordinalText(zh(), 21)).toBe('第 21');
  });
});
