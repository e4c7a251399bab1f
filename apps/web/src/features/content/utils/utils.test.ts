import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';
import { legalKeyOfPath } from './legal-key.ts';

describe('content utilities', () => {
  it('maps each legal route to its text and nothing else', () => {
    expect(legalKeyOfPath('/privatePolicy')).toBe('privatePolicy');
    expect(legalKeyOfPath('/agreement/')).toBe('agreement');
    expect(legalKeyOfPath('/serviceComparison')).toBeNull();
    expect(legalKeyOfPath('/')).toBeNull();
  });

  it('formats dates in Shanghai time for each language', () => {
    expect(formatDate('2025-06-14T20:00:00Z', 'zh-CN')).toBe('2025年6月15日');
    expect(formatDate('2025-06-14T20:00:00Z', 'en-US')).toBe('15 June 2025');
    expect(formatDate('nonsense', 'en-US')).toBe('');
  });
});
