/**
 * China's national immunisation programme schedule for children, as data:
 *
 *   国家免疫规划疫苗儿童免疫程序及说明（2021年版）, National Health Commission of the PRC (国家卫生健康委员会),
 *   issued March 2021; English: "National Immunization Program Vaccine Schedule for Children — China, 2021",
 *   China CDC Weekly 2021;3(45). Source and terms: packages/clinical/reference-data/README.md, "Schedules in code".
 *
 * Each dose carries the three things the document fixes for it: the starting age of the schedule table (起始免疫年
 * （月）龄, "the youngest age the dose may be given", 一般原则 · 接种年龄 (1)), the age before which it should be
 * complete (一般原则 · 接种年龄 (2), nine items), and the minimum intervals of the vaccine's own catch-up rules
 * (补种原则 of each vaccine's instructions). `source` names the place; amendments-cn.ts holds what changed later.
 *
 * Checked on 2026-11-28 (issue 34) against what could be found of the published text (the document's own PDF on
 * nhc.gov.cn was not reachable from here):
 *  - the notice itself: 国家卫生健康委关于印发国家免疫规划疫苗儿童免疫程序及说明（2021年版）的通知 (revising the 2016
 *    edition; dated 2021-02-23 as far as the copy read shows, "2021年2…23" garbled), reproduced at
 *    https://sciarray.com/index.php?id=299 — title, issuer and year agree;
 *  - 一般原则 · 接种年龄, China CDC Weekly's English text, quoted at https://staging.scite.ai/authors/china-cdc-weekly-A3nJYv:
 *    "the age of administration in the immunization schedule refers to the minimum age" (this file's `minAge`) and
 *    its nine "to be given <" items: every `lateFrom` below and its `BY(n)` item agree (HepB 1 within 24 hours; BCG
 *    < 3 months; HepB 3, polio 3, DTaP 3, MMR 1, JE-L 1 / JE-I 2 < 12 months; MPSV-A 2 < 18 months; MMR 2, HepA-L 1 /
 *    HepA-I 1, DTaP 4 < 24 months; HepA-I 2, JE-L 2 / JE-I 3 < 3 years; MPSV-AC 1 < 4 years; polio 4 < 5 years; DT,
 *    MPSV-AC 2, JE-I 4 < 7 years);
 *  - the 2021 DTaP and DT ages (3, 4, 5, 18 months; DT at 6 years), as China Daily states the schedule before 2025
 *    (2024-12-27, the DTaP amendment's report): agree; polio "2+2" (IPV at 2 and 3 months, then bOPV), as a summary of
 *    the 2021 document gives it (https://daydaynews.cc/en/hotcomm/2021954.html): agrees;
 *  - MPSV-A from 6 months, two doses at least 3 months apart, MPSV-AC at 3 and 6 years, no MPSV-A from 2 years: only a
 *    secondary Q&A page (https://iask.fh21.com.cn/question/100347185.html) was found: agrees, not authoritative.
 * Not found, so not checked: the table's own row of starting ages for HepB, BCG, MMR, JE-L, JE-I, HepA-L and HepA-I
 * (they are the ages generally published: HepB 0, 1, 6 months; BCG at birth; MMR 8, 18 months; JE-L 8 months, 2
 * years; JE-I 8 months ×2, 2, 6 years; HepA-L 18 months; HepA-I 18 months, 2 years), and every 补种原则 interval below
 * (HepB 28 days / 60 days / 4 months, DTaP, JE, MPSV, HepA, the DT catch-up): no copy of the vaccines' instructions
 * was found. Nothing was changed: no checked value differed. One rule the summary gives is not encoded: a child who had
 * four doses of an IPV-containing vaccine (e.g. the pentavalent DTaP-IPV/Hib) does not take the 4-year bOPV; there is
 * no code for combined vaccines here, and a third and fourth IPV recorded are extra doses while that bOPV stays
 * listed (README, "Not encoded").
 */
import { days, months, years, type Interval } from './intervals.ts';
import type { ProgrammeVaccine } from './vaccines.ts';

/** Doses that follow one another: intervals and catch-up rules are about the doses of one series. */
export type SeriesId = 'HepB' | 'BCG' | 'Polio' | 'DTP' | 'MMR' | 'JE-L' | 'JE-I' | 'MPSV' | 'HepA-L' | 'HepA-I' | 'HPV';

/** The dose must come at least `min` (and, where the document says so, at most `max`) after an earlier dose. */
export interface DoseInterval {
  vaccine: ProgrammeVaccine;
  dose: number;
  min: Interval;
  max?: Interval;
  source: string;
}

export interface ScheduledDose {
  vaccine: ProgrammeVaccine;
  dose: number;
  series: SeriesId;
  /** 起始免疫年（月）龄: the age on the schedule table, the youngest at which the dose may be given. */
  minAge: Interval;
  /**
   * The age at which the dose is late (complete before it: 一般原则 · 接种年龄 (2)). Where the document names no age
   * for the dose itself (the doses before the one it names, e.g. HepB 2 before HepB 3), it takes the age of the
   * next dose of its series that has one, and `lateFromNamed` is false: a dose given after that age cannot leave the
   * named dose on time (the product's reading, not the document's words). An amended dose that takes the place of
   * a 2021 one (the 2025 6-year DTaP for DT) keeps that one's age, and `lateFromNamed` is false too.
   */
  lateFrom: Interval | null;
  lateFromNamed: boolean;
  after: readonly DoseInterval[];
  source: string;
}

/** Two doses of polio vaccine, of either kind, are at least 28 days apart (脊灰疫苗 · 补种原则 (1)). */
export const POLIO_MIN_GAP: Interval = days(28);

const TABLE = '2021 免疫程序表';
const BY = (item: number) => `一般原则 · 接种年龄 (2) 第${item}项`;

const dose = (
  vaccine: ProgrammeVaccine,
  n: number,
  series: SeriesId,
  minAge: Interval,
  lateFrom: Interval | null,
  lateFromNamed: boolean,
  source: string,
  after: readonly DoseInterval[] = [],
): ScheduledDose => ({ vaccine, dose: n, series, minAge, lateFrom, lateFromNamed, after, source });

const HEPB = '乙肝疫苗 · 补种原则 (3)';
const DTAP = '百白破疫苗 · 补种原则 (1)';
const JEI = '乙脑灭活疫苗 · 补种原则';
const MPSV = '流脑疫苗 · 其他事项';

/**
 * The table of the 2021 document, dose by dose. HepB 1 "within 24 hours of birth" is late from the second day
 * after birth: a record holds a date, and a birth late in the evening leaves the first 24 hours into the next day.
 */
export const CN_NIP_2021_DOSES: readonly ScheduledDose[] = [
  dose('HepB', 1, 'HepB', months(0), days(2), true, `${TABLE}; ${BY(1)}`),
  dose('HepB', 2, 'HepB', months(1), months(12), false, TABLE, [{ vaccine: 'HepB', dose: 1, min: days(28), source: HEPB }]),
  dose('HepB', 3, 'HepB', months(6), months(12), true, `${TABLE}; ${BY(3)}`, [
    { vaccine: 'HepB', dose: 2, min: days(60), source: HEPB },
    { vaccine: 'HepB', dose: 1, min: months(4), source: HEPB },
  ]),
  dose('BCG', 1, 'BCG', months(0), months(3), true, `${TABLE}; ${BY(2)}`),
  dose('IPV', 1, 'Polio', months(2), months(12), false, TABLE),
  dose('IPV', 2, 'Polio', months(3), months(12), false, TABLE),
  // The third polio dose is the first bOPV; the fourth the second.
  dose('bOPV', 1, 'Polio', months(4), months(12), true, `${TABLE}; ${BY(3)}`),
  dose('bOPV', 2, 'Polio', years(4), years(5), true, `${TABLE}; ${BY(8)}`),
  dose('DTaP', 1, 'DTP', months(3), months(12), false, TABLE),
  dose('DTaP', 2, 'DTP', months(4), months(12), false, TABLE, [{ vaccine: 'DTaP', dose: 1, min: days(28), source: DTAP }]),
  dose('DTaP', 3, 'DTP', months(5), months(12), true, `${TABLE}; ${BY(3)}`, [{ vaccine: 'DTaP', dose: 2, min: days(28), source: DTAP }]),
  dose('DTaP', 4, 'DTP', months(18), months(24), true, `${TABLE}; ${BY(5)}`, [{ vaccine: 'DTaP', dose: 3, min: months(6), source: DTAP }]),
  dose('DT', 1, 'DTP', years(6), years(7), true, `${TABLE}; ${BY(9)}`),
  dose('MMR', 1, 'MMR', months(8), months(12), true, `${TABLE}; ${BY(3)}`),
  dose('MMR', 2, 'MMR', months(18), months(24), true, `${TABLE}; ${BY(5)}`, [
    { vaccine: 'MMR', dose: 1, min: days(28), source: '麻腮风疫苗 · 补种原则 (3)' },
  ]),
  dose('JE-L', 1, 'JE-L', months(8), months(12), true, `${TABLE}; ${BY(3)}`),
  dose('JE-L', 2, 'JE-L', years(2), years(3), true, `${TABLE}; ${BY(6)}`, [
    { vaccine: 'JE-L', dose: 1, min: months(12), source: '乙脑减毒活疫苗 · 补种原则' },
  ]),
  dose('JE-I', 1, 'JE-I', months(8), months(12), false, TABLE),
  dose('JE-I', 2, 'JE-I', months(8), months(12), true, `${TABLE}; ${BY(3)}`, [
    { vaccine: 'JE-I', dose: 1, min: days(7), max: days(10), source: JEI },
  ]),
  dose('JE-I', 3, 'JE-I', years(2), years(3), true, `${TABLE}; ${BY(6)}`, [
    { vaccine: 'JE-I', dose: 2, min: months(1), max: months(12), source: JEI },
  ]),
  dose('JE-I', 4, 'JE-I', years(6), years(7), true, `${TABLE}; ${BY(9)}`, [{ vaccine: 'JE-I', dose: 3, min: years(3), source: JEI }]),
  dose('MPSV-A', 1, 'MPSV', months(6), months(18), false, TABLE),
  dose('MPSV-A', 2, 'MPSV', months(9), months(18), true, `${TABLE}; ${BY(4)}`, [
    { vaccine: 'MPSV-A', dose: 1, min: months(3), source: `${MPSV} (1)` },
  ]),
  dose('MPSV-AC', 1, 'MPSV', years(3), years(4), true, `${TABLE}; ${BY(7)}`, [
    { vaccine: 'MPSV-A', dose: 2, min: months(12), source: `${MPSV} (2)` },
  ]),
  dose('MPSV-AC', 2, 'MPSV', years(6), years(7), true, `${TABLE}; ${BY(9)}`, [
    { vaccine: 'MPSV-AC', dose: 1, min: years(3), source: `${MPSV} (3)` },
  ]),
  dose('HepA-L', 1, 'HepA-L', months(18), months(24), true, `${TABLE}; ${BY(5)}`),
  dose('HepA-I', 1, 'HepA-I', months(18), months(24), true, `${TABLE}; ${BY(5)}`),
  dose('HepA-I', 2, 'HepA-I', years(2), years(3), true, `${TABLE}; ${BY(6)}`, [
    { vaccine: 'HepA-I', dose: 1, min: months(6), source: '甲肝灭活疫苗 · 补种原则' },
  ]),
];

/**
 * Where the programme offers two vaccines for one disease, a province uses one of them (the table's "or"): the
 * live Japanese encephalitis and hepatitis A vaccines, or the inactivated ones with more doses. A child follows the
 * inactivated schedule once a dose of it is recorded, the live one otherwise.
 */
export const ALTERNATIVE_SERIES = [
  { live: 'JE-L', inactivated: 'JE-I' },
  { live: 'HepA-L', inactivated: 'HepA-I' },
] as const satisfies readonly { live: SeriesId; inactivated: SeriesId }[];

/** Catch-up covers children and adolescents under 18 (一般原则 · 补种通用原则). */
export const CATCH_UP_BELOW_AGE: Interval = years(18);

/** BCG: catch up directly below 3 months; 3 months to 3 years after a negative TB test; not from 4 years (卡介苗 · 补种原则). */
export const BCG_TEST_FIRST_FROM: Interval = months(3);
export const BCG_NO_CATCH_UP_FROM: Interval = years(4);

/** From 24 months, catch up the MPSV-AC doses only, no longer MPSV-A (流脑疫苗 · 补种原则). */
export const MPSV_A_NO_CATCH_UP_FROM: Interval = months(24);

/**
 * DTaP is caught up from 3 months to 5 years; from 6 years a child with fewer than 3 doses of DTaP and DT in all
 * completes 3 with DT, the 2nd 1–2 months after the 1st and the 3rd 6–12 months after the 2nd (百白破疫苗 · 补种原则
 * (1)–(3); DT for 6–11 years is the children's DT, from 12 years the adults' and adolescents').
 */
export const DTAP_NO_CATCH_UP_FROM: Interval = years(6);
export const DT_CATCH_UP_TOTAL = 3;
export const DT_CATCH_UP_INTERVALS: Readonly<Record<number, { min: Interval; max: Interval }>> = {
  2: { min: months(1), max: months(2) },
  3: { min: months(6), max: months(12) },
};
export const DT_CATCH_UP_SOURCE = '百白破疫苗 · 补种原则 (2)';

/** After one HepA-I dose, one HepA-L dose at least 6 months later completes the catch-up (甲肝疫苗 · 补种原则). */
export const HEPA_LIVE_AFTER_INACTIVATED: Interval = months(6);
