import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { EntryHistory, Visit } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

/** Issue 30: every version of a corrected entry, read-only, for the family and its doctors. */
const MEMBER = '40000000-0000-4000-8000-000000000002';
const VISIT = '60000000-0000-4000-8000-000000000001';
const visit = (diagnosis: string, version: number): Visit => ({
  visitId: VISIT,
  visitDate: '2025-03-05',
  clinicId: 'c1',
  clinicName: '禾苗（徐汇店）',
  department: '儿科',
  doctorName: '陈静',
  chiefComplaint: '发热 2 天',
  presentIllness: null,
  examination: null,
  diagnosis,
  advice: null,
  prescriptions: [],
  version,
  correction: version > 1 ? { at: '2025-03-06T02:30:00.000Z', by: '陈静' } : null,
});
const history = (withdrawn: EntryHistory<Visit>['withdrawn']): EntryHistory<Visit> => ({
  entryId: VISIT,
  withdrawn,
  versions: [
    { version: 2, madeAt: '2025-03-06T02:30:00.000Z', madeBy: '陈静', entry: visit('急性化脓性扁桃体炎', 2) },
    { version: 1, madeAt: '2025-03-05T02:30:00.000Z', madeBy: '陈静', entry: visit('急性扁桃体炎', 1) },
  ],
});

const PARENT = { id: 'p1', role: 'parent', name: '王丽', phone: '13800000001' };
const DOCTOR = { id: 'd1', role: 'doctor', name: '陈医生', phone: '13900000001' };

function open(withdrawn: EntryHistory<Visit>['withdrawn'], query = '', me = PARENT) {
  setToken(`token-${me.role}`);
  mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope(me) }),
    [`GET /app-web2/family_members/${MEMBER}/visits/${VISIT}/history`]: () => ({ body: envelope(history(withdrawn)) }),
  });
  renderApp(`/familyHealthyRecord/history?familyMemberId=${MEMBER}&kind=visit&entryId=${VISIT}${query}`);
}

describe('the history of a corrected entry', () => {
  test('compares the versions, newest first, marking what the correction changed, with a way back to the record', async () => {
    open(null);
    const table = await screen.findByTestId('history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[1]).toContain('版本 2 · 当前');
    expect(headers[2]).toContain('版本 1 · 原始');
    const diagnosis = within(table).getByRole('row', { name: /诊断/ });
    expect(diagnosis.textContent).toContain('急性化脓性扁桃体炎有改动');
    expect(within(table).getByRole('row', { name: /主诉/ }).textContent).not.toContain('有改动');
    expect(screen.getAllByTestId('history-version')).toHaveLength(2);
    expect(screen.getByTestId('history-back').getAttribute('href')).toBe(`/familyHealthyRecord/detail?familyMemberId=${MEMBER}`);
    // A parent keeps the phone layout at any width: not the staff workspace's wide shell, no doctor links.
    expect(screen.getByTestId('entry-history').getAttribute('data-layout')).toBeNull();
    expect(screen.queryByTestId('doctor-back')).toBeNull();
  });

  test('says when and by whom it was withdrawn, and sits a doctor in the workspace shell, back to the patient', async () => {
    open({ at: '2025-03-07T02:30:00.000Z', by: '陈静', reason: '录入错误' }, '&patientId=50000000-0000-4000-8000-000000000002', DOCTOR);
    const note = await screen.findByTestId('history-withdrawn');
    expect(note.textContent).toContain('陈静撤回');
    expect(note.textContent).toContain('原因：录入错误');
    const page = screen.getByTestId('entry-history');
    await waitFor(() => expect(page.getAttribute('data-layout')).toBe('wide'));
    const nav = within(screen.getByTestId('doctor-back'));
    expect(nav.getByTestId('back-to-patient').getAttribute('href')).toBe('/doctor/patient?patientId=50000000-0000-4000-8000-000000000002');
    expect(nav.getByTestId('back-to-list').getAttribute('href')).toBe('/doctor');
    expect(screen.queryByTestId('history-back')).toBeNull();
  });

  test('says there is nothing to show for an unknown kind', async () => {
    setToken('token-parent');
    mockApi({ 'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'p1', role: 'parent', name: '王丽', phone: '13800000001' }) }) });
    renderApp(`/familyHealthyRecord/history?familyMemberId=${MEMBER}&kind=eye&entryId=${VISIT}`);
    expect(await screen.findByTestId('history-not-found')).toBeTruthy();
  });
});
