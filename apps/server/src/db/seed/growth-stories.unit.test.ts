import { describe, expect, it } from 'vitest';
import { scoreGrowth, todayUtc } from '@sprout/clinical';
import { loadConfig } from '../../config/env.ts';
import { loadReferences } from '../../reference/index.ts';
import { datedStory, GROWTH_STORIES } from './growth-stories.ts';

const refs = loadReferences(loadConfig({ NODE_ENV: 'test' }).referenceDataDir).growth;

describe('the growth stories of the demo', () => {
  for (const story of GROWTH_STORIES) {
    it(`${story.story}: every measurement is plausible and stays within one centile band of the story`, () => {
      const today = todayUtc();
      const { birthDate, records } = datedStory(story, today);
      const zs: number[] = [];
      for (const record of records) {
        expect(record.recordDate <= today).toBe(true);
        for (const indicator of ['height', 'weight', 'headSize'] as const) {
          const value = record[indicator];
          if (value === undefined) continue;
          const score = scoreGrowth(refs, {
            indicator,
            value,
            sex: story.sex,
            birthDate,
            measuredOn: record.recordDate,
            gestationalAgeDays: story.gestationalAgeDays,
          });
          expect(score.flag, `${record.ageDays} ${indicator}`).toBe(false);
          if (score.z !== null) zs.push(score.z);
        }
      }
      expect(zs.length).toBeGreaterThan(records.length);
      // "Plausible": between the 3rd and the 97th centile throughout, as a well child would be.
      expect(Math.min(...zs)).toBeGreaterThan(-1.881);
      expect(Math.max(...zs)).toBeLessThan(1.881);
    });
  }
});
