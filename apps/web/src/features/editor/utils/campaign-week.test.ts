import { describe, expect, it } from 'vitest';
import { campaignMoment, isThisWeek } from './campaign-week.ts';

const now = new Date('2026-06-10T12:00:00Z');

describe('campaign moments on the workspace home', () => {
  it('flags a campaign starting within the coming week, not one starting later', () => {
    expect(campaignMoment({ startsAt: '2026-06-15T00:00:00Z', endsAt: null }, now)).toEqual({
      kind: 'startsOn',
      at: '2026-06-15T00:00:00Z',
    });
    expect(campaignMoment({ startsAt: '2026-07-01T00:00:00Z', endsAt: null }, now)).toBeNull();
  });

  it('flags a running campaign ending within the week, and says when one has ended', () => {
    const ending = campaignMoment({ startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-12T00:00:00Z' }, now);
    expect(ending).toEqual({ kind: 'endsOn', at: '2026-06-12T00:00:00Z' });
    expect(isThisWeek(ending)).toBe(true);
    const ended = campaignMoment({ startsAt: null, endsAt: '2026-06-01T00:00:00Z' }, now);
    expect(ended?.kind).toBe('ended');
    expect(isThisWeek(ended)).toBe(false);
  });

  it('says nothing about an open-ended campaign', () => {
    expect(campaignMoment({ startsAt: null, endsAt: null }, now)).toBeNull();
  });
});
