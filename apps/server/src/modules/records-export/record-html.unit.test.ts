import { describe, expect, it } from 'vitest';
import { escapeHtml, renderRecordHtml } from './record-html.ts';

describe('the readable page', () => {
  it('escapes every value taken from the data', () => {
    expect(escapeHtml(`<img src=x onerror="a">&'`)).toBe('&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
    const html = renderRecordHtml({
      member: { name: '<script>alert(1)</script>', sex: 'female', birthDate: '2020-01-01' },
      growth: [],
      eye: [],
      boneAges: [{ takenOn: '2025-06-01', boneAgeMonths: 75, method: 'other', note: '<b>hand</b>' }],
      record: { visits: [], testReports: [], checkupReports: [] },
      generatedAt: '2026-01-01T00:00:00.000Z',
      lang: 'en-US',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('No records found');
    expect(html).toContain('&lt;b&gt;hand&lt;/b&gt;');
  });
});
