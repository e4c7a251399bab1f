import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { GrowthBaseInfo, GrowthRecord, Language } from '@sprout/contracts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { LatestSummary } from './latest-summary.tsx';
import { PointDetails } from './point-details.tsx';
import { RecordItem } from './record-item.tsx';

const perIndicator = <T,>(value: T) => ({ height: value, weight: value, headSize: value, bmi: value });
/** A preterm baby before term-equivalent age: her scores come from Fenton 2013, which has no BMI. */
const pretermRecord: GrowthRecord = {
  recordId: 'r1',
  growthId: 'g1',
  recordDate: '2026-03-10',
  height: 41,
  weight: 1.6,
  headSize: 29,
  measure: 'lying',
  bmi: null,
  ageDays: 40,
  correctedAgeDays: -16,
  postmenstrualAgeDays: 264,
  zScores: { height: -0.2, weight: -0.4, headSize: 0.1, bmi: null },
  centiles: { height: 42, weight: 34.5, headSize: 54, bmi: null },
  references: { height: 'fenton2013', weight: 'fenton2013', headSize: 'fenton2013', bmi: null },
  flags: perIndicator(false),
  recheck: [],
};
const schoolRecord: GrowthRecord = {
  ...pretermRecord,
  recordDate: '2026-10-22',
  height: 131.8,
  weight: 27.4,
  headSize: null,
  bmi: 15.77,
  ageDays: 3010,
  correctedAgeDays: 3010,
  postmenstrualAgeDays: null,
  zScores: { height: 0.57, weight: 0.4, headSize: null, bmi: 0.1 },
  centiles: { height: 71.6, weight: 65.5, headSize: null, bmi: 54 },
  references: { height: 'who2007', weight: 'who2007', headSize: null, bmi: 'who2007' },
};
const info = { latestRecord: schoolRecord } as GrowthBaseInfo;

const cases: Array<[Language, { list: string; latest: string; point: string }]> = [
  ['zh-CN', { list: '参照标准：Fenton 2013', latest: '依据WHO 2007 儿童青少年生长参考评估', point: 'Fenton 2013 早产儿生长曲线' }],
  [
    'en-US',
    { list: 'Reference: Fenton 2013', latest: 'Scored against the WHO 2007 Growth Reference', point: 'Fenton 2013 preterm growth chart' },
  ],
];

describe.each(cases)('in %s every score says which reference it comes from', (language, texts) => {
  test('the records list, the latest measurement and a tapped chart point name the reference', async () => {
    await setUpTestI18n(language);
    render(
      <MemoryRouter>
        <ul>
          <RecordItem record={pretermRecord} birthDate="2026-01-29" editPath={null} />
        </ul>
        <LatestSummary info={info} indicator="height" />
        <PointDetails
          point={{ recordId: 'r1', recordDate: '2026-03-10', x: 37.7, value: 41, zScore: -0.2, centile: 42, reference: 'fenton2013' }}
          unit="cm"
          ageText="PMA"
          ageValue="37+5"
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('record-reference').textContent).toBe(texts.list);
    expect(screen.getByTestId('latest-reference').textContent).toBe(texts.latest);
    expect(screen.getByTestId('point-reference').textContent).toBe(texts.point);
  });
});
