/**
 * Vaccination stories of children, by the age each dose was given at: the unit tests, the demo seed and the
 * end-to-end tests tell the same stories (STYLE habit 8). `dosesOf` dates them from a birth date.
 */
import type { IsoDate } from '../dates.ts';
import { addInterval, days, months, years, type Interval } from './intervals.ts';
import type { RecordedDose } from './types.ts';
import type { VaccineCode } from './vaccines.ts';

export interface StoryDose {
  vaccine: VaccineCode;
  dose: number;
  age: Interval;
}

const at = (vaccine: VaccineCode, dose: number, age: Interval): StoryDose => ({ vaccine, dose, age });

/** Every dose on its day up to 4 months, DTaP on the 2025 ages (2 and 4 months): next come the 6-month doses. */
export const infantOnTimeTo4Months: readonly StoryDose[] = [
  at('HepB', 1, days(0)),
  at('BCG', 1, days(0)),
  at('HepB', 2, months(1)),
  at('IPV', 1, months(2)),
  at('DTaP', 1, months(2)),
  at('IPV', 2, months(3)),
  at('bOPV', 1, months(4)),
  at('DTaP', 2, months(4)),
];

/** The doses of the 2021 schedule up to 8 months, each on its day (DTaP at 3, 4 and 5 months): the older children's start. */
const onTime2021To8Months: readonly StoryDose[] = [
  at('HepB', 1, days(0)),
  at('BCG', 1, days(0)),
  at('HepB', 2, months(1)),
  at('IPV', 1, months(2)),
  at('IPV', 2, months(3)),
  at('DTaP', 1, months(3)),
  at('bOPV', 1, months(4)),
  at('DTaP', 2, months(4)),
  at('DTaP', 3, months(5)),
  at('HepB', 3, months(6)),
  at('MPSV-A', 1, months(6)),
  at('MMR', 1, months(8)),
];

/**
 * A boy vaccinated on the 2021 schedule (DT at 6 years, before the 2025 change) who missed the 6-year MPSV-AC dose,
 * with the optional varicella and yearly influenza vaccines his parents chose.
 */
export const schoolBoyMissedMenAC: readonly StoryDose[] = [
  ...onTime2021To8Months,
  at('JE-L', 1, months(8)),
  at('MPSV-A', 2, months(9)),
  at('VAR', 1, months(12)),
  at('DTaP', 4, months(18)),
  at('MMR', 2, months(18)),
  at('HepA-L', 1, months(18)),
  at('JE-L', 2, years(2)),
  at('FLU', 1, months(30)),
  at('MPSV-AC', 1, years(3)),
  at('bOPV', 2, years(4)),
  at('FLU', 2, months(66)),
  at('DT', 1, years(6)),
];

/** A girl with every childhood dose on time (inactivated JE and HepA, as her province gives them): HPV is next. */
export const teenGirlComplete: readonly StoryDose[] = [
  ...onTime2021To8Months,
  at('JE-I', 1, months(8)),
  at('JE-I', 2, { days: 252 }),
  at('MPSV-A', 2, months(9)),
  at('DTaP', 4, months(18)),
  at('MMR', 2, months(18)),
  at('HepA-I', 1, months(18)),
  at('JE-I', 3, years(2)),
  at('HepA-I', 2, years(2)),
  at('MPSV-AC', 1, years(3)),
  at('bOPV', 2, years(4)),
  at('DT', 1, years(6)),
  at('JE-I', 4, years(6)),
  at('MPSV-AC', 2, years(6)),
];

export function dosesOf(story: readonly StoryDose[], birthDate: IsoDate): RecordedDose[] {
  return story.map((d, i) => ({ vaccine: d.vaccine, dose: d.dose, date: addInterval(birthDate, d.age), recordId: `r${i + 1}` }));
}
