import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addDays, planMilestones } from '@sprout/clinical';
import type { FamilyMember } from '@sprout/contracts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const baby: FamilyMember = {
  familyMemberId: 'm-baby',
  name: '王小雨',
  sex: 'female',
  birthDate: addDays(localIsoDate(), -260),
  relation: 'child',
  patientIds: [],
};

describe('the milestones card on the home page', () => {
  test('counts the signs to talk over with the doctor and how much of the check is ticked', async () => {
    setToken('token-1');
    const achieved = new Map([['sign.turnsToSound', localIsoDate()]]);
    const plan = planMilestones({ birthDate: baby.birthDate, asOf: localIsoDate(), achieved });
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope([baby]) }),
      'GET /app-web2/family_members/m-baby/milestones': () => ({
        body: envelope({ familyMemberId: baby.familyMemberId, name: baby.name, birthDate: baby.birthDate, ...plan }),
      }),
    });
    renderApp('/');
    const card = await screen.findByTestId('card-milestones');
    expect(await within(card).findByText('3 项请咨询医生')).toBeTruthy();
    expect(within(card).getByText('8 月龄检查：已做到 1/4')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/milestones?familyMemberId=m-baby');
  });
});
