import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { GrowthRecord, Language } from '@sprout/contracts';
import { setUpTestI18n } from '../../test/i18n.ts';
import { RecheckNote } from './recheck-note.tsx';

const reasons: GrowthRecord['recheck'] = [
  { kind: 'shrink', indicator: 'height', previousDate: '2026-10-03', zChange: null, cmChange: -1 },
  { kind: 'zJump', indicator: 'weight', previousDate: '2026-10-03', zChange: 1.62, cmChange: null },
];

const cases: Array<[Language, string[]]> = [
  ['zh-CN', ['建议复测', '身高比 2026年10月3日 少 1.0 厘米', '体重比 2026年10月3日 偏离原百分位 +1.62 个标准差（超过两个百分位间隔）']],
  [
    'en-US',
    [
      'Worth measuring again',
      'Height 1.0 cm less than on Oct 3, 2026',
      'Weight moved +1.62 SD from its centile since Oct 3, 2026 (more than two centile spaces)',
    ],
  ],
];

describe.each(cases)('the re-measure note in %s', (language, texts) => {
  test('names each reason with the date of the record it was compared with', async () => {
    await setUpTestI18n(language);
    render(<RecheckNote reasons={reasons} />);
    const note = screen.getByTestId('record-recheck');
    expect(note.getAttribute('role')).toBe('note');
    expect([...note.children].map((child) => child.textContent)).toEqual(texts);
  });
});
