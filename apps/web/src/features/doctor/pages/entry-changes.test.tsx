import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { PatientOverview, Visit } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

/** Issue 30 item 4: the doctor's edit and withdraw actions on each entry of the patient page. */
const PATIENT = '50000000-0000-4000-8000-000000000002';
const MEMBER = '40000000-0000-4000-8000-000000000002';
const VISIT = '60000000-0000-4000-8000-000000000001';
const OTHERS = '60000000-0000-4000-8000-000000000002';
const WITHDRAWN_REPORT = '60000000-0000-4000-8000-000000000003';
const memberApi = `/app-web2/family_members/${MEMBER}`;

const overview: PatientOverview = {
  patient: {
    patientId: PATIENT,
    familyMemberId: MEMBER,
    name: '王浩然',
    sex: 'male',
    birthDate: '2017-07-01',
    clinicId: 'c1',
    clinicName: '禾苗（徐汇店）',
    fileNumber: 'XH-1',
    outpatientNumber: 'MZ-1',
    lastVisitDate: '2025-03-05',
    nextDueDate: null,
    flags: [],
    gestationalAgeDays: null,
    guardianPhones: ['138****0001'],
  } as PatientOverview['patient'],
  growth: null,
  eye: null,
  visits: [
    {
      visitId: VISIT,
      visitDate: '2025-03-05',
      department: '儿科',
      diagnosis: '急性扁桃体炎',
      doctorName: '陈静',
      version: 2,
      correction: { at: '2025-03-06T02:30:00.000Z', by: '陈静' },
      mayChange: true,
    },
    {
      visitId: OTHERS,
      visitDate: '2025-02-01',
      department: '眼科',
      diagnosis: '近视',
      doctorName: '赵明',
      version: 1,
      correction: null,
      mayChange: false,
    },
  ],
  testReports: [],
  checkupReports: [],
  advices: [],
  totals: { visits: 2, testReports: 0, checkupReports: 0, advices: 0 },
  withdrawn: [{ kind: 'testReport', entryId: WITHDRAWN_REPORT, date: '2025-02-20', withdrawnAt: '2025-03-07T02:30:00.000Z' }],
};

const visit: Visit = {
  visitId: VISIT,
  visitDate: '2025-03-05',
  clinicId: 'c1',
  clinicName: '禾苗（徐汇店）',
  department: '儿科',
  doctorName: '陈静',
  chiefComplaint: '发热 2 天',
  presentIllness: null,
  examination: '咽部充血',
  diagnosis: '急性扁桃体炎',
  advice: null,
  prescriptions: [],
  version: 2,
  correction: { at: '2025-03-06T02:30:00.000Z', by: '陈静' },
};

function asDoctor(handlers: Parameters<typeof mockApi>[0]) {
  setToken('token-doctor');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'd1', role: 'doctor', name: '陈医生', phone: '13900000001' }) }),
    [`GET /health-info-service/doctor/patients/${PATIENT}/overview`]: () => ({ body: envelope(overview) }),
    ...handlers,
  });
}
const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, method: string, suffix: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'https://x').pathname.endsWith(suffix))
    .map(([, init]) => JSON.parse(String(init!.body)));

describe('the doctor’s patient page', () => {
  test('offers edit and withdraw on the doctor’s own entries only, and shows the correction mark', async () => {
    asDoctor({});
    renderApp(`/doctor/patient?patientId=${PATIENT}`);
    const [own, others] = await screen.findAllByTestId('entry-visit');
    expect(within(own!).getByTestId('entry-edit').getAttribute('href')).toBe(`/doctor/patient/visit?patientId=${PATIENT}&entryId=${VISIT}`);
    expect(within(own!).getByTestId('entry-withdraw')).toBeTruthy();
    expect(within(own!).getByTestId('corrected-mark').textContent).toContain('已更正');
    expect(within(own!).getByTestId('corrected-mark').textContent).toContain('陈静');
    expect(within(others!).queryByTestId('entry-edit')).toBeNull();
    expect(within(others!).queryByTestId('entry-withdraw')).toBeNull();
  });

  test('keeps a placeholder for a withdrawn entry in its section, with the versions link a corrected entry has', async () => {
    asDoctor({});
    renderApp(`/doctor/patient?patientId=${PATIENT}`);
    const placeholder = await screen.findByTestId('entry-withdrawn');
    expect(within(screen.getByTestId('overview-testReports')).getByTestId('entry-withdrawn')).toBe(placeholder);
    expect(placeholder.textContent).toContain('2025-02-20');
    expect(placeholder.textContent).toContain('检验检查报告已于 2025年3月7日 撤回');
    const link = within(placeholder).getByTestId('entry-history');
    const corrected = within((await screen.findAllByTestId('entry-visit'))[0]!).getByTestId('entry-history');
    expect(link.textContent).toBe(corrected.textContent);
    expect(link.getAttribute('href')).toBe(
      `/familyHealthyRecord/history?familyMemberId=${MEMBER}&kind=testReport&entryId=${WITHDRAWN_REPORT}&patientId=${PATIENT}`,
    );
    expect(within(placeholder).queryByTestId('entry-edit')).toBeNull();
    expect(within(placeholder).queryByTestId('entry-withdraw')).toBeNull();
  });

  test('withdrawing asks first, naming what goes away; cancel sends nothing, confirm sends the version seen', async () => {
    const fetchMock = asDoctor({
      [`POST ${memberApi}/visits/${VISIT}/withdraw`]: () => ({
        body: envelope({ entryId: VISIT, version: 2, withdrawnAt: '2025-03-07T00:00:00Z' }),
      }),
    });
    renderApp(`/doctor/patient?patientId=${PATIENT}`);
    const [own] = await screen.findAllByTestId('entry-visit');
    fireEvent.click(within(own!).getByTestId('entry-withdraw'));
    const question = await screen.findByText(/将从家长的健康档案和所有导出中消失/);
    expect(question.textContent).toContain('2025年3月5日 的就诊与处方：儿科 · 急性扁桃体炎');
    expect(question.textContent).toContain('仍保留在记录历史和审计日志中');
    await act(async () => fireEvent.click(screen.getByText('取消')));
    expect(bodiesOf(fetchMock, 'POST', '/withdraw')).toEqual([]);

    fireEvent.click(within(own!).getByTestId('entry-withdraw'));
    await screen.findByText(/将从家长的健康档案和所有导出中消失/);
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '撤回' })));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/withdraw')).toEqual([{ version: 2 }]));
  });
});

describe('correcting an entry', () => {
  test('reuses the entry form, filled with the current version, and sends the correction with that version', async () => {
    const fetchMock = asDoctor({
      [`GET ${memberApi}/visits/${VISIT}`]: () => ({ body: envelope(visit) }),
      [`PUT ${memberApi}/visits/${VISIT}`]: () => ({ body: envelope({ ...visit, diagnosis: '急性化脓性扁桃体炎', version: 3 }) }),
    });
    renderApp(`/doctor/patient/visit?patientId=${PATIENT}&entryId=${VISIT}`);
    const diagnosis = await screen.findByTestId<HTMLTextAreaElement>('field-diagnosis');
    expect(diagnosis.value).toBe('急性扁桃体炎');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('更正：就诊与处方');
    expect(screen.getByTestId('correction-note').textContent).toContain('已更正');
    fireEvent.change(diagnosis, { target: { value: '急性化脓性扁桃体炎' } });
    fireEvent.click(screen.getByTestId('entry-save'));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', `/visits/${VISIT}`)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT', `/visits/${VISIT}`)[0]).toMatchObject({
      version: 2,
      visitDate: '2025-03-05',
      department: '儿科',
      chiefComplaint: '发热 2 天',
      examination: '咽部充血',
      diagnosis: '急性化脓性扁桃体炎',
    });
  });

  test('says so when the entry changed meanwhile (409) and keeps what was typed', async () => {
    asDoctor({
      [`GET ${memberApi}/visits/${VISIT}`]: () => ({ body: envelope(visit) }),
      [`PUT ${memberApi}/visits/${VISIT}`]: () => ({
        status: 409,
        body: { code: 'RECORD_EXISTS', data: null, message: '这条记录在您打开后已被更改，请重新打开后再更正', errors: [] },
      }),
    });
    renderApp(`/doctor/patient/visit?patientId=${PATIENT}&entryId=${VISIT}`);
    const diagnosis = await screen.findByTestId<HTMLTextAreaElement>('field-diagnosis');
    fireEvent.change(diagnosis, { target: { value: '另一个诊断' } });
    fireEvent.click(screen.getByTestId('entry-save'));
    expect((await screen.findByTestId('save-failed')).textContent).toContain('已被更改');
    expect(screen.getByTestId<HTMLTextAreaElement>('field-diagnosis').value).toBe('另一个诊断');
  });

  test('speaks English on the patient page when the app does', async () => {
    await setUpTestI18n('en-US');
    asDoctor({});
    renderApp(`/doctor/patient?patientId=${PATIENT}`);
    const [own] = await screen.findAllByTestId('entry-visit');
    expect(within(own!).getByTestId('entry-edit').textContent).toBe('Edit');
    expect(within(own!).getByTestId('entry-withdraw').textContent).toBe('Withdraw');
    expect(within(own!).getByTestId('corrected-mark').textContent).toMatch(/^Corrected.* by 陈静$/);
  });
});
