/** Which table scores an indicator at an age: WHO 2006 or 2007, Fenton, or the China table (score.ts, chart-lines.ts). */
import { DAYS_PER_MONTH } from '../dates.ts';
import { CHINA_LAST_MONTH, type ChinaTableName } from './china.ts';
import { WHO2006_LAST_DAY, WHO2007_MAX_MONTHS, WHO2007_WFA_MAX_MONTHS } from './coverage.ts';
import type { GrowthIndicator, GrowthTableId } from './types.ts';

export interface TablePoint {
  readonly table: GrowthTableId;
  /** On the table's axis: days (WHO 2006, Fenton) or months (WHO 2007). */
  readonly x: number;
}

const WHO2006_TABLE: Readonly<Record<GrowthIndicator, GrowthTableId>> = {
  height: 'who2006_lhfa',
  weight: 'who2006_wfa',
  headSize: 'who2006_hcfa',
  bmi: 'who2006_bfa',
};
const WHO2007_TABLE: Readonly<Record<GrowthIndicator, GrowthTableId | null>> = {
  height: 'who2007_hfa',
  weight: 'who2007_wfa',
  headSize: null,
  bmi: 'who2007_bfa',
};
const FENTON_TABLE: Readonly<Record<GrowthIndicator, GrowthTableId | null>> = {
  height: 'fenton2013_length',
  weight: 'fenton2013_weight',
  headSize: 'fenton2013_hc',
  bmi: null,
};

/**
 * The WHO table for an indicator at a (corrected) age of at least 0 days, or null where no WHO reference exists;
 * `whoTableAxis` gives the age on that table's axis. Apart, so that scoring a long history allocates no point per
 * score (score.ts); together as whoTablePointForAge, shared with the chart lines so a child on a line scores that
 * line's centile.
 */
export function whoTableForAge(indicator: GrowthIndicator, ageDays: number): GrowthTableId | null {
  if (ageDays < 0) return null;
  if (ageDays <= WHO2006_LAST_DAY) return WHO2006_TABLE[indicator];
  const limit = indicator === 'weight' ? WHO2007_WFA_MAX_MONTHS : WHO2007_MAX_MONTHS;
  return ageDays / DAYS_PER_MONTH <= limit ? WHO2007_TABLE[indicator] : null;
}

/** An age of at least 0 days on the axis of the WHO table for it: days (WHO 2006) or exact months (WHO 2007). */
export function whoTableAxis(ageDays: number): number {
  return ageDays <= WHO2006_LAST_DAY ? ageDays : ageDays / DAYS_PER_MONTH;
}

/** The WHO table and x for an indicator at a (corrected) age (whoTableForAge, whoTableAxis). */
export function whoTablePointForAge(indicator: GrowthIndicator, ageDays: number): TablePoint | null {
  const table = whoTableForAge(indicator, ageDays);
  return table ? { table, x: whoTableAxis(ageDays) } : null;
}

/** Fenton table for an indicator; null for BMI (Fenton has no BMI chart). */
export function fentonTableFor(indicator: GrowthIndicator): GrowthTableId | null {
  return FENTON_TABLE[indicator];
}

const CHINA_TABLE: Readonly<Record<GrowthIndicator, ChinaTableName | null>> = {
  height: 'lhfa',
  weight: 'wfa',
  headSize: 'hcfa',
  bmi: null,
};

/** The China table for an indicator at a corrected age, or null where it has none (then WHO scores it). */
export function chinaTableForAge(indicator: GrowthIndicator, ageDays: number): ChinaTableName | null {
  const table = CHINA_TABLE[indicator];
  return table && ageDays >= 0 && ageDays / DAYS_PER_MONTH <= CHINA_LAST_MONTH[table] ? table : null;
}
