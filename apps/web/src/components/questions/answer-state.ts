import type { AnswerProblem, Answers, AnswerValue, Question } from '@sprout/contracts';
import { checkAnswers } from '@sprout/contracts/light';

/**
 * What the form holds while a parent types: numbers stay text until sent ("1." is on its way to "1.5").
 * `toAnswers` turns the draft into what the API takes; a number that does not parse is kept as text so that
 * the shared rules report it as the wrong type rather than silently dropping it.
 */
export type Draft = Record<string, string | string[]>;

export function toAnswers(questions: readonly Question[], draft: Draft): Answers {
  const answers: Answers = {};
  for (const q of questions) {
    const value = draft[q.id];
    if (value === undefined) continue;
    if (q.type === 'number' && typeof value === 'string') {
      const text = value.trim();
      const number = Number(text);
      answers[q.id] = text === '' ? null : Number.isFinite(number) ? number : (text as AnswerValue);
    } else {
      answers[q.id] = value;
    }
  }
  return answers;
}

/** The first problem of each question, by question id: what the form shows under each one. */
export function problemsById(questions: readonly Question[], draft: Draft, today: string): Map<string, AnswerProblem> {
  const map = new Map<string, AnswerProblem>();
  for (const p of checkAnswers(questions, toAnswers(questions, draft), today).problems) {
    if (!map.has(p.questionId)) map.set(p.questionId, p);
  }
  return map;
}

/** Field errors of a 400 (`answers.<questionId>`), already in the user's language. */
export function serverProblems(errors: ReadonlyArray<{ field: string; message: string }>): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of errors) {
    const id = e.field.startsWith('answers.') ? e.field.slice('answers.'.length) : null;
    if (id && !map.has(id)) map.set(id, e.message);
  }
  return map;
}
