import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { BoneAges } from '@sprout/contracts';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { setToken } from '../../lib/session.ts';
import { setUpTestI18n } from '../../test/i18n.ts';
import { envelope, mockApi } from '../../test/render-app.tsx';
import { BoneAgeCard } from './bone-age-card.tsx';

const URL_OF = 'GET /app-web2/family_members/m-boy/bone-ages';
const reading = {
  id: 'b1',
  takenOn: '2026-10-29',
  boneAgeMonths: 81,
  method: 'chn05',
  note: '',
  ageMonths: 98.9,
  differenceMonths: -17.9,
  height: { recordDate: '2026-10-29', heightCm: 131.8, ageMonths: 98.9, boneAgeMonths: 81, sds: 2.21, centile: 98.6, centileText: '99' },
  removable: false,
} as const;
const answer = (over: Partial<BoneAges>): BoneAges => ({
  familyMemberId: 'm-boy',
  reference: 'who',
  canRecord: false,
  readings: [reading],
  ...over,
});
const card = () =>
  render(
    <AppProviders client={createQueryClient()}>
      <BoneAgeCard familyMemberId="m-boy" birthDate="2018-08-30" />
    </AppProviders>,
  );

describe('the bone age card', () => {
  test('gives the family each reading with its difference from the age and the height for bone age, and no way to change them', async () => {
    await setUpTestI18n('zh-CN');
    setToken('token-1');
    mockApi({ [URL_OF]: () => ({ body: envelope(answer({})) }) });
    card();
    const item = await screen.findByTestId('bone-age');
    expect(item.textContent).toContain('2026年10月29日');
    expect(item.textContent).toContain('骨龄 6岁9个月');
    expect(item.textContent).toContain('比实际年龄小 1岁6个月');
    expect(item.textContent).toContain('中华05 法');
    expect(within(item).getByTestId('bone-age-height').textContent).toContain('P99（SDS +2.21）');
    expect(screen.getByTestId('bone-ages').querySelectorAll('button')).toHaveLength(0);
  });

  test('shows the family nothing while there is no reading', async () => {
    await setUpTestI18n('zh-CN');
    setToken('token-1');
    const fetched = mockApi({ [URL_OF]: () => ({ body: envelope(answer({ readings: [] })) }) });
    card();
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByTestId('bone-ages')).toBeNull();
  });

  test('lets the clinic’s doctor record one in English: whole years and months sent as months, the list as the server answers', async () => {
    await setUpTestI18n('en-US');
    setToken('token-1');
    const sent: unknown[] = [];
    mockApi({
      [URL_OF]: () => ({ body: envelope(answer({ canRecord: true, readings: [] })) }),
      'POST /app-web2/family_members/m-boy/bone-ages': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return { body: envelope(answer({ canRecord: true, readings: [{ ...reading, removable: true, height: null }] })) };
      },
    });
    card();
    fireEvent.click(await screen.findByTestId('bone-age-add'));
    fireEvent.change(screen.getByLabelText('X-ray date'), { target: { value: '2026-10-29' } });
    fireEvent.change(screen.getByTestId('bone-age-years'), { target: { value: '6' } });
    fireEvent.change(screen.getByTestId('bone-age-months'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'chn05' } });
    fireEvent.click(screen.getByTestId('bone-age-save'));
    const item = await screen.findByTestId('bone-age');
    expect(sent).toEqual([{ takenOn: '2026-10-29', boneAgeMonths: 81, method: 'chn05', note: '' }]);
    expect(item.textContent).toContain('1 year 6 months behind age');
    expect(within(item).getByTestId('bone-age-height').textContent).toBe(
      'No height measured within 31 days of the X-ray: not drawn on the chart.',
    );
    expect(within(item).getByRole('button', { name: 'Delete the bone age of Oct 29, 2026' })).toBeTruthy();
    expect(screen.queryByTestId('bone-age-form')).toBeNull();
  });
});
