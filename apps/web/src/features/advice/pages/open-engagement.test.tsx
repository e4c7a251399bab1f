import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { HealthAdvices, OpenEngagement, PointsHistory } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const boy = { familyMemberId: 'm-boy', name: '小明', sex: 'male', birthDate: '2017-05-01', relation: 'child', patientIds: [] };
const advices: HealthAdvices = {
  familyMemberId: 'm-boy',
  name: '小明',
  ageDays: 3300,
  growthDate: null,
  eyeDate: null,
  advices: [],
  doctorAdvices: [],
};
const open: OpenEngagement = {
  questionnaires: [
    {
      code: 'myopia-risk',
      title: '孩子有近视风险吗？',
      reward: { kind: 'points', points: 50, couponName: null, validDays: null },
      lastSubmissionId: 's1',
    },
    { code: 'sleep-habits', title: '睡眠习惯', reward: null, lastSubmissionId: null },
  ],
  surveys: [{ diseaseCode: 'myopia', title: '近视情况调查', answered: false }],
};
const points: PointsHistory = {
  balance: 80,
  entries: [
    { delta: 50, reason: 'questionnaireReward', title: '孩子有近视风险吗？', at: '2026-11-20T02:00:00.000Z' },
    { delta: 30, reason: 'questionnaireReward', title: '睡眠习惯', at: '2026-10-02T02:00:00.000Z' },
  ],
};

function signedIn(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  setToken('token-1');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王芳', phone: '13800000001' }) }),
    'GET /app-web2/family_members': () => ({ body: envelope([boy]) }),
    'GET /app-web2/family_members/m-boy/health_advices': () => ({ body: envelope(advices) }),
    'GET /app-web2/family_members/m-boy/engagement': () => ({ body: envelope(open) }),
    'GET /app-web2/points': () => ({ body: envelope(points) }),
    ...extra,
  });
}

describe('questionnaires and surveys have a place a parent finds', () => {
  test('the advice page lists what is open for this child, what is done, and the way to the points', async () => {
    signedIn();
    renderApp('/healthAdvices/patient/healthAdvices?familyMemberId=m-boy');
    const section = await screen.findByTestId('open-engagement');
    const [risk, sleep] = within(section).getAllByTestId('open-questionnaire');
    expect(within(risk!).getAllByRole('link')[0]!.getAttribute('href')).toBe('/questionnaires/take?code=myopia-risk&familyMemberId=m-boy');
    expect(risk!.textContent).toContain('完成得 50 积分');
    expect(within(risk!).getByTestId('questionnaire-done').getAttribute('href')).toBe('/questionnaires/result?submissionId=s1');
    expect(within(sleep!).queryByTestId('questionnaire-done')).toBeNull();
    const survey = within(section).getByTestId('open-survey');
    expect(within(survey).getByRole('link').getAttribute('href')).toBe('/diseaseSurvey/myopia?familyMemberId=m-boy');
    fireEvent.click(within(section).getByTestId('my-points'));
    expect((await screen.findByTestId('points-balance')).textContent).toBe('当前积分：80');
    expect(screen.getAllByTestId('points-entry').map((e) => e.textContent)).toEqual([
      '+50 完成问卷「孩子有近视风险吗？」2026年11月20日',
      '+30 完成问卷「睡眠习惯」2026年10月2日',
    ]);
  });

  test('a questionnaire taken from a child’s list is submitted for that child', async () => {
    const bodies: unknown[] = [];
    const questionnaire = {
      code: 'sleep-habits',
      version: 1,
      title: '睡眠习惯',
      intro: '',
      reward: null,
      questions: [{ id: 'bedtime', type: 'single', label: '几点睡？', required: true, options: [{ value: 'early', label: '21 点前' }] }],
    };
    signedIn({
      'GET /app-web2/questionnaires/sleep-habits': () => ({ body: envelope(questionnaire) }),
      'POST /app-web2/questionnaires/sleep-habits/submissions': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 400, body: { code: 'VALIDATION', data: null, message: 'x', errors: [] } };
      },
    });
    renderApp('/questionnaires/take?code=sleep-habits&familyMemberId=m-boy');
    fireEvent.click(await screen.findByLabelText('21 点前'));
    fireEvent.submit(screen.getByTestId('questionnaire-form'));
    await waitFor(() => expect(bodies).toEqual([{ answers: { bedtime: 'early' }, familyMemberId: 'm-boy' }]));
  });
});
