import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { schoolBoyMissedMenAC } from '@sprout/clinical';
import { addDays } from '@sprout/clinical';
import type { VaccinationSchedule } from '@sprout/contracts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { scheduleFor } from '../test-schedule.ts';

vi.mock('../../../lib/feedback/toast.ts', () => ({ showToast: vi.fn(async () => {}), warmUpToast: vi.fn() }));

const BOY_DAYS = 8 * 365 + 120;
const member = 'a0000000-0000-4000-8000-000000000001';
const API = `/app-web2/family_members/${member}/vaccinations`;
const PAGE = `/vaccinations?familyMemberId=${member}`;
const toasts = () => vi.mocked(showToast).mock.calls.map(([options]) => options.content);
const base = {
  'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
};

beforeEach(() => {
  setToken('token-1');
  vi.mocked(showToast).mockClear();
});

describe('the vaccinations page', () => {
  test('shows the overdue dose first with "talk to the clinic", and keeps the doses given behind a tap', async () => {
    mockApi({ ...base, [`GET ${API}`]: () => ({ body: envelope(scheduleFor(schoolBoyMissedMenAC, BOY_DAYS)) }) });
    renderApp(PAGE);
    const overdue = await screen.findByTestId('section-overdue');
    expect(within(overdue).getByText('A群C群流脑多糖疫苗 第 2 剂')).toBeTruthy();
    expect(within(overdue).getByText('尽快补种：今天即可接种')).toBeTruthy();
    expect(screen.getByTestId('talk-to-doctor').textContent).toMatch(/接种门诊或医生/);
    expect(screen.queryByTestId('dose-HepB-1')).toBeNull();
    fireEvent.click(screen.getByTestId('toggle-done'));
    expect(within(screen.getByTestId('dose-HepB-1')).getByText('批号 201807A01')).toBeTruthy();
    expect(within(screen.getByTestId('section-optional')).getAllByText(/流感疫苗/)).toHaveLength(2);
    expect(screen.getByTestId('schedule-source').textContent).toMatch(/2021年版.*2025/);
  });

  test('records a dose with the date picked and the batch, and shows the schedule the server answers', async () => {
    const before = scheduleFor(schoolBoyMissedMenAC, BOY_DAYS);
    const after: VaccinationSchedule = scheduleFor(schoolBoyMissedMenAC, BOY_DAYS, {
      extra: [{ vaccine: 'MPSV-AC', dose: 2, date: localIsoDate(), recordId: 'new' }],
    });
    const posts: unknown[] = [];
    mockApi({
      ...base,
      [`GET ${API}`]: () => ({ body: envelope(before) }),
      [`POST ${API}`]: (init) => {
        posts.push(JSON.parse(String(init.body)));
        return { body: envelope(after) };
      },
    });
    renderApp(PAGE);
    fireEvent.click(within(await screen.findByTestId('dose-MPSV-AC-2')).getByTestId('dose-record'));
    const form = screen.getByTestId('dose-form');
    expect(within(form).getByText('A群C群流脑多糖疫苗 第 2 剂')).toBeTruthy();
    const yesterday = addDays(localIsoDate(), -1);
    fireEvent.change(within(form).getByLabelText('接种日期'), { target: { value: yesterday } });
    fireEvent.change(within(form).getByLabelText('批号（选填）'), { target: { value: 'C2026B11' } });
    fireEvent.click(within(form).getByTestId('dose-save'));
    await waitFor(() => expect(toasts()).toEqual(['已记录']));
    expect(posts).toEqual([{ vaccine: 'MPSV-AC', dose: 2, date: yesterday, batch: 'C2026B11' }]);
    expect(screen.queryByTestId('dose-form')).toBeNull();
    expect(screen.queryByTestId('section-overdue')).toBeNull();
    expect(screen.getByTestId('none-due')).toBeTruthy();
  });

  test('checks the date before sending, and shows the server’s refusal of a dose already recorded', async () => {
    const posts: unknown[] = [];
    mockApi({
      ...base,
      [`GET ${API}`]: () => ({ body: envelope(scheduleFor(schoolBoyMissedMenAC, BOY_DAYS)) }),
      [`POST ${API}`]: (init) => {
        posts.push(JSON.parse(String(init.body)));
        return { status: 409, body: { code: 'RECORD_EXISTS', data: null, message: '该疫苗的这一剂次已有记录；如记错了，请先删除原记录' } };
      },
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByTestId('record-other'));
    const form = screen.getByTestId('dose-form');
    expect((within(form).getByTestId('field-dose') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(form).getByTestId('field-vaccine'), { target: { value: 'HepB' } });
    expect((within(form).getByTestId('field-dose') as HTMLInputElement).value).toBe('4');
    fireEvent.change(within(form).getByTestId('field-dose'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('接种日期'), { target: { value: addDays(localIsoDate(), 1) } });
    fireEvent.click(within(form).getByTestId('dose-save'));
    expect(within(form).getByRole('alert').textContent).toBe('不能晚于今天');
    expect(posts).toEqual([]);
    fireEvent.change(within(form).getByLabelText('接种日期'), { target: { value: localIsoDate() } });
    fireEvent.click(within(form).getByTestId('dose-save'));
    expect((await within(form).findByTestId('dose-form-error')).textContent).toMatch(/已有记录/);
    expect(posts).toEqual([{ vaccine: 'HepB', dose: 1, date: localIsoDate() }]);
  });

  test('deletes a dose recorded by mistake once the parent confirms', async () => {
    const schedule = scheduleFor(schoolBoyMissedMenAC, BOY_DAYS);
    const deleted: string[] = [];
    mockApi({
      ...base,
      [`GET ${API}`]: () => ({ body: envelope(schedule) }),
      [`DELETE ${API}/r1`]: (_init, url) => {
        deleted.push(url.pathname);
        return { body: envelope(schedule) };
      },
    });
    renderApp(PAGE);
    fireEvent.click(await screen.findByTestId('toggle-done'));
    fireEvent.click(within(screen.getByTestId('dose-HepB-1')).getByTestId('dose-remove'));
    expect(await screen.findByText('删除这条接种记录？')).toBeTruthy();
    expect(deleted).toEqual([]);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByText('删除'));
    await waitFor(() => expect(deleted).toEqual([`${API}/r1`]));
    await waitFor(() => expect(toasts()).toEqual(['已删除']));
  });

  test('tells an adult’s family that the programme is for children, and still lists the self-paid vaccines', async () => {
    mockApi({
      ...base,
      [`GET ${API}`]: () => ({
        body: envelope(scheduleFor([{ vaccine: 'FLU', dose: 1, age: { years: 35 } }], 36 * 365, { sex: 'female', name: '王丽' })),
      }),
    });
    renderApp(PAGE);
    expect(await screen.findByText(/面向 18 岁以下儿童/)).toBeTruthy();
    expect(screen.queryByTestId('section-due')).toBeNull();
    expect(screen.getByTestId('optional-FLU-1')).toBeTruthy();
  });

  test('says so when the member id is not one', async () => {
    mockApi(base);
    renderApp('/vaccinations?familyMemberId=nope');
    expect(await screen.findByTestId('vaccinations-not-found')).toBeTruthy();
  });
});
