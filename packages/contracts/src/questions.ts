import { z } from 'zod';
import { isoDateSchema, textSchema } from './common.ts';

/**
 * Questions of disease surveys and questionnaires. One shape serves both: the editor writes each text in
 * both languages (`LocalizedInput`), a parent receives it in the request's language (`string`).
 */
export const QUESTION_TYPES = ['single', 'multiple', 'text', 'number', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Limits of what an editor may define; generous for real surveys, small enough to keep a page usable. */
export const QUESTION_LIMITS = {
  questions: 60,
  options: 20,
  labelLength: 200,
  helpLength: 500,
  /** A text answer of up to 2000 characters: a paragraph, not an essay. */
  textMaxLength: 2000,
} as const;

/** Text in both interface languages, each required and trimmed (editor input). */
export const localizedInputSchema = (max: number) =>
  z.strictObject({ 'zh-CN': textSchema({ min: 1, max, multiline: true }), 'en-US': textSchema({ min: 1, max, multiline: true }) });
export type LocalizedInput = z.infer<ReturnType<typeof localizedInputSchema>>;

export const questionIdSchema = z.string().regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, 'validation.format');
export const optionValueSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'validation.format');

/** The five question types over a text type: LocalizedInput for editors, string for readers. */
export function questionSchemaOf<T extends z.ZodType>(text: T, help: T) {
  const base = { id: questionIdSchema, label: text, help: help.optional(), required: z.boolean() };
  const option = z.strictObject({
    value: optionValueSchema,
    label: text,
    /** Questionnaires: the points this option adds to the score. Surveys leave it out. */
    points: z.number().int().min(-100).max(100).optional(),
  });
  const options = z.array(option).min(2).max(QUESTION_LIMITS.options);
  return z.discriminatedUnion('type', [
    z.strictObject({ ...base, type: z.literal('single'), options }),
    z.strictObject({
      ...base,
      type: z.literal('multiple'),
      options,
      minSelected: z.number().int().min(0).max(QUESTION_LIMITS.options).optional(),
      maxSelected: z.number().int().min(1).max(QUESTION_LIMITS.options).optional(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('text'),
      minLength: z.number().int().min(0).max(QUESTION_LIMITS.textMaxLength).optional(),
      maxLength: z.number().int().min(1).max(QUESTION_LIMITS.textMaxLength),
      multiline: z.boolean().optional(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('number'),
      min: z.number(),
      max: z.number(),
      /** 1 for whole numbers, 0.1 for one decimal... */
      step: z.number().positive().optional(),
      unit: text.optional(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('date'),
      minDate: isoDateSchema.optional(),
      maxDate: isoDateSchema.optional(),
      /** Dates that happened (onset, last exam): not after the day of answering. */
      notInFuture: z.boolean().optional(),
    }),
  ]);
}

const localizedLabel = localizedInputSchema(QUESTION_LIMITS.labelLength);
const localizedHelp = localizedInputSchema(QUESTION_LIMITS.helpLength);
export const questionInputSchema = questionSchemaOf(localizedLabel, localizedHelp);
export type QuestionInput = z.infer<typeof questionInputSchema>;
export const questionSchema = questionSchemaOf(z.string(), z.string());
export type Question = z.infer<typeof questionSchema>;

/** A question's structure, whatever language its texts are in: what validation and scoring need. */
export type QuestionShape = Question | QuestionInput;

/** Editor rules a schema of one question cannot express: unique ids and values, consistent limits. */
export function questionDefinitionProblems(questions: readonly QuestionShape[]): Array<{ path: (string | number)[]; message: string }> {
  const problems: Array<{ path: (string | number)[]; message: string }> = [];
  const ids = new Set<string>();
  questions.forEach((q, i) => {
    if (ids.has(q.id)) problems.push({ path: [i, 'id'], message: 'questions.duplicateId' });
    ids.add(q.id);
    if (q.type === 'single' || q.type === 'multiple') {
      const values = new Set<string>();
      q.options.forEach((o, j) => {
        if (values.has(o.value)) problems.push({ path: [i, 'options', j, 'value'], message: 'questions.duplicateOption' });
        values.add(o.value);
      });
    }
    if (q.type === 'multiple') {
      const min = q.minSelected ?? 0;
      const max = q.maxSelected ?? q.options.length;
      if (max > q.options.length || min > max) problems.push({ path: [i, 'maxSelected'], message: 'questions.badRange' });
    }
    if (q.type === 'text' && (q.minLength ?? 0) > q.maxLength) problems.push({ path: [i, 'minLength'], message: 'questions.badRange' });
    if (q.type === 'number' && q.min > q.max) problems.push({ path: [i, 'min'], message: 'questions.badRange' });
    if (q.type === 'date' && q.minDate && q.maxDate && q.minDate > q.maxDate) {
      problems.push({ path: [i, 'minDate'], message: 'questions.badRange' });
    }
  });
  return problems;
}

export const questionListInputSchema = z
  .array(questionInputSchema)
  .min(1)
  .max(QUESTION_LIMITS.questions)
  .superRefine((questions, ctx) => {
    for (const p of questionDefinitionProblems(questions)) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });

/** One answer: an option value (single), option values (multiple), text, a number, or a date (YYYY-MM-DD). */
export const answerValueSchema = z.union([
  textSchema({ max: QUESTION_LIMITS.textMaxLength * 2, multiline: true }),
  z.array(textSchema({ max: 40 })).max(QUESTION_LIMITS.options),
  z.number(),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z
  .record(textSchema({ max: 40 }), answerValueSchema)
  .refine((answers) => Object.keys(answers).length <= QUESTION_LIMITS.questions, 'validation.invalid');
export type Answers = z.infer<typeof answersSchema>;
