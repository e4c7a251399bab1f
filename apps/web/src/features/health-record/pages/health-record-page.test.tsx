import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { HealthRecord, Visit } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { setUpTestI18n } from '../../../test/i18n.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const MEMBER = '40000000-0000-4000-8000-000000000002';
const path = `/familyHealthyRecord/detail?familyMemberId=${MEMBER}`;

const visit = (n: number): Visit => ({
  visitId: `v${n}`,
  visitDate: '2025-03-05',
  clinicId: 'c1',
  clinicName: '禾苗（徐汇店）',
  department: '儿科',
  doctorName: '陈静',
  chiefComplaint: '发热 2 天',
  presentIllness: null,
  examination: '咽部充血',
  diagnosis: `急性扁桃体炎 ${n}`,
  advice: null,
  prescriptions: [
    { productCode: 'AMOX-125', drugName: '阿莫西林颗粒 125mg', dosage: '每次 2 袋，每日 3 次', quantity: '2 盒', durationDays: 7 },
  ],
  version: 1,
  correction: null,
});

const record: HealthRecord = {
  beneficiary: {
    familyMemberId: MEMBER,
    name: '王浩然',
    sex: 'male',
    birthDate: '2017-07-01',
    fileNumber: 'XH-2019-0932',
    outpatientNumber: 'MZ0004518',
    clinicName: '禾苗（徐汇店）',
    cellphone: '138****0001',
  },
  visits: [visit(1)],
  testReports: [
    {
      reportId: 'r1',
      kind: 'lab',
      name: '25-羟基维生素 D',
      reportDate: '2025-01-02',
      clinicName: null,
      conclusion: '维生素 D 不足',
      attachments: [],
      items: [{ name: '25(OH)D', value: '18.2', unit: 'ng/mL', referenceLow: 30, referenceHigh: 100, flag: 'low' }],
      version: 1,
      correction: null,
    },
  ],
  checkupReports: [],
  totals: { visits: 1, testReports: 1, checkupReports: 0 },
};

function signedIn(handlers: Parameters<typeof mockApi>[0]) {
  setToken('token-1');
  return mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
    ...handlers,
  });
}

describe('family health record', () => {
  test('is titled Family Member and shows the four sections, an empty one saying "No records found"', async () => {
    signedIn({ [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(record) }) });
    renderApp(path);
    await screen.findByTestId('beneficiary');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('家庭成员');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      '受益人',
      '就诊记录',
      '检查报告',
      '体检报告',
    ]);
    expect(screen.getByTestId('beneficiary-fileNumber').textContent).toBe('XH-2019-0932');
    expect(screen.getByTestId('beneficiary-cellphone').textContent).toBe('138****0001');
    expect(screen.getByTestId('beneficiary-outpatientNumber').textContent).toBe('MZ0004518');
    expect(within(screen.getByTestId('section-checkupReports')).getByTestId('no-records').textContent).toBe('暂无相关记录');
    expect(within(screen.getByTestId('section-visits')).queryByTestId('no-records')).toBeNull();
  });

  test('a visit opens to its medical record and prescriptions, each drug linking to its page', async () => {
    signedIn({ [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(record) }) });
    renderApp(path);
    const card = await screen.findByTestId('visit');
    expect(card.hasAttribute('open')).toBe(false);
    fireEvent.click(within(card).getByText('查看病历与处方'));
    expect(card.hasAttribute('open')).toBe(true);
    expect(within(card).getByText('咽部充血')).toBeTruthy();
    const drug = within(card).getByTestId('drug-link');
    expect(drug.getAttribute('href')).toBe('/drugs/AMOX-125');
    expect(drug.textContent).toBe('阿莫西林颗粒 125mg');
  });

  test('a lab item shows value, unit, reference range and a low flag in words', async () => {
    signedIn({ [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(record) }) });
    renderApp(path);
    const item = await screen.findByTestId('report-item');
    expect(item.textContent).toContain('18.2 ng/mL');
    expect(item.textContent).toContain('30–100 ng/mL');
    expect(within(item).getByTestId('item-flag').textContent).toBe('↓ 偏低');
  });

  test('marks a corrected entry “corrected”, with when and by whom, in both languages', async () => {
    const at = '2025-03-06T02:30:00.000Z';
    const corrected: HealthRecord = {
      ...record,
      visits: [{ ...visit(1), version: 2, correction: { at, by: '陈静' } }, visit(2)],
      testReports: [{ ...record.testReports[0]!, version: 3, correction: { at, by: '陈静' } }],
      totals: { ...record.totals, visits: 2 },
    };
    signedIn({ [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(corrected) }) });
    renderApp(path);
    const [first, second] = await screen.findAllByTestId('visit');
    const mark = within(first!).getByTestId('corrected-mark').textContent!;
    expect(mark).toMatch(/^已更正陈静 于 .*2025.* 更正$/);
    expect(within(second!).queryByTestId('corrected-mark')).toBeNull();
    expect(within(screen.getByTestId('test-report')).getByTestId('corrected-mark').textContent).toContain('陈静');
    cleanup();

    await setUpTestI18n('en-US');
    signedIn({ [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(corrected) }) });
    renderApp(path);
    const [english] = await screen.findAllByTestId('visit');
    expect(within(english!).getByTestId('corrected-mark').textContent).toMatch(/^Corrected.*2025.* by 陈静$/);
  });

  test.each([403, 404])('says "Cannot find this information" when the server answers %i', async (status) => {
    signedIn({
      [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ status, body: { code: 'FORBIDDEN', data: null, message: 'no' } }),
    });
    renderApp(path);
    expect((await screen.findByTestId('health-record-not-found')).textContent).toContain('未找到相关信息');
  });

  test('says "Cannot find this information" without asking when the member id is missing or malformed', async () => {
    const fetchMock = signedIn({});
    renderApp('/familyHealthyRecord/detail?familyMemberId=undefined');
    await screen.findByTestId('health-record-not-found');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('health_record'))).toBe(false);
  });

  test('pages in older visits with "load more"', async () => {
    const many = { ...record, visits: [visit(1)], totals: { ...record.totals, visits: 2 } };
    const fetchMock = signedIn({
      [`GET /app-web2/family_members/${MEMBER}/health_record`]: () => ({ body: envelope(many) }),
      [`GET /app-web2/family_members/${MEMBER}/visits`]: () => ({ body: envelope({ total: 2, list: [visit(2)] }) }),
    });
    renderApp(path);
    const section = await screen.findByTestId('section-visits');
    fireEvent.click(await within(section).findByTestId('load-more'));
    await waitFor(() => expect(within(section).getAllByTestId('visit')).toHaveLength(2));
    expect(within(section).queryByTestId('load-more')).toBeNull();
    const call = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://x')).find((u) => u.pathname.endsWith('/visits'))!;
    expect(call.searchParams.get('start')).toBe('1');
  });
});
