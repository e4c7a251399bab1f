/**
 * The vaccines a dose can be recorded for. Programme vaccines are those of China's national immunisation programme
 * (国家免疫规划疫苗, schedule-cn-2021.ts), with the abbreviations the 2021 document itself uses; optional vaccines are
 * the common non-programme (self-paid, 非免疫规划) vaccines parents choose: recorded and shown as optional, with no
 * schedule claimed for them (the 2021 document leaves them to each product's instructions).
 */
export const PROGRAMME_VACCINES = [
  'HepB',
  'BCG',
  'IPV',
  'bOPV',
  'DTaP',
  'DT',
  'MMR',
  'JE-L',
  'JE-I',
  'MPSV-A',
  'MPSV-AC',
  'HepA-L',
  'HepA-I',
  'HPV',
] as const;
export type ProgrammeVaccine = (typeof PROGRAMME_VACCINES)[number];

/**
 * Hib, 13-valent pneumococcal conjugate, rotavirus, varicella, influenza and enterovirus 71: the non-programme
 * vaccines most Chinese parents are offered in the first years.
 */
export const OPTIONAL_VACCINES = ['Hib', 'PCV13', 'RV', 'VAR', 'FLU', 'EV71'] as const;
export type OptionalVaccine = (typeof OPTIONAL_VACCINES)[number];

export const VACCINE_CODES = [...PROGRAMME_VACCINES, ...OPTIONAL_VACCINES] as const;
export type VaccineCode = (typeof VACCINE_CODES)[number];

export function isProgrammeVaccine(code: string): code is ProgrammeVaccine {
  return (PROGRAMME_VACCINES as readonly string[]).includes(code);
}

/**
 * Injected live attenuated vaccines: two of them not given on the same day are given at least 28 days apart
 * (2021 document, 二(一)3 "同时接种原则"). BCG is injected (intradermal) and live; varicella is the optional one.
 */
export const LIVE_INJECTED_VACCINES: readonly VaccineCode[] = ['BCG', 'MMR', 'JE-L', 'HepA-L', 'VAR'];
export const LIVE_INJECTED_MIN_GAP_DAYS = 28;

/**
 * The highest dose number a record may name: a typing slip is refused, while the doses a schedule can hold
 * (extra campaign doses of polio or measles vaccine, four hepatitis B doses for a small preterm baby, influenza
 * every season) still fit.
 */
export const MAX_DOSE_NUMBER = 10;
export const MAX_DOSE_NUMBER_ANNUAL = 20;
export const maxDoseNumber = (code: VaccineCode): number => (code === 'FLU' ? MAX_DOSE_NUMBER_ANNUAL : MAX_DOSE_NUMBER);

/** The longest batch (lot) number kept: those on Chinese vaccination certificates are 6–14 characters. */
export const VACCINE_BATCH_MAX = 40;
