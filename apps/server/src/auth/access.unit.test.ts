import { describe, expect, it } from 'vitest';
import { ALLOWED, standingsRead, type MemberAction } from './access.ts';

describe('the standings the policy reads for an action', () => {
  it('reads the clinic standing exactly where a clinic doctor may be admitted, at once where only one may', () => {
    const read = Object.fromEntries((Object.keys(ALLOWED) as MemberAction[]).map((action) => [action, standingsRead(action)]));
    expect(read).toEqual({
      read: 'familyThenClinic',
      ownerRead: 'family',
      parentWrite: 'family',
      measure: 'family',
      annotate: 'familyThenClinic',
      clinicalRead: 'clinic',
      clinicalWrite: 'clinic',
    });
  });
});
