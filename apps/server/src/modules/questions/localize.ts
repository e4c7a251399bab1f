import type { Language, LocalizedInput, Question, QuestionInput } from '@sprout/contracts';

/** Editors write both languages; readers get theirs. */
export const pick = (text: LocalizedInput, lang: Language): string => text[lang];

export function localizeQuestion(q: QuestionInput, lang: Language): Question {
  const common = { id: q.id, label: pick(q.label, lang), required: q.required, ...(q.help ? { help: pick(q.help, lang) } : {}) };
  switch (q.type) {
    case 'single':
    case 'multiple': {
      const options = q.options.map((o) => ({
        value: o.value,
        label: pick(o.label, lang),
        ...(o.points !== undefined ? { points: o.points } : {}),
      }));
      return q.type === 'single'
        ? { ...common, type: 'single', options }
        : {
            ...common,
            type: 'multiple',
            options,
            ...(q.minSelected !== undefined ? { minSelected: q.minSelected } : {}),
            ...(q.maxSelected !== undefined ? { maxSelected: q.maxSelected } : {}),
          };
    }
    case 'text':
      return {
        ...common,
        type: 'text',
        maxLength: q.maxLength,
        ...(q.minLength !== undefined ? { minLength: q.minLength } : {}),
        ...(q.multiline ? { multiline: true } : {}),
      };
    case 'number':
      return {
        ...common,
        type: 'number',
        min: q.min,
        max: q.max,
        ...(q.step !== undefined ? { step: q.step } : {}),
        ...(q.unit ? { unit: pick(q.unit, lang) } : {}),
      };
    case 'date':
      return {
        ...common,
        type: 'date',
        ...(q.minDate ? { minDate: q.minDate } : {}),
        ...(q.maxDate ? { maxDate: q.maxDate } : {}),
        ...(q.notInFuture ? { notInFuture: true } : {}),
      };
  }
}

/** Questionnaire options carry points for scoring; a parent sees the options, not what each is worth. */
export function withoutPoints(q: Question): Question {
  if (q.type !== 'single' && q.type !== 'multiple') return q;
  return { ...q, options: q.options.map(({ value, label }) => ({ value, label })) };
}
