/** Days ahead the workspace home looks for campaigns starting or ending ("this week"). */
export const WEEK_MS = 7 * 86_400_000;

export type CampaignMoment = { kind: 'startsOn' | 'endsOn' | 'ended'; at: string } | null;

/**
 * What an editor should know about a published campaign now: it starts or ends within the coming week, or
 * it has ended (still published, but the public sees "campaign ended"). Null: running with nothing coming.
 */
export function campaignMoment(window: { startsAt: string | null; endsAt: string | null }, now: Date): CampaignMoment {
  const t = now.getTime();
  const starts = window.startsAt ? Date.parse(window.startsAt) : null;
  const ends = window.endsAt ? Date.parse(window.endsAt) : null;
  if (ends !== null && ends <= t) return { kind: 'ended', at: window.endsAt! };
  if (starts !== null && starts > t && starts - t <= WEEK_MS) return { kind: 'startsOn', at: window.startsAt! };
  if (ends !== null && ends - t <= WEEK_MS && (starts === null || starts <= t)) return { kind: 'endsOn', at: window.endsAt! };
  return null;
}

/** Whether a campaign needs attention this week: starting or ending within seven days. */
export const isThisWeek = (moment: CampaignMoment) => moment?.kind === 'startsOn' || moment?.kind === 'endsOn';
