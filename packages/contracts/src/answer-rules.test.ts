import { describe, expect, it } from 'vitest';
import { checkAnswers } from './answer-rules.ts';
import { questionListInputSchema, type Question } from './questions.ts';

const TODAY = '2025-06-15';
const questions: Question[] = [
  {
    id: 'correction',
    type: 'single',
    label: 'Correction',
    required: true,
    options: [
      { value: 'none', label: 'None' },
      { value: 'ortho-k', label: 'Ortho-k' },
    ],
  },
  {
    id: 'signs',
    type: 'multiple',
    label: 'Signs',
    required: false,
    minSelected: 1,
    maxSelected: 2,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C' },
    ],
  },
  { id: 'notes', type: 'text', label: 'Notes', required: false, minLength: 2, maxLength: 5 },
  { id: 'height', type: 'number', label: 'Height', required: true, min: 40, max: 200, step: 0.1 },
  { id: 'examDate', type: 'date', label: 'Exam', required: true, minDate: '2020-01-01', notInFuture: true },
];
const valid = { correction: 'none', signs: ['a'], notes: 'ok', height: 128.3, examDate: '2025-06-15' };
const problemsOf = (answers: Record<string, unknown>) => checkAnswers(questions, answers as never, TODAY).problems;

describe('survey answer validation', () => {
  it('accepts a complete valid set and keeps the trimmed answers', () => {
    const result = checkAnswers(questions, { ...valid, notes: '  ok  ' }, TODAY);
    expect(result.problems).toEqual([]);
    expect(result.answers).toEqual({ ...valid, notes: 'ok' });
  });

  it('names every required question left empty, whether missing, null, blank or an empty list', () => {
    expect(problemsOf({ signs: ['a'] })).toEqual([
      { questionId: 'correction', code: 'required' },
      { questionId: 'height', code: 'required' },
      { questionId: 'examDate', code: 'required' },
    ]);
    expect(problemsOf({ ...valid, correction: '   ' })).toEqual([{ questionId: 'correction', code: 'required' }]);
    expect(problemsOf({ ...valid, height: null })).toEqual([{ questionId: 'height', code: 'required' }]);
  });

  it('lets an optional question be skipped and leaves it out of the stored answers', () => {
    const { problems, answers } = checkAnswers(questions, { ...valid, signs: [], notes: '' }, TODAY);
    expect(problems).toEqual([]);
    expect(answers).not.toHaveProperty('signs');
    expect(answers).not.toHaveProperty('notes');
  });

  it('refuses a single answer that is not one of the options, or not a string', () => {
    expect(problemsOf({ ...valid, correction: 'laser' })).toEqual([{ questionId: 'correction', code: 'notAnOption' }]);
    expect(problemsOf({ ...valid, correction: ['none'] })).toEqual([{ questionId: 'correction', code: 'wrongType' }]);
  });

  it('keeps multiple choices a subset of the options within the min and max count', () => {
    expect(problemsOf({ ...valid, signs: ['a', 'z'] })).toEqual([{ questionId: 'signs', code: 'notAnOption' }]);
    expect(problemsOf({ ...valid, signs: ['a', 'a'] })).toEqual([{ questionId: 'signs', code: 'duplicateChoice' }]);
    expect(problemsOf({ ...valid, signs: ['a', 'b', 'c'] })).toEqual([{ questionId: 'signs', code: 'tooManyChoices', params: { max: 2 } }]);
    expect(problemsOf({ ...valid, signs: ['a', 'b'] })).toEqual([]);
    expect(problemsOf({ ...valid, signs: 'a' })).toEqual([{ questionId: 'signs', code: 'wrongType' }]);
  });

  it('counts text length in characters, Chinese included, on the trimmed text', () => {
    expect(problemsOf({ ...valid, notes: '近视' })).toEqual([]);
    expect(problemsOf({ ...valid, notes: '近' })).toEqual([{ questionId: 'notes', code: 'tooShort', params: { min: 2 } }]);
    expect(problemsOf({ ...valid, notes: '一二三四五' })).toEqual([]);
    expect(problemsOf({ ...valid, notes: '一二三四五六' })).toEqual([{ questionId: 'notes', code: 'tooLong', params: { max: 5 } }]);
  });

  it('holds numbers to their range on both sides of each bound and to their step', () => {
    expect(problemsOf({ ...valid, height: 40 })).toEqual([]);
    expect(problemsOf({ ...valid, height: 39.9 })).toEqual([{ questionId: 'height', code: 'tooSmall', params: { min: 40 } }]);
    expect(problemsOf({ ...valid, height: 200 })).toEqual([]);
    expect(problemsOf({ ...valid, height: 200.1 })).toEqual([{ questionId: 'height', code: 'tooBig', params: { max: 200 } }]);
    expect(problemsOf({ ...valid, height: 128.35 })).toEqual([{ questionId: 'height', code: 'step', params: { step: 0.1 } }]);
    expect(problemsOf({ ...valid, height: '128' })).toEqual([{ questionId: 'height', code: 'wrongType' }]);
  });

  it('takes only real YYYY-MM-DD dates between the earliest allowed day and today', () => {
    expect(problemsOf({ ...valid, examDate: '2025-02-30' })).toEqual([{ questionId: 'examDate', code: 'date' }]);
    expect(problemsOf({ ...valid, examDate: '15/06/2025' })).toEqual([{ questionId: 'examDate', code: 'date' }]);
    expect(problemsOf({ ...valid, examDate: '2020-01-01' })).toEqual([]);
    expect(problemsOf({ ...valid, examDate: '2019-12-31' })).toEqual([
      { questionId: 'examDate', code: 'dateTooEarly', params: { min: '2020-01-01' } },
    ]);
    expect(problemsOf({ ...valid, examDate: '2025-06-16' })).toEqual([
      { questionId: 'examDate', code: 'dateTooLate', params: { max: TODAY } },
    ]);
  });

  it('refuses answers to questions the survey does not have', () => {
    expect(problemsOf({ ...valid, shoeSize: 32 })).toEqual([{ questionId: 'shoeSize', code: 'unknownQuestion' }]);
  });
});

describe('question definitions', () => {
  const label = { 'zh-CN': '题', 'en-US': 'Q' };
  const single = (id: string) => ({
    id,
    type: 'single',
    label,
    required: true,
    options: [
      { value: 'a', label },
      { value: 'b', label },
    ],
  });

  it('refuses duplicate question ids and option values with the path of the second', () => {
    const dupId = questionListInputSchema.safeParse([single('q1'), single('q1')]);
    expect(dupId.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['1.id', 'questions.duplicateId']]);
    const dupOption = questionListInputSchema.safeParse([
      {
        ...single('q1'),
        options: [
          { value: 'a', label },
          { value: 'a', label },
        ],
      },
    ]);
    expect(dupOption.error?.issues.map((i) => i.path.join('.'))).toEqual(['0.options.1.value']);
  });

  it('refuses limits that no answer could meet', () => {
    const number = { id: 'n', type: 'number', label, required: true, min: 10, max: 5 };
    expect(questionListInputSchema.safeParse([number]).error?.issues[0]?.message).toBe('questions.badRange');
    const multiple = { ...single('m'), type: 'multiple', maxSelected: 3 };
    expect(questionListInputSchema.safeParse([multiple]).error?.issues[0]?.path.join('.')).toBe('0.maxSelected');
  });
});
