import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../dates.ts';
import { addCalendarMonths } from '../immunisation/intervals.ts';
import { milestoneConcernPeriods, type ConcernPeriod } from './concern-days.ts';
import { planMilestones } from './milestones.ts';

const BIRTH = '2024-01-31';
const ticks = (keys: string[]) => new Map(keys.map((k) => [k, BIRTH]));

/** Day by day, planMilestones itself: what the periods must equal. */
function dayByDay(input: { from: string; days: number; achieved: Map<string, string>; gestationalAgeDays?: number | null }) {
  const periods: ConcernPeriod[] = [];
  for (let i = 0; i < input.days; i++) {
    const asOf = addDays(input.from, i);
    const on =
      planMilestones({ birthDate: BIRTH, asOf, achieved: input.achieved, gestationalAgeDays: input.gestationalAgeDays ?? null }).concerns >
      0;
    const last = periods.at(-1);
    if (on && (!last || last.until !== null)) periods.push({ from: asOf, until: null });
    if (!on && last && last.until === null) last.until = asOf;
  }
  return periods;
}

describe('the days a milestone concern applies', () => {
  const eightYears = daysBetween(BIRTH, addCalendarMonths(BIRTH, 96));
  const cases: [string, Map<string, string>, number | null][] = [
    ['nothing ticked, full term', ticks([]), null],
    [
      'every motor milestone and the 3-month signs ticked',
      ticks([
        'who.sitting',
        'who.standingAssisted',
        'who.crawling',
        'who.walkingAssisted',
        'who.standingAlone',
        'who.walkingAlone',
        'sign.reactsToLoudSound',
        'sign.smilesOrCoos',
        'sign.followsFaces',
        'sign.liftsHeadProne',
      ]),
      null,
    ],
    [
      'the 6- and 8-month signs ticked ahead, walking not',
      ticks([
        'sign.laughsAloud',
        'sign.reachesAndGrasps',
        'sign.opensFists',
        'sign.sitsWithSupport',
        'sign.turnsToSound',
        'sign.knowsStrangers',
        'sign.passesToyHandToHand',
        'sign.sitsAlone',
        'who.sitting',
        'who.standingAssisted',
        'who.walkingAssisted',
        'who.standingAlone',
      ]),
      null,
    ],
    [
      'born at 30+0 weeks, the 3-month signs ticked',
      ticks(['sign.reactsToLoudSound', 'sign.smilesOrCoos', 'sign.followsFaces', 'sign.liftsHeadProne']),
      210,
    ],
    [
      'born at 34+2 weeks, every motor milestone ticked',
      ticks(['who.sitting', 'who.standingAssisted', 'who.crawling', 'who.walkingAssisted', 'who.standingAlone', 'who.walkingAlone']),
      240,
    ],
  ];
  it.each(cases)('equals planMilestones day by day to 8 years: %s', (_name, achieved, gestationalAgeDays) => {
    expect(milestoneConcernPeriods({ birthDate: BIRTH, from: BIRTH, achieved, gestationalAgeDays })).toEqual(
      dayByDay({ from: BIRTH, days: eightYears, achieved, gestationalAgeDays }),
    );
  });

  it('starts from the day asked, and is open once a motor milestone is late', () => {
    const from = addCalendarMonths(BIRTH, 20);
    expect(milestoneConcernPeriods({ birthDate: BIRTH, from, achieved: ticks([]) })).toEqual([{ from, until: null }]);
  });

  it('ends at 7 years when every motor milestone is done, and is empty after', () => {
    const all = ['sitting', 'standingAssisted', 'crawling', 'walkingAssisted', 'standingAlone', 'walkingAlone'].map((m) => `who.${m}`);
    const from = addCalendarMonths(BIRTH, 80);
    expect(milestoneConcernPeriods({ birthDate: BIRTH, from, achieved: ticks(all) })).toEqual([
      { from, until: addCalendarMonths(BIRTH, 84) },
    ]);
    expect(milestoneConcernPeriods({ birthDate: BIRTH, from: addCalendarMonths(BIRTH, 90), achieved: ticks(all) })).toEqual([]);
  });

  it('reads a child not yet born from the birth day', () => {
    expect(milestoneConcernPeriods({ birthDate: BIRTH, from: addDays(BIRTH, -10), achieved: ticks([]) })[0]?.from).toBe(
      addCalendarMonths(BIRTH, 3),
    );
  });
});
