import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { GrowthBaseInfo, GrowthRecord } from '@sprout/contracts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { setAuthToken, setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));
// The canvas chart is drawn in the browser journeys; here only the page around it.
vi.mock('../components/growth-chart.tsx', () => ({ default: () => <div data-testid="growth-chart" /> }));

const APP = '/health-info-service/app/growth';
const perIndicator = <T,>(value: T) => ({ height: value, weight: value, headSize: value, bmi: value });
const record: GrowthRecord = {
  recordId: 'r1',
  growthId: 'g1',
  recordDate: '2026-10-22',
  height: 131.8,
  weight: 27.4,
  headSize: null,
  measure: null,
  bmi: 15.77,
  ageDays: 3010,
  correctedAgeDays: 3010,
  postmenstrualAgeDays: null,
  zScores: { height: 0.57, weight: 0.4, headSize: null, bmi: 0.1 },
  centiles: { height: 71.6, weight: 65.5, headSize: null, bmi: 54 },
  references: { height: 'who2007', weight: 'who2007', headSize: null, bmi: 'who2007' },
  flags: perIndicator(false),
  recheck: [],
};
const info: GrowthBaseInfo = {
  growthId: 'g1',
  familyMemberId: 'm1',
  name: '王浩然',
  sex: 'male',
  birthDate: '2018-07-24',
  fullTermFlag: 1,
  gestationalAge: null,
  fatherHeight: 175,
  motherHeight: 162,
  asOf: '2026-11-21',
  ageDays: 3040,
  correctedAgeDays: null,
  midParentalHeight: { targetCm: 175, lowCm: 166.5, highCm: 183.5, targetSds: -0.21, targetCentile: 41.6, targetCentileText: '42' },
  latestRecord: record,
  heightVelocity: { fromDate: '2026-07-26', toDate: '2026-10-22', intervalDays: 88, cmPerYear: 6.2 },
  recordCount: 25,
  growthReference: 'who',
  pretermReference: 'fenton2013',
};
const curve = {
  growthId: 'g1',
  sex: 'male',
  birthDate: info.birthDate,
  fullTermFlag: 1,
  gestationalAge: null,
  correctedAge: false,
  referenceVersion: 'v1',
  growthReference: 'who',
  pretermReference: 'fenton2013',
  indicators: [],
  preterm: null,
};
const lines = { version: 'v1', sex: 'male', who: [], fenton: [], china: [] };
const page = { total: 1, list: [record] };
/** What the growth queries hold under ['growth', …, part, …] (the first match). */
const cached = (client: QueryClient, part: string) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['growth'] })
    .find((query) => query.queryKey.includes(part))?.state.data;
const toasts = () => vi.mocked(showToast).mock.calls.map(([options]) => options.content);

beforeEach(() => {
  localStorage.clear();
  vi.mocked(showToast).mockClear();
  setToken('parent-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('growth detail (spec §4)', () => {
  test('keeps base info and the curve (the growth state of spec §4) in the query cache when the calls succeed', async () => {
    mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`GET ${APP}/g1/curve`]: () => ({ body: envelope(curve) }),
      [`GET ${APP}/reference_lines`]: () => ({ body: envelope(lines) }),
      [`GET ${APP}/g1/records`]: () => ({ body: envelope(page) }),
    });
    const { client } = renderApp('/growth/patient/growthDetail?familyMemberId=m1');
    await screen.findByTestId('growth-detail');
    expect(screen.getByTestId('growth-header').textContent).toContain('王浩然');
    expect(screen.getByTestId('latest-reading').getAttribute('data-reading')).toBe('normal');
    // The target height's place among adults, signed as clinicians write an SDS.
    expect(screen.getByTestId('target-place').textContent).toBe('成年人中的位置：P42（SDS −0.21）');
    expect(cached(client, 'init')).toMatchObject({ growthId: 'g1' });
    await waitFor(() => expect(cached(client, 'curve')).toMatchObject({ growthId: 'g1' }));
  });

  test('sends patientId unless it is the text "undefined"', async () => {
    setAuthToken('native-auth');
    const fetchMock = mockApi({ [`POST ${APP}/init`]: () => ({ body: envelope(info) }) });
    renderApp('/growth/patient/growthDetail?patientId=undefined&familyMemberId=m1');
    await screen.findByTestId('growth-detail');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/init'))![1]!.body));
    expect(body).toEqual({ familyMemberId: 'm1' });
  });

  test('shows the server message when code is not "1", even with HTTP 200, and stores nothing', async () => {
    mockApi({ [`POST ${APP}/init`]: () => ({ body: { code: '0', data: info, message: '服务繁忙' } }) });
    const { client } = renderApp('/growth/patient/growthDetail?familyMemberId=m1');
    await screen.findByTestId('growth-error');
    await waitFor(() => expect(toasts()).toContain('服务繁忙'));
    expect(cached(client, 'init')).toBeUndefined();
  });

  test('falls back to 请求失败，请稍后重试 when the failure has no message', async () => {
    mockApi({ [`POST ${APP}/init`]: () => ({ status: 403, body: { code: 'FORBIDDEN', data: null, message: '' } }) });
    renderApp('/growth/patient/growthDetail?familyMemberId=m1');
    await screen.findByTestId('growth-error');
    await waitFor(() => expect(toasts()).toEqual(['请求失败，请稍后重试']));
  });
});

describe('adding a record (spec §8)', () => {
  test('asks to replace on a taken date without a failure message, then says 添加成功', async () => {
    const saves: unknown[] = [];
    mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`GET ${APP}/g1/curve`]: () => ({ body: envelope(curve) }),
      [`GET ${APP}/reference_lines`]: () => ({ body: envelope(lines) }),
      [`GET ${APP}/g1/records`]: () => ({ body: envelope(page) }),
      [`POST ${APP}/save`]: (init) => {
        const body = JSON.parse(String(init.body));
        saves.push(body);
        return body.replaceFlag
          ? { body: envelope({ ...record, recordDate: body.recordDate }) }
          : { status: 409, body: { code: 'RECORD_EXISTS', data: null, message: '这一天已有一条生长记录，可选择替换' } };
      },
    });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1');
    await screen.findByTestId('record-form');
    fireEvent.change(screen.getByLabelText('测量日期'), { target: { value: '2026-10-22' } });
    fireEvent.change(screen.getByLabelText('体重（千克）'), { target: { value: '27.5' } });
    fireEvent.click(screen.getByTestId('record-save'));
    const replace = await screen.findByText('替换');
    expect(toasts()).toEqual([]);
    fireEvent.click(replace);
    await waitFor(() => expect(toasts()).toEqual(['添加成功']));
    expect(saves).toEqual([
      { growthId: 'g1', recordDate: '2026-10-22', height: null, weight: 27.5, headSize: null },
      { growthId: 'g1', recordDate: '2026-10-22', height: null, weight: 27.5, headSize: null, replaceFlag: true },
    ]);
  });

  test('asks to confirm a value WHO would flag and saves it when confirmed, never refusing it', async () => {
    const saves: unknown[] = [];
    mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`POST ${APP}/check`]: () => ({
        body: envelope({
          zScores: { ...record.zScores, weight: 8.2 },
          references: record.references,
          flags: { ...perIndicator(false), weight: true },
        }),
      }),
      [`POST ${APP}/save`]: (init) => {
        saves.push(JSON.parse(String(init.body)));
        return { body: envelope({ ...record, weight: 80 }) };
      },
    });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1');
    await screen.findByTestId('record-form');
    fireEvent.change(screen.getByLabelText('体重（千克）'), { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('record-save'));
    expect(await screen.findByText('请核对这个数值')).toBeTruthy();
    expect(screen.getByText(/体重与同龄儿童相差很大/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saves).toEqual([]);
    fireEvent.click(screen.getByText('仍然保存'));
    await waitFor(() => expect(toasts()).toEqual(['添加成功']));
    expect(saves).toMatchObject([{ growthId: 'g1', weight: 80 }]);
  });

  test('asks to measure again when the height is shorter than last time, and saves it when confirmed (issue 17)', async () => {
    const saves: unknown[] = [];
    const recheck = [{ kind: 'shrink', indicator: 'height', previousDate: '2026-07-26', zChange: null, cmChange: -1.2 }];
    mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`POST ${APP}/check`]: () => ({
        body: envelope({ zScores: record.zScores, references: record.references, flags: perIndicator(false), recheck }),
      }),
      [`POST ${APP}/save`]: (init) => {
        saves.push(JSON.parse(String(init.body)));
        return { body: envelope(record) };
      },
    });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1');
    await screen.findByTestId('record-form');
    fireEvent.change(screen.getByLabelText('身长/身高（厘米）'), { target: { value: '130.6' } });
    fireEvent.click(screen.getByTestId('record-save'));
    expect(await screen.findByText('请再量一次')).toBeTruthy();
    expect(screen.getByText('身高比 2026年7月26日 少了 1.2 厘米：孩子不会变矮。')).toBeTruthy();
    expect(saves).toEqual([]);
    // The dialogs of antd-mobile stay in the body between tests: the last button is this one's.
    fireEvent.click(screen.getAllByText('仍然保存').at(-1)!);
    await waitFor(() => expect(toasts()).toEqual(['添加成功']));
    expect(saves).toMatchObject([{ growthId: 'g1', height: 130.6 }]);
  });

  test('saves an unflagged value without asking', async () => {
    const saves: unknown[] = [];
    mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`POST ${APP}/check`]: () => ({
        body: envelope({ zScores: record.zScores, references: record.references, flags: perIndicator(false) }),
      }),
      [`POST ${APP}/save`]: (init) => {
        saves.push(JSON.parse(String(init.body)));
        return { body: envelope(record) };
      },
    });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1');
    await screen.findByTestId('record-form');
    fireEvent.change(screen.getByLabelText('体重（千克）'), { target: { value: '27.4' } });
    fireEvent.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(toasts()).toEqual(['添加成功']));
    expect(saves).toHaveLength(1);
  });

  test('shows the bound under the field and sends nothing when a value is out of range', async () => {
    const fetchMock = mockApi({ [`POST ${APP}/init`]: () => ({ body: envelope(info) }) });
    renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1');
    await screen.findByTestId('record-form');
    fireEvent.change(screen.getByLabelText('身长/身高（厘米）'), { target: { value: '280' } });
    fireEvent.click(screen.getByTestId('record-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('身长/身高应在 18–275 厘米之间');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/save'))).toBe(false);
  });

  test('deleting a record says 删除成功 and never asks for the deleted record again', async () => {
    let deleted = false;
    const fetchMock = mockApi({
      [`POST ${APP}/init`]: () => ({ body: envelope(info) }),
      [`GET ${APP}/g1/curve`]: () => ({ body: envelope(curve) }),
      [`GET ${APP}/g1/records`]: () => ({ body: envelope(deleted ? { total: 0, list: [] } : page) }),
      [`GET ${APP}/reference_lines`]: () => ({ body: envelope(lines) }),
      [`GET ${APP}/records/r1`]: () =>
        deleted ? { status: 404, body: { code: 'NOT_FOUND', data: null, message: '未找到相关信息' } } : { body: envelope(record) },
      [`POST ${APP}/delete`]: () => {
        deleted = true;
        return { body: envelope(null) };
      },
    });
    const { router } = renderApp('/growth/patient/addGrowthRecord/addGrowthRecord?familyMemberId=m1&growthId=g1&recordId=r1');
    fireEvent.click(await screen.findByTestId('record-delete'));
    fireEvent.click(await screen.findByText('删除', { selector: 'span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/growth/patient/growthDetail'));
    await screen.findByTestId('growth-detail');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/records?')).length).toBeGreaterThan(0));
    const afterDelete = fetchMock.mock.calls.slice(fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/delete')));
    expect(afterDelete.some(([url]) => String(url).endsWith('/records/r1'))).toBe(false);
    expect(toasts()).toEqual(['删除成功']);
  });
});
