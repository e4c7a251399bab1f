import type { TFunction } from 'i18next';
import type { AnswerProblem, Question } from '@sprout/contracts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import type { Draft } from './answer-state.ts';
import { QuestionField } from './question-field.tsx';
import styles from './questions.module.css';

export function problemMessage(t: TFunction<'questions'>, problem: AnswerProblem): string {
  return t(`problems.${problem.code}`, problem.params ?? {});
}

interface QuestionListProps {
  questions: readonly Question[];
  draft: Draft;
  onChange: (questionId: string, value: string | string[]) => void;
  /** Problems found on the phone (shown once the parent tried to send) and messages from the server. */
  problems: Map<string, AnswerProblem>;
  serverMessages: Map<string, string>;
}

/** The questions of a survey or questionnaire, each with its message under it. */
export function QuestionList({ questions, draft, onChange, problems, serverMessages }: QuestionListProps) {
  const { t } = useTranslation('questions');
  return (
    <div className={styles.list}>
      {questions.map((q, index) => {
        const problem = problems.get(q.id);
        const error = problem ? problemMessage(t, problem) : (serverMessages.get(q.id) ?? null);
        return (
          <QuestionField
            key={q.id}
            question={q}
            index={index}
            value={draft[q.id]}
            onChange={(value) => onChange(q.id, value)}
            error={error}
          />
        );
      })}
    </div>
  );
}
