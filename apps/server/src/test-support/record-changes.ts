import { expect } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import type { VisitInput } from '@sprout/contracts';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import type { Persona, TestContext } from './test-app.ts';

/**
 * What the record-change tests share (issue 30 item 4): Dr Chen's visit for the Wang boy three days ago, and the
 * calls that save and correct it, made through the file's test context (`ctx`, opened in its beforeAll).
 */
export function recordChangeFixture(ctx: () => TestContext) {
  const boy = DEMO_IDS.members.boyHaoran;
  const base = `/app-web2/family_members/${boy}`;
  const recent = addDays(todayUtc(), -3);
  const visitInput: VisitInput = {
    visitDate: recent,
    department: '儿科',
    chiefComplaint: { 'zh-CN': '咳嗽 3 天', 'en-US': 'Cough for 3 days' },
    diagnosis: '急性支气管炎',
    prescriptions: [{ productCode: 'IBU-100', drugName: '布洛芬混悬液', dosage: '每次 8 ml', durationDays: 3 }],
  };

  async function newVisit(input: VisitInput = visitInput): Promise<string> {
    const res = await ctx().as('doctorChen', { method: 'POST', url: `${base}/visits`, payload: input });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.visitId as string;
  }
  const amendVisit = (persona: Persona | 'nobody', id: string, payload: object, lang = 'zh-CN') =>
    ctx().as(persona, { method: 'PUT', url: `${base}/visits/${id}?lang=${lang}`, payload });

  return { db: () => ctx().database.db, boy, base, recent, visitInput, newVisit, amendVisit };
}
