import type { Answers, QuestionShape } from '@sprout/contracts';

/**
 * Questionnaire scoring, pure: each chosen option adds its points (an option without points adds 0), the
 * score is the sum, and the result level is the one whose [minScore, maxScore] range holds the score.
 * Text, number and date questions are asked but not scored.
 */
export interface ScoreRange {
  min: number;
  max: number;
}

export interface LevelRange {
  key: string;
  minScore: number;
  maxScore: number;
}

const pointsOf = (q: QuestionShape, value: string) =>
  q.type === 'single' || q.type === 'multiple' ? (q.options.find((o) => o.value === value)?.points ?? 0) : 0;

export function scoreAnswers(questions: readonly QuestionShape[], answers: Answers): number {
  let score = 0;
  for (const q of questions) {
    const value = answers[q.id];
    if (q.type === 'single' && typeof value === 'string') score += pointsOf(q, value);
    if (q.type === 'multiple' && Array.isArray(value)) for (const v of value) score += pointsOf(q, v);
  }
  return score;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The lowest and highest score any valid set of answers can reach. */
export function scoreRange(questions: readonly QuestionShape[]): ScoreRange {
  let min = 0;
  let max = 0;
  for (const q of questions) {
    if (q.type !== 'single' && q.type !== 'multiple') continue;
    const points = q.options.map((o) => o.points ?? 0).sort((a, b) => a - b);
    // How many options an answer may choose; an optional question may also be skipped (0 chosen).
    const fewest = q.type === 'single' ? (q.required ? 1 : 0) : Math.max(q.minSelected ?? 0, q.required ? 1 : 0);
    const most = q.type === 'single' ? 1 : Math.min(q.maxSelected ?? points.length, points.length);
    const counts = Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i).concat(q.required ? [] : [0]);
    min += Math.min(...counts.map((k) => sum(points.slice(0, k))));
    max += Math.max(...counts.map((k) => sum(points.slice(points.length - k))));
  }
  return { min, max };
}

export function levelFor<L extends LevelRange>(levels: readonly L[], score: number): L | null {
  return levels.find((l) => l.minScore <= score && score <= l.maxScore) ?? null;
}

/**
 * Editor rules for levels: each range well formed, unique keys, and together they cover every reachable
 * score exactly once (no gap where a parent would get no result, no overlap where two would apply).
 */
export function levelProblems(levels: readonly LevelRange[], range: ScoreRange): Array<{ index: number; field: string; message: string }> {
  const problems: Array<{ index: number; field: string; message: string }> = [];
  const keys = new Set<string>();
  levels.forEach((l, index) => {
    if (keys.has(l.key)) problems.push({ index, field: 'key', message: 'questionnaires.duplicateLevel' });
    keys.add(l.key);
    if (l.minScore > l.maxScore) problems.push({ index, field: 'minScore', message: 'questions.badRange' });
  });
  if (problems.length > 0) return problems;
  const sorted = levels.map((l, index) => ({ ...l, index })).sort((a, b) => a.minScore - b.minScore);
  if (sorted[0]!.minScore > range.min) problems.push({ index: sorted[0]!.index, field: 'minScore', message: 'questionnaires.levelsGap' });
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const level = sorted[i]!;
    if (level.minScore <= previous.maxScore)
      problems.push({ index: level.index, field: 'minScore', message: 'questionnaires.levelsOverlap' });
    else if (level.minScore > previous.maxScore + 1)
      problems.push({ index: level.index, field: 'minScore', message: 'questionnaires.levelsGap' });
  }
  const last = sorted[sorted.length - 1]!;
  if (last.maxScore < range.max) problems.push({ index: last.index, field: 'maxScore', message: 'questionnaires.levelsGap' });
  return problems;
}
