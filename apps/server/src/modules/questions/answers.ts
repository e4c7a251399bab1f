import { checkAnswers, type Answers, type Language, type QuestionInput } from '@sprout/contracts';
import { validation } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { pick } from './localize.ts';

defineMessages({
  'answers.required': { 'zh-CN': '“{question}”为必答题', 'en-US': '“{question}” needs an answer' },
  'answers.unknownQuestion': { 'zh-CN': '问卷中没有这道题', 'en-US': 'is not a question of this survey' },
  'answers.wrongType': { 'zh-CN': '“{question}”的回答类型不正确', 'en-US': 'the answer to “{question}” has the wrong type' },
  'answers.notAnOption': { 'zh-CN': '“{question}”的回答不是可选项之一', 'en-US': 'the answer to “{question}” is not one of its options' },
  'answers.duplicateChoice': { 'zh-CN': '“{question}”有重复的选项', 'en-US': '“{question}” has the same option twice' },
  'answers.tooFewChoices': { 'zh-CN': '“{question}”至少选择 {min} 项', 'en-US': '“{question}” needs at least {min} choices' },
  'answers.tooManyChoices': { 'zh-CN': '“{question}”最多选择 {max} 项', 'en-US': '“{question}” allows at most {max} choices' },
  'answers.tooShort': { 'zh-CN': '“{question}”至少填写 {min} 个字', 'en-US': '“{question}” needs at least {min} characters' },
  'answers.tooLong': { 'zh-CN': '“{question}”最多填写 {max} 个字', 'en-US': '“{question}” allows at most {max} characters' },
  'answers.tooSmall': { 'zh-CN': '“{question}”不能小于 {min}', 'en-US': '“{question}” must be at least {min}' },
  'answers.tooBig': { 'zh-CN': '“{question}”不能大于 {max}', 'en-US': '“{question}” must be at most {max}' },
  'answers.step': { 'zh-CN': '“{question}”的精度为 {step}', 'en-US': '“{question}” must be a multiple of {step}' },
  'answers.date': { 'zh-CN': '“{question}”应为 YYYY-MM-DD 格式的日期', 'en-US': '“{question}” must be a date written YYYY-MM-DD' },
  'answers.dateTooEarly': { 'zh-CN': '“{question}”不能早于 {min}', 'en-US': '“{question}” cannot be before {min}' },
  'answers.dateTooLate': { 'zh-CN': '“{question}”不能晚于 {max}', 'en-US': '“{question}” cannot be after {max}' },
  'questions.duplicateId': { 'zh-CN': '题目编号重复', 'en-US': 'is used by another question' },
  'questions.duplicateOption': { 'zh-CN': '选项取值重复', 'en-US': 'is used by another option' },
  'questions.badRange': { 'zh-CN': '最小值不能大于最大值', 'en-US': 'the lower limit is above the upper limit' },
});

/**
 * The answers as stored (trimmed, empty ones left out), or a 400 naming each question as `answers.<id>`
 * with its label in the message, so a parent knows which question to fix.
 */
export function assertAnswers(questions: QuestionInput[], answers: Answers, lang: Language, today: string): Answers {
  const { problems, answers: clean } = checkAnswers(questions, answers, today);
  if (problems.length === 0) return clean;
  const labels = new Map(questions.map((q) => [q.id, pick(q.label, lang)]));
  throw validation(
    problems.map((p) => ({
      field: `answers.${p.questionId}`,
      messageKey: `answers.${p.code}`,
      params: { question: labels.get(p.questionId) ?? p.questionId, ...(p.params ?? {}) },
    })),
  );
}
