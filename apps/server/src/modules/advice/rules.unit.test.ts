import { describe, expect, it } from 'vitest';
import { DAYS_PER_MONTH, addDays, type ProgressionLabel } from '@sprout/clinical';
import {
  ADVICE_RULES,
  EYE_CHECK_INTERVAL_DAYS,
  axialGrowthFast,
  axialLengthLong,
  bmiHigh,
  bmiLow,
  evaluateAdvice,
  eyeCheckDue,
  growthCheckDue,
  growthOnTrack,
  heightForAgeLow,
  outdoorTime,
  screenTimeByAge,
  sleepByAge,
  vitaminDInfant,
  weightForAgeLow,
  type AdviceInputs,
} from './rules.ts';

const AS_OF = '2025-06-15';
/** The first whole day at or after `m` months of age. */
const dayOfMonths = (m: number) => Math.ceil(m * DAYS_PER_MONTH);
const child = (ageDays: number, extra: Partial<AdviceInputs> = {}): AdviceInputs => ({ ageDays, sex: 'female', ...extra });
const growth = (z: { heightZ?: number | null; weightZ?: number | null; bmiZ?: number | null }, date = AS_OF) => ({
  latestGrowth: { heightZ: null, weightZ: null, bmiZ: null, ...z, date },
});
const eye = (
  e: {
    rightAxialLength?: number | null;
    leftAxialLength?: number | null;
    growthPerYear?: number | null;
    progression?: ProgressionLabel | null;
  },
  date = AS_OF,
) => ({
  latestEye: { rightAxialLength: null, leftAxialLength: null, growthPerYear: null, progression: null, ...e, date },
});

describe('vitaminDInfant', () => {
  it('advises 400 IU a day up to the day before the first birthday, and not from it', () => {
    expect(vitaminDInfant(child(0))?.params).toEqual({ iu: 400 });
    expect(vitaminDInfant(child(364))).not.toBeNull();
    expect(vitaminDInfant(child(365))).toBeNull();
  });
});

describe('sleepByAge', () => {
  it.each([
    [0, 14, 17],
    [dayOfMonths(4) - 1, 14, 17],
    [dayOfMonths(4), 12, 16],
    [dayOfMonths(12) - 1, 12, 16],
    [dayOfMonths(12), 11, 14],
    [dayOfMonths(36) - 1, 11, 14],
    [dayOfMonths(36), 10, 13],
    [dayOfMonths(72) - 1, 10, 13],
    [dayOfMonths(72), 9, 12],
    [dayOfMonths(156) - 1, 9, 12],
    [dayOfMonths(156), 8, 10],
  ])('at %i days recommends %i–%i hours', (ageDays, min, max) => {
    expect(sleepByAge(child(ageDays))?.params).toEqual({ min, max });
  });

  it('stops at 18 years', () => {
    expect(sleepByAge(child(Math.ceil(18 * 365.25) - 1))).not.toBeNull();
    expect(sleepByAge(child(Math.ceil(18 * 365.25)))).toBeNull();
  });
});

describe('screenTimeByAge', () => {
  it('says no screens before 2 years, 1 h from 2, 1 h in 15-minute sessions from 6', () => {
    expect(screenTimeByAge(child(dayOfMonths(24) - 1))?.params).toEqual({ maxHours: 0 });
    expect(screenTimeByAge(child(dayOfMonths(24)))?.params).toEqual({ maxHours: 1 });
    expect(screenTimeByAge(child(dayOfMonths(72) - 1))?.params).toEqual({ maxHours: 1 });
    expect(screenTimeByAge(child(dayOfMonths(72)))?.params).toEqual({ maxHours: 1, sessionMinutes: 15 });
  });
});

describe('outdoorTime', () => {
  it('asks for 2 h of daylight a day from 3 years, not before', () => {
    expect(outdoorTime(child(dayOfMonths(36) - 1))).toBeNull();
    expect(outdoorTime(child(dayOfMonths(36)))?.params).toEqual({ hours: 2 });
  });
});

describe('growth z-score rules', () => {
  it('sends to a doctor below −2 for height, weight and BMI, not at exactly −2', () => {
    expect(heightForAgeLow(child(1000, growth({ heightZ: -2 })))).toBeNull();
    expect(heightForAgeLow(child(1000, growth({ heightZ: -2.01 }))))?.toMatchObject({ level: 'seeDoctor', params: { z: -2.01 } });
    expect(weightForAgeLow(child(1000, growth({ weightZ: -2 })))).toBeNull();
    expect(weightForAgeLow(child(1000, growth({ weightZ: -2.01 }))))?.toMatchObject({ level: 'seeDoctor' });
    expect(bmiLow(child(1000, growth({ bmiZ: -2 })))).toBeNull();
    expect(bmiLow(child(1000, growth({ bmiZ: -2.01 }))))?.toMatchObject({ level: 'seeDoctor' });
  });

  it('sends to a doctor above +2 BMI, not at exactly +2', () => {
    expect(bmiHigh(child(3000, growth({ bmiZ: 2 })))).toBeNull();
    expect(bmiHigh(child(3000, growth({ bmiZ: 2.01 }))))?.toMatchObject({ level: 'seeDoctor', params: { z: 2.01 } });
  });

  it('ignores missing z-scores', () => {
    const none = child(3000, growth({}));
    expect([heightForAgeLow, weightForAgeLow, bmiHigh, bmiLow, growthOnTrack].map((r) => r(none))).toEqual([null, null, null, null, null]);
  });

  it('reassures only when every available z-score is within ±2', () => {
    expect(growthOnTrack(child(3000, growth({ heightZ: 2, weightZ: -2, bmiZ: 0.3 })))).not.toBeNull();
    expect(growthOnTrack(child(3000, growth({ heightZ: 2.01, weightZ: 0 })))).toBeNull();
    expect(growthOnTrack(child(3000))).toBeNull();
  });
});

describe('growthCheckDue', () => {
  it('wants a measurement every 3 months in the first year', () => {
    expect(growthCheckDue(child(200, growth({}, addDays(AS_OF, -91))), AS_OF)).toBeNull();
    expect(growthCheckDue(child(200, growth({}, addDays(AS_OF, -92))), AS_OF)?.params).toEqual({ months: 3 });
    expect(growthCheckDue(child(200), AS_OF)).not.toBeNull();
  });

  it('every 6 months from 1 year and every year from 3 years', () => {
    expect(growthCheckDue(child(dayOfMonths(12), growth({}, addDays(AS_OF, -183))), AS_OF)).toBeNull();
    expect(growthCheckDue(child(dayOfMonths(12), growth({}, addDays(AS_OF, -184))), AS_OF)?.params).toEqual({ months: 6 });
    expect(growthCheckDue(child(dayOfMonths(36), growth({}, addDays(AS_OF, -365))), AS_OF)).toBeNull();
    expect(growthCheckDue(child(dayOfMonths(36), growth({}, addDays(AS_OF, -366))), AS_OF)?.params).toEqual({ months: 12 });
  });
});

describe('eyeCheckDue', () => {
  it('asks for a yearly eye check from 3 years when the last is older than a year or missing', () => {
    expect(eyeCheckDue(child(dayOfMonths(36) - 1), AS_OF)).toBeNull();
    expect(eyeCheckDue(child(dayOfMonths(36)), AS_OF)).toMatchObject({ level: 'attention' });
    expect(eyeCheckDue(child(3000, eye({}, addDays(AS_OF, -EYE_CHECK_INTERVAL_DAYS))), AS_OF)).toBeNull();
    expect(eyeCheckDue(child(3000, eye({}, addDays(AS_OF, -EYE_CHECK_INTERVAL_DAYS - 1))), AS_OF)).not.toBeNull();
  });
});

describe('eye rules', () => {
  it("flags axial growth graded fast for the child's age and sex, not a fixed mm a year", () => {
    // 0.35 mm a year is expected growth for a 6-year-old on a high centile: graded moderate, no flag.
    expect(axialGrowthFast(child(3000, eye({ growthPerYear: 0.35, progression: 'moderate' })))).toBeNull();
    // 0.2 mm a year is fast for a 13-year-old whose centile line barely rises.
    expect(axialGrowthFast(child(3000, eye({ growthPerYear: 0.2, progression: 'fast' }))))?.toMatchObject({
      level: 'seeDoctor',
      params: { mmPerYear: 0.2 },
    });
    expect(axialGrowthFast(child(3000, eye({ growthPerYear: null, progression: null })))).toBeNull();
  });

  it('flags an eye of 26 mm or longer, whichever eye it is', () => {
    expect(axialLengthLong(child(3000, eye({ rightAxialLength: 25.99, leftAxialLength: 25.5 })))).toBeNull();
    expect(axialLengthLong(child(3000, eye({ rightAxialLength: 24, leftAxialLength: 26 }))))?.toMatchObject({ params: { mm: 26 } });
    expect(axialLengthLong(child(3000, eye({})))).toBeNull();
  });
});

describe('evaluateAdvice', () => {
  it('gives an infant without records vitamin D, sleep, screens and a measurement reminder', () => {
    const ids = evaluateAdvice(child(200), AS_OF).map((a) => a.ruleId);
    expect(ids).toEqual(['growthCheckDue', 'vitaminDInfant', 'screenTimeByAge', 'sleepByAge']);
  });

  it('puts "see a doctor" first for a myopic teenager with fast axial growth', () => {
    const advices = evaluateAdvice(
      child(14 * 365, {
        ...growth({ heightZ: 0.2, weightZ: 0.1, bmiZ: 0 }),
        ...eye({ rightAxialLength: 25.1, leftAxialLength: 24.9, growthPerYear: 0.35, progression: 'fast' }),
      }),
      AS_OF,
    );
    expect(advices[0]).toMatchObject({ ruleId: 'axialGrowthFast', level: 'seeDoctor' });
    expect(advices.map((a) => a.ruleId)).toEqual(['axialGrowthFast', 'growthOnTrack', 'outdoorTime', 'screenTimeByAge', 'sleepByAge']);
  });

  it('has no paediatric advice for an adult', () => {
    expect(evaluateAdvice(child(36 * 365), AS_OF)).toEqual([]);
  });

  it('names every rule after its function', () => {
    for (const [name, rule] of Object.entries(ADVICE_RULES)) expect(rule.name).toBe(name);
  });
});
