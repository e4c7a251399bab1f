import { useMemo, useState } from 'react';
import type { Answers, Question } from '@sprout/contracts';
import { localIsoDate } from '../../lib/format/date.ts';
import { isApiError } from '../../lib/request/index.ts';
import { problemsById, serverProblems, toAnswers, type Draft } from './answer-state.ts';

/**
 * Draft answers with validation that starts when the parent first tries to send, then follows each change;
 * the server's 400 messages are shown under their questions until that question is changed.
 */
export function useQuestionForm(questions: readonly Question[]) {
  const [draft, setDraft] = useState<Draft>({});
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Map<string, string>>(new Map());
  const today = localIsoDate();
  const problems = useMemo(() => (tried ? problemsById(questions, draft, today) : new Map()), [questions, draft, tried, today]);

  return {
    draft,
    problems,
    serverMessages: server,
    /** Questions with a message, counted once each. */
    errorCount: new Set([...problems.keys(), ...server.keys()]).size,
    change(questionId: string, value: string | string[]) {
      setDraft((d) => ({ ...d, [questionId]: value }));
      setServer((s) => {
        if (!s.has(questionId)) return s;
        const next = new Map(s);
        next.delete(questionId);
        return next;
      });
    },
    /** The answers to send, or null (and the messages shown, focus on the first) when some are not valid. */
    prepare(): Answers | null {
      setTried(true);
      if (problemsById(questions, draft, today).size > 0) {
        focusFirstInvalid();
        return null;
      }
      return toAnswers(questions, draft);
    },
    /** True when the failure was the server's field check, now shown under the questions. */
    takeServerErrors(error: unknown): boolean {
      if (!isApiError(error) || error.status !== 400) return false;
      const messages = serverProblems(error.errors);
      if (messages.size === 0) return false;
      setServer(messages);
      focusFirstInvalid();
      return true;
    },
    reset() {
      setDraft({});
      setTried(false);
      setServer(new Map());
    },
  };
}

function focusFirstInvalid(): void {
  // After React has rendered the messages.
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(
      '[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]',
    );
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  });
}
