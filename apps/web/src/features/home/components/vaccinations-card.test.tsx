import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addDays, dosesOf, infantOnTimeTo4Months, planImmunisation } from '@sprout/clinical';
import type { FamilyMember } from '@sprout/contracts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { summaryOf } from '../api/get-vaccination-summary.ts';

const baby: FamilyMember = {
  familyMemberId: 'm-baby',
  name: '王小雨',
  sex: 'female',
  birthDate: addDays(localIsoDate(), -200),
  relation: 'child',
  patientIds: [],
};

function scheduleOf(doses: Parameters<typeof planImmunisation>[0]['doses']) {
  const plan = planImmunisation({ birthDate: baby.birthDate, sex: 'female', asOf: localIsoDate(), doses });
  const count = (status: string) => plan.doses.filter((d) => d.status === status).length;
  return {
    ...plan,
    familyMemberId: baby.familyMemberId,
    name: baby.name,
    sex: baby.sex,
    birthDate: baby.birthDate,
    counts: { overdue: count('overdue'), due: count('due'), upcoming: count('upcoming'), done: count('done') },
    doses: plan.doses.map((d) => ({ ...d, batch: null })),
    optional: [],
  };
}

describe('the vaccinations card on the home page', () => {
  test('says how many doses are overdue and due, and opens the child’s vaccinations', async () => {
    setToken('token-1');
    // Nothing recorded at 200 days: the birth doses are overdue, the 2-, 3-, 4- and 6-month ones can be given.
    mockApi({
      'GET /app-web2/auth/me': () => ({ body: envelope({ id: 'a1', role: 'parent', name: '王丽', phone: '13800000001' }) }),
      'GET /app-web2/family_members': () => ({ body: envelope([baby]) }),
      'GET /app-web2/family_members/m-baby/vaccinations': () => ({ body: envelope(scheduleOf([])) }),
    });
    renderApp('/');
    const card = await screen.findByTestId('card-vaccinations');
    expect(await within(card).findByText('2 剂已逾期，请尽早补种')).toBeTruthy();
    expect(within(card).getByText(/剂现在可以接种/)).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/vaccinations?familyMemberId=m-baby');
  });

  test('names the day of the next dose when nothing is due', () => {
    const all = scheduleOf([
      ...dosesOf(infantOnTimeTo4Months, baby.birthDate),
      { vaccine: 'HepB', dose: 3, date: localIsoDate(), recordId: 'x1' },
      { vaccine: 'DTaP', dose: 3, date: localIsoDate(), recordId: 'x2' },
      { vaccine: 'MPSV-A', dose: 1, date: localIsoDate(), recordId: 'x3' },
    ]);
    const summary = summaryOf(all);
    expect(summary).toMatchObject({ overdue: 0, due: 0, beyondProgrammeAge: false });
    expect(summary.nextDate! > localIsoDate()).toBe(true);
  });
});
