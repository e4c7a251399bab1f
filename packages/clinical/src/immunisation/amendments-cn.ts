/**
 * Changes to the 2021 schedule made nationally since, each in force from its date: the plan of a child is made with
 * the 2021 document and the amendments in force on the plan's "as of" date. Their sources are news reports of the
 * notices (the notices' own text was not read): the catch-up rules of the 2021 document stay in use for them, and
 * the README ("Schedules in code") says what to check against the notices.
 */
import type { IsoDate } from '../dates.ts';
import { days, months, years } from './intervals.ts';
import type { ScheduledDose } from './schedule-cn-2021.ts';

export interface Amendment {
  id: 'CN-DTAP-2025' | 'CN-HPV-2025';
  effectiveFrom: IsoDate;
  source: string;
}

/**
 * The pertussis schedule from 1 January 2025 (National Disease Control and Prevention Administration and five other
 * departments, notice of December 2024; China Daily, 27 December 2024): DTaP at 2, 4, 6 and 18 months and 6 years,
 * the 6-year dose DTaP instead of DT. It replaces the 2021 DTaP and DT rows. The complete-before ages of the 2021
 * document are kept for the doses that hold the same place (3rd dose < 12 months, 4th < 24 months, the 6-year dose
 * < 7 years, as DT was), and its catch-up intervals too.
 */
export const CN_DTAP_2025: Amendment = {
  id: 'CN-DTAP-2025',
  effectiveFrom: '2025-01-01',
  source: '国家疾控局等《关于调整百白破疫苗和白破疫苗免疫程序的通知》(2024年12月), 2025-01-01 起施行',
};

const DTAP = '百白破疫苗 · 补种原则 (1)';
const TABLE = '2025 百白破疫苗免疫程序';

export const CN_DTAP_2025_DOSES: readonly ScheduledDose[] = [
  { vaccine: 'DTaP', dose: 1, series: 'DTP', minAge: months(2), lateFrom: months(12), lateFromNamed: false, after: [], source: TABLE },
  {
    vaccine: 'DTaP',
    dose: 2,
    series: 'DTP',
    minAge: months(4),
    lateFrom: months(12),
    lateFromNamed: false,
    after: [{ vaccine: 'DTaP', dose: 1, min: days(28), source: DTAP }],
    source: TABLE,
  },
  {
    vaccine: 'DTaP',
    dose: 3,
    series: 'DTP',
    minAge: months(6),
    lateFrom: months(12),
    lateFromNamed: true,
    after: [{ vaccine: 'DTaP', dose: 2, min: days(28), source: DTAP }],
    source: `${TABLE}; 一般原则 · 接种年龄 (2) 第3项`,
  },
  {
    vaccine: 'DTaP',
    dose: 4,
    series: 'DTP',
    minAge: months(18),
    lateFrom: months(24),
    lateFromNamed: true,
    after: [{ vaccine: 'DTaP', dose: 3, min: months(6), source: DTAP }],
    source: `${TABLE}; 一般原则 · 接种年龄 (2) 第5项`,
  },
  { vaccine: 'DTaP', dose: 5, series: 'DTP', minAge: years(6), lateFrom: years(7), lateFromNamed: false, after: [], source: TABLE },
];

/**
 * HPV vaccine in the programme from 10 November 2025 (National Disease Control and Prevention Administration,
 * National Health Commission and five other departments, 30 October 2025; China Daily, 30 October 2025): girls born
 * on or after 10 November 2011, two doses of the bivalent vaccine from 13 years, six months apart. No age is named
 * by which they are late.
 */
export const CN_HPV_2025: Amendment = {
  id: 'CN-HPV-2025',
  effectiveFrom: '2025-11-10',
  source: '国家疾控局等: HPV疫苗纳入国家免疫规划 (2025-10-30), 2025-11-10 起施行',
};
export const HPV_BORN_FROM: IsoDate = '2011-11-10';

export const CN_HPV_2025_DOSES: readonly ScheduledDose[] = [
  {
    vaccine: 'HPV',
    dose: 1,
    series: 'HPV',
    minAge: years(13),
    lateFrom: null,
    lateFromNamed: false,
    after: [],
    source: CN_HPV_2025.source,
  },
  {
    vaccine: 'HPV',
    dose: 2,
    series: 'HPV',
    minAge: years(13),
    lateFrom: null,
    lateFromNamed: false,
    after: [{ vaccine: 'HPV', dose: 1, min: months(6), source: CN_HPV_2025.source }],
    source: CN_HPV_2025.source,
  },
];

export const CN_AMENDMENTS: readonly Amendment[] = [CN_DTAP_2025, CN_HPV_2025];
