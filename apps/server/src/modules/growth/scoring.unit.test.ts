import { describe, expect, it } from 'vitest';
import { scoreGrowth } from '@sprout/clinical';
import { loadConfig } from '../../config/env.ts';
import { loadReferences } from '../../reference/index.ts';
import type { GrowthRecordRow, GrowthSubject } from './repository.ts';
import { recordScorer, scoreRecord, toRecord, type ScoringSet } from './scoring.ts';

const all = loadReferences(loadConfig({ NODE_ENV: 'test' }).referenceDataDir);
const refs = all.growth;
const set: ScoringSet = { choice: 'who', china: all.china, ig21: all.ig21, cdc: all.cdc2000 };

const subject = {
  profile: { id: 'g', familyMemberId: 'm', fullTermFlag: 1, gestationalAgeDays: null, reference: 'who', pretermReference: 'fenton2013' },
  name: 'x',
  sex: 'female',
  birthDate: '2023-01-10',
} as unknown as GrowthSubject;

const row = (recordDate: string, heightCm: number, weightKg: number, measure: GrowthRecordRow['measure'] = null) =>
  ({ id: recordDate, growthId: 'g', recordDate, heightCm, weightKg, headCm: null, measure }) as GrowthRecordRow;

// Newest first, as a records page reads them; the height drops 1.2 cm between the last two (a re-measure reason).
const page = [
  row('2025-03-01', 90.1, 13.2, 'lying'),
  row('2024-11-01', 91.3, 12.6),
  row('2024-06-01', 84, 11.4),
  row('2023-12-01', 76, 9.6),
];

describe('growth scoring of one answer', () => {
  it('scores each record once, however many answers of the page ask for it', () => {
    const score = recordScorer(refs, subject, set);
    const first = score(page[1]!);
    expect(score(page[1]!)).toBe(first);
    expect(score(page[0]!)).not.toBe(first);
  });

  it('gives each record of a page what it gets scored alone, re-measure check included', () => {
    const shared = recordScorer(refs, subject, set);
    const together = page.map((r, i) => toRecord(refs, subject, r, page[i + 1] ?? null, set, shared));
    const alone = page.map((r, i) => toRecord(refs, subject, r, page[i + 1] ?? null, set));
    expect(together).toEqual(alone);
    expect(together[0]!.recheck).toEqual([expect.objectContaining({ kind: 'shrink', indicator: 'height', previousDate: '2024-11-01' })]);
  });

  it('scores each indicator as the clinical package does for that one input (position, BMI from both values)', () => {
    const scores = scoreRecord(refs, subject, page[0]!, set);
    const base = { sex: 'female', birthDate: subject.birthDate, measuredOn: '2025-03-01', gestationalAgeDays: null } as const;
    expect(scores.height?.z).toBe(scoreGrowth(refs, { ...base, indicator: 'height', value: 90.1, measure: 'lying' }).z);
    expect(scores.weight?.z).toBe(scoreGrowth(refs, { ...base, indicator: 'weight', value: 13.2 }).z);
    expect(scores.bmi?.z).toBe(scoreGrowth(refs, { ...base, indicator: 'bmi', weightKg: 13.2, heightCm: 90.1, measure: 'lying' }).z);
    expect(scores.headSize).toBeNull();
  });
});
