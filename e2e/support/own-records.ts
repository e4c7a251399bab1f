import { api } from './api.ts';

/**
 * The questionnaire result and the order pages show one record of the parent's own, which the demo data has none
 * of (the layout check opens them with unknown ids, for their "not found" state): made here, so that the pages
 * measured are the ones a parent sees after answering and after ordering.
 */
export async function makeOwnRecords(token: string, base: string): Promise<Record<string, string>> {
  type Question = { id: string; type: string; required: boolean; options?: Array<{ value: string }>; min?: number; minLength?: number };
  const questionnaire = (await api('GET', '/app-web2/questionnaires/sleep-habits', { token, base })).data as { questions: Question[] };
  const answerTo = (q: Question): unknown =>
    q.type === 'single'
      ? q.options![0]!.value
      : q.type === 'multiple'
        ? [q.options![0]!.value]
        : q.type === 'number'
          ? q.min
          : q.type === 'date'
            ? '2024-01-01'
            : 'ok'.padEnd(q.minLength ?? 2, '.');
  const answers = Object.fromEntries(questionnaire.questions.map((q) => [q.id, answerTo(q)]));
  const submission = (await api('POST', '/app-web2/questionnaires/sleep-habits/submissions', { token, base, body: { answers } })).data as {
    submissionId: string;
  };
  const plans = (await api('GET', '/app-web2/plans', { token, base })).data as Array<{ planId: string }>;
  const order = (await api('POST', '/app-web2/orders', { token, base, body: { planId: plans[0]!.planId } })).data as { orderId: string };
  return {
    '/questionnaires/result': `/questionnaires/result?submissionId=${submission.submissionId}`,
    '/youzanOrder': `/youzanOrder?orderId=${order.orderId}`,
  };
}
