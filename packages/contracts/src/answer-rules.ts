import type { Answers, AnswerValue, QuestionShape } from './questions.ts';

/**
 * Checks answers against the questions they answer. Pure and shared: the server refuses with it (400 naming
 * the question as `answers.<questionId>`), the client shows the same messages before sending.
 */
export type AnswerProblemCode =
  | 'required'
  | 'unknownQuestion'
  | 'wrongType'
  | 'notAnOption'
  | 'duplicateChoice'
  | 'tooFewChoices'
  | 'tooManyChoices'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'step'
  | 'date'
  | 'dateTooEarly'
  | 'dateTooLate';

export interface AnswerProblem {
  questionId: string;
  code: AnswerProblemCode;
  params?: Record<string, string | number>;
}

export interface CheckedAnswers {
  problems: AnswerProblem[];
  /** Trimmed answers to the known questions, empty ones left out: what is stored. */
  answers: Answers;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Tolerance for decimal steps: 36.6 / 0.1 is 365.99999999999994 in binary floating point. */
const STEP_EPSILON = 1e-9;

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Code points, so that one Chinese character or emoji counts as one. */
const textLength = (text: string) => [...text].length;

function checkOne(q: QuestionShape, value: AnswerValue, today: string): Omit<AnswerProblem, 'questionId'> | null {
  switch (q.type) {
    case 'single': {
      if (typeof value !== 'string') return { code: 'wrongType' };
      return q.options.some((o) => o.value === value) ? null : { code: 'notAnOption' };
    }
    case 'multiple': {
      if (!Array.isArray(value)) return { code: 'wrongType' };
      if (value.some((v) => !q.options.some((o) => o.value === v))) return { code: 'notAnOption' };
      if (new Set(value).size !== value.length) return { code: 'duplicateChoice' };
      const min = Math.max(q.minSelected ?? 0, q.required ? 1 : 0);
      const max = q.maxSelected ?? q.options.length;
      if (value.length < min) return { code: 'tooFewChoices', params: { min } };
      if (value.length > max) return { code: 'tooManyChoices', params: { max } };
      return null;
    }
    case 'text': {
      if (typeof value !== 'string') return { code: 'wrongType' };
      const length = textLength(value.trim());
      if (q.minLength !== undefined && length < q.minLength) return { code: 'tooShort', params: { min: q.minLength } };
      if (length > q.maxLength) return { code: 'tooLong', params: { max: q.maxLength } };
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'wrongType' };
      if (value < q.min) return { code: 'tooSmall', params: { min: q.min } };
      if (value > q.max) return { code: 'tooBig', params: { max: q.max } };
      if (q.step !== undefined) {
        const steps = (value - q.min) / q.step;
        if (Math.abs(steps - Math.round(steps)) > STEP_EPSILON * Math.max(1, Math.abs(steps)))
          return { code: 'step', params: { step: q.step } };
      }
      return null;
    }
    case 'date': {
      if (typeof value !== 'string' || !isRealDate(value)) return { code: 'date' };
      if (q.minDate && value < q.minDate) return { code: 'dateTooEarly', params: { min: q.minDate } };
      const latest = [q.maxDate, q.notInFuture ? today : undefined].filter((d): d is string => Boolean(d)).sort()[0];
      if (latest && value > latest) return { code: 'dateTooLate', params: { max: latest } };
      return null;
    }
  }
}

/** `today` (YYYY-MM-DD) is explicit so that "not in the future" is testable on both sides of midnight. */
export function checkAnswers(questions: readonly QuestionShape[], answers: Answers, today: string): CheckedAnswers {
  const problems: AnswerProblem[] = [];
  const clean: Answers = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) problems.push({ questionId: id, code: 'unknownQuestion' });
  }
  for (const q of questions) {
    const value = answers[q.id];
    if (isEmptyAnswer(value)) {
      if (q.required) problems.push({ questionId: q.id, code: 'required' });
      continue;
    }
    const problem = checkOne(q, value as AnswerValue, today);
    if (problem) problems.push({ questionId: q.id, ...problem });
    else clean[q.id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  return { problems, answers: clean };
}
