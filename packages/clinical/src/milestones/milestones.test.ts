import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { addCalendarMonths } from '../immunisation/intervals.ts';
import { WARNING_SIGN_CHECKS } from './cn-warning-signs.ts';
import { MILESTONE_KEYS, planMilestones } from './milestones.ts';
import { WHO_MOTOR_MILESTONES } from './who-motor-2006.ts';

const BIRTH = '2025-03-10';
const plan = (asOf: string, achieved: Record<string, string> = {}) =>
  planMilestones({ birthDate: BIRTH, asOf, achieved: new Map(Object.entries(achieved)) });
const motor = (p: ReturnType<typeof plan>, id: string) => p.motor.find((m) => m.id === id)!;
/** The first day a decimal age in WHO months (30.4375 days) is reached, and the last day before it is passed. */
const atMonths = (months: number) => addDays(BIRTH, Math.ceil(months * 30.4375));
const lastDayAt = (months: number) => addDays(BIRTH, Math.floor(months * 30.4375));

describe('the data', () => {
  it('holds WHO’s six windows (1st–99th percentile, Acta Paediatr Suppl 2006;450, Table 2)', () => {
    expect(WHO_MOTOR_MILESTONES.map((m) => `${m.id} ${m.fromMonths}–${m.toMonths}`)).toEqual([
      'sitting 3.8–9.2',
      'standingAssisted 4.8–11.4',
      'crawling 5.2–13.5',
      'walkingAssisted 5.9–13.7',
      'standingAlone 6.9–16.9',
      'walkingAlone 8.2–17.6',
    ]);
  });

  it('holds four signs at each of the eleven check ages, every key once', () => {
    expect(WARNING_SIGN_CHECKS.map((c) => c.months)).toEqual([3, 6, 8, 12, 18, 24, 30, 36, 48, 60, 72]);
    for (const c of WARNING_SIGN_CHECKS) expect(c.skills).toHaveLength(4);
    expect(new Set(MILESTONE_KEYS).size).toBe(MILESTONE_KEYS.length);
    expect(MILESTONE_KEYS).toHaveLength(6 + 44);
  });
});

describe('WHO motor milestones against their windows', () => {
  it('is not yet before the window, in the window inside it, late after it unless ticked', () => {
    expect(motor(plan(addDays(atMonths(3.8), -1)), 'sitting').status).toBe('notYet');
    expect(motor(plan(atMonths(3.8)), 'sitting').status).toBe('window');
    expect(motor(plan(lastDayAt(9.2)), 'sitting')).toMatchObject({ status: 'window', talkToDoctor: false });
    expect(motor(plan(addDays(lastDayAt(9.2), 1)), 'sitting')).toMatchObject({ status: 'late', talkToDoctor: true });
  });

  it('keeps the age a milestone was ticked at', () => {
    const p = plan('2026-01-10', { 'who.sitting': '2025-10-10' });
    expect(motor(p, 'sitting')).toMatchObject({ status: 'done', achievedOn: '2025-10-10', achievedAtMonths: 7, talkToDoctor: false });
  });

  it('never calls a child who does not crawl late: some healthy children skip it', () => {
    expect(motor(plan(atMonths(14)), 'crawling')).toMatchObject({ status: 'waiting', talkToDoctor: false });
  });
});

describe('the warning signs of the check age the child is at', () => {
  it('has none below 3 months, the 3-month signs from the day the child turns 3 months', () => {
    expect(plan(addDays(addCalendarMonths(BIRTH, 3), -1)).check).toBeNull();
    const p = plan(addCalendarMonths(BIRTH, 3));
    expect(p.check?.months).toBe(3);
    expect(p.check?.skills.map((s) => s.skill)).toEqual(['reactsToLoudSound', 'smilesOrCoos', 'followsFaces', 'liftsHeadProne']);
    expect(p.nextCheckMonths).toBe(6);
  });

  it('says a sign applies while its skill is not ticked, and counts it with the late motor milestones', () => {
    const asOf = addCalendarMonths(BIRTH, 8);
    const p = plan(asOf, { 'sign.turnsToSound': asOf, 'sign.knowsStrangers': asOf, 'sign.passesToyHandToHand': asOf });
    expect(p.check?.months).toBe(8);
    expect(p.check?.skills.filter((s) => s.applies).map((s) => s.skill)).toEqual(['sitsAlone']);
    expect(p.concerns).toBe(1);
  });

  it('keeps the 6-year signs until 7, and none after', () => {
    expect(plan(addDays(addCalendarMonths(BIRTH, 84), -1)).check?.months).toBe(72);
    const seven = plan(addCalendarMonths(BIRTH, 84));
    expect(seven.check).toBeNull();
    expect(seven.nextCheckMonths).toBeNull();
  });

  it('reads a preterm baby at the corrected age until 2 years', () => {
    // Born at 32+3 weeks (227 days): 53 days early.
    const preterm = (asOf: string) => planMilestones({ birthDate: BIRTH, asOf, achieved: new Map(), gestationalAgeDays: 227 });
    const at6 = preterm(addCalendarMonths(BIRTH, 6));
    expect(at6.correctionDays).toBe(53);
    expect(at6.check?.months).toBe(3);
    expect(motor(at6, 'sitting').status).toBe('window');
    expect(preterm(addDays(BIRTH, 20))).toMatchObject({ ageMonths: 0, check: null });
    expect(preterm(addCalendarMonths(BIRTH, 25)).correctionDays).toBe(0);
  });

  it('refuses a day before birth', () => {
    expect(() => plan('2025-03-09')).toThrow(RangeError);
  });
});
