import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Carers } from '@sprout/contracts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const MEMBER = '40000000-0000-4000-8000-000000000002';
const people = (): Carers => ({
  familyMemberId: MEMBER,
  owner: { accountId: 'a1', name: '王丽', phone: '138****0001' },
  carers: [{ accountId: 'a2', name: '', phone: '136****0001', role: 'caregiver', since: '2026-11-20T08:00:00.000Z' }],
  invites: [],
});

function api() {
  setToken('token-1');
  const state = people();
  const sent: unknown[] = [];
  mockApi({
    'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
    [`GET /app-web2/family_members/${MEMBER}/carers`]: () => ({ body: envelope(state) }),
    [`POST /app-web2/family_members/${MEMBER}/carer_invites`]: (init) => {
      const body = JSON.parse(String(init.body)) as { phone: string; role: 'guardian' | 'caregiver' };
      sent.push(body);
      const invite = {
        inviteId: 'i1',
        phone: '139****0009',
        role: body.role,
        createdAt: '2026-11-27T00:00:00Z',
        expiresAt: '2026-12-04T00:00:00Z',
      };
      state.invites = [invite];
      return { body: envelope(invite) };
    },
  });
  return sent;
}

describe('the people screen', () => {
  test('lists the owner and the caregiver (by phone when unnamed), and invites a phone as guardian', async () => {
    const sent = api();
    renderApp(`/family/people?familyMemberId=${MEMBER}`);
    const carer = await screen.findByTestId('people-carer');
    expect(carer.textContent).toContain('136****0001');
    expect(carer.textContent).toContain('照护人');
    expect((await screen.findByTestId('people-owner')).textContent).toContain('账号持有人');

    // A bad number is named and nothing is sent.
    fireEvent.change(screen.getByTestId('people-phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('people-send'));
    expect(await screen.findByText('请输入11位中国大陆手机号')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByTestId('people-phone'), { target: { value: '13900000009' } });
    fireEvent.click(screen.getByTestId('people-role-guardian'));
    fireEvent.click(screen.getByTestId('people-send'));
    await waitFor(() => expect(sent).toEqual([{ phone: '13900000009', role: 'guardian' }]));
    expect((await screen.findByTestId('people-invite')).textContent).toContain('监护人');
  });
});
