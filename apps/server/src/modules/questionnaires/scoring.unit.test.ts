import { describe, expect, it } from 'vitest';
import type { Question } from '@sprout/contracts';
import { MYOPIA_RISK_QUESTIONS } from '../../db/seed/engagement-questionnaires.ts';
import { levelFor, levelProblems, scoreAnswers, scoreRange } from './scoring.ts';

const opts = (...points: number[]) => points.map((p, i) => ({ value: `o${i}`, label: `O${i}`, points: p }));
const questions: Question[] = [
  { id: 'a', type: 'single', label: 'A', required: true, options: opts(0, 1, 3) },
  { id: 'b', type: 'multiple', label: 'B', required: false, maxSelected: 2, options: opts(1, 2, 4) },
  { id: 'c', type: 'number', label: 'C', required: false, min: 0, max: 10 },
];
const levels = [
  { key: 'low', minScore: 0, maxScore: 3 },
  { key: 'medium', minScore: 4, maxScore: 6 },
  { key: 'high', minScore: 7, maxScore: 9 },
];

describe('questionnaire scoring', () => {
  it('sums the points of the chosen options and ignores unscored questions', () => {
    expect(scoreAnswers(questions, { a: 'o2', b: ['o0', 'o2'], c: 7 })).toBe(3 + 1 + 4);
    expect(scoreAnswers(questions, { a: 'o0' })).toBe(0);
  });

  it('scores the seeded myopia-risk answers of a high-risk child as the parents would add them up', () => {
    const answers = {
      outdoor: 'under-1h',
      nearWork: 'often',
      screens: 'over-2h',
      parents: 'both',
      distance: 'close',
      signs: ['squinting', 'board'],
    };
    expect(scoreAnswers(MYOPIA_RISK_QUESTIONS, answers)).toBe(3 + 2 + 2 + 3 + 2 + 2);
    expect(scoreRange(MYOPIA_RISK_QUESTIONS)).toEqual({ min: 0, max: 15 });
  });

  it('knows the lowest and highest reachable score, respecting max choices and optional questions', () => {
    // a: 0..3; b: skip (0) .. two best (2 + 4).
    expect(scoreRange(questions)).toEqual({ min: 0, max: 9 });
    const negative: Question[] = [{ id: 'n', type: 'multiple', label: 'N', required: true, minSelected: 1, options: opts(-2, -1, 5) }];
    expect(scoreRange(negative)).toEqual({ min: -3, max: 5 });
  });

  it('puts a score in the level whose range holds it, on each side of every boundary', () => {
    expect(levelFor(levels, 3)?.key).toBe('low');
    expect(levelFor(levels, 4)?.key).toBe('medium');
    expect(levelFor(levels, 6)?.key).toBe('medium');
    expect(levelFor(levels, 7)?.key).toBe('high');
    expect(levelFor(levels, 10)).toBeNull();
  });

  it('accepts levels that cover every reachable score exactly once', () => {
    expect(levelProblems(levels, { min: 0, max: 9 })).toEqual([]);
  });

  it('refuses levels with a gap, an overlap, a short end, a reversed range or a repeated key', () => {
    expect(levelProblems([levels[0]!, { ...levels[1]!, minScore: 5 }, levels[2]!], { min: 0, max: 9 })).toEqual([
      { index: 1, field: 'minScore', message: 'questionnaires.levelsGap' },
    ]);
    expect(levelProblems([levels[0]!, { ...levels[1]!, minScore: 3 }, levels[2]!], { min: 0, max: 9 })).toEqual([
      { index: 1, field: 'minScore', message: 'questionnaires.levelsOverlap' },
    ]);
    expect(levelProblems(levels, { min: 0, max: 10 })).toEqual([{ index: 2, field: 'maxScore', message: 'questionnaires.levelsGap' }]);
    expect(levelProblems(levels, { min: -1, max: 9 })).toEqual([{ index: 0, field: 'minScore', message: 'questionnaires.levelsGap' }]);
    expect(levelProblems([{ key: 'x', minScore: 5, maxScore: 1 }], { min: 0, max: 9 })[0]?.message).toBe('questions.badRange');
    expect(levelProblems([levels[0]!, { ...levels[1]!, key: 'low' }], { min: 0, max: 6 })[0]?.message).toBe(
      'questionnaires.duplicateLevel',
    );
  });
});
