import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { RouteEntry } from '../../../app/routes/index.ts';
import { setToken } from '../../../lib/session.ts';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { milestonesFor } from '../test-milestones.ts';
import { DoctorMilestones } from './doctor-milestones.tsx';

const member = 'a0000000-0000-4000-8000-000000000002';
const entries: RouteEntry[] = [
  {
    path: '/panel',
    titleKey: 'doctorPatient',
    namespaces: ['milestones'],
    load: async () => ({ default: () => <DoctorMilestones familyMemberId={member} /> }),
  },
];

describe('the milestones on the doctor’s patient page', () => {
  test('shows what the parent ticked and what applies, with nothing to tick', async () => {
    setToken('doctor-token');
    mockApi({ [`GET /app-web2/family_members/${member}/milestones`]: () => ({ body: envelope(milestonesFor(260)) }) });
    renderApp('/panel', entries);
    expect((await screen.findByTestId('milestones-summary')).textContent).toBe('有 4 项需要和医生谈谈');
    expect(within(screen.getByTestId('sign-sitsAlone')).getByText(/家长未勾选/)).toBeTruthy();
    expect(screen.queryByTestId('sign-sitsAlone-tick')).toBeNull();
    expect(screen.queryByTestId('motor-sitting-tick')).toBeNull();
  });
});
