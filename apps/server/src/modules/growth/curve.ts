/** The growth curve (API.md): WHO centile lines against age with the child's points, and the Fenton chart. */
import {
  ageInDays,
  correctedAgeDays,
  DAYS_PER_MONTH,
  fentonCentileLines,
  fentonTableFor,
  GRAMS_PER_KG,
  growthCentileFromZ,
  growthCentileLines,
  growthZFromTable,
  postmenstrualAgeDays,
  roundGrowthZ,
  WHO2006_LAST_DAY,
  WHO2007_MAX_MONTHS,
  WHO2007_WFA_MAX_MONTHS,
  type GrowthReferences,
  type IsoDate,
} from '@sprout/clinical';
import {
  FENTON_CHART_CENTILES,
  FULL_TERM,
  GROWTH_CHART_CENTILES,
  GROWTH_INDICATORS,
  PRETERM,
  type GrowthCurve,
  type GrowthCurveIndicator,
  type GrowthIndicatorName,
  type PretermCurveIndicator,
} from '@sprout/contracts';
import type { GrowthRecordRow, GrowthSubject } from './repository.ts';
import { BMI_DECIMALS, CENTILE_DECIMALS, gestationOf, scoreRecord } from './scoring.ts';

const UNIT: Record<GrowthIndicatorName, GrowthCurveIndicator['unit']> = { height: 'cm', weight: 'kg', headSize: 'cm', bmi: 'kg/m²' };
/** How far the WHO lines go for each indicator (WHO 2006 head circumference ends at day 1856 ≈ 60 months). */
const LINE_LIMIT_MONTHS: Record<GrowthIndicatorName, number> = {
  height: WHO2007_MAX_MONTHS,
  weight: WHO2007_WFA_MAX_MONTHS,
  headSize: Math.floor(WHO2006_LAST_DAY / DAYS_PER_MONTH),
  bmi: WHO2007_MAX_MONTHS,
};
const MONTHS_PER_YEAR = 12;
/** Chart spans: the first year, the first two, then whole years with at least half a year to grow into. */
const INFANT_SPAN_MONTHS = 12;
const TODDLER_SPAN_MONTHS = 24;
const HEADROOM_MONTHS = 6;
/** Sampling of the lines: weekly-ish for the first year, fortnightly to two, monthly after (smooth at phone size). */
function stepFor(spanMonths: number): number {
  if (spanMonths <= INFANT_SPAN_MONTHS) return 0.25;
  if (spanMonths <= TODDLER_SPAN_MONTHS) return 0.5;
  return 1;
}
export function chartSpanMonths(ageMonths: number): number {
  if (ageMonths < INFANT_SPAN_MONTHS) return INFANT_SPAN_MONTHS;
  if (ageMonths < TODDLER_SPAN_MONTHS) return TODDLER_SPAN_MONTHS;
  return Math.ceil((ageMonths + HEADROOM_MONTHS) / MONTHS_PER_YEAR) * MONTHS_PER_YEAR;
}

/** Fenton 2013 charts run to 50+0 weeks of postmenstrual age. */
const FENTON_LAST_DAY = 50 * 7;
/** The Fenton chart starts two weeks before the baby's birth gestation, at 22 weeks at the earliest. */
const FENTON_LEAD_DAYS = 14;
const FENTON_FIRST_DAY = 22 * 7;

const LINE_DECIMALS = 3;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function valueOf(row: GrowthRecordRow, indicator: Exclude<GrowthIndicatorName, 'bmi'>): number | null {
  return indicator === 'height' ? row.heightCm : indicator === 'weight' ? row.weightKg : row.headCm;
}

/** Preterm chart: lines by postmenstrual age and every measurement up to 50 weeks, scored on Fenton itself. */
function pretermSection(refs: GrowthReferences, subject: GrowthSubject, records: readonly GrowthRecordRow[], ga: number): PretermCurveIndicator[] {
  const fromDays = Math.max(FENTON_FIRST_DAY, ga - FENTON_LEAD_DAYS);
  return (['height', 'weight', 'headSize'] as const).map((indicator) => {
    const table = fentonTableFor(indicator)!;
    const scale = table === 'fenton2013_weight' ? GRAMS_PER_KG : 1;
    const measurements: PretermCurveIndicator['measurements'] = [];
    for (const row of records) {
      const value = valueOf(row, indicator);
      const age = ageInDays(subject.birthDate, row.recordDate);
      if (value === null || age < 0) continue;
      const pma = postmenstrualAgeDays(ga, age);
      if (pma > FENTON_LAST_DAY) continue;
      const scored = growthZFromTable(refs, table, subject.sex, pma, value * scale);
      measurements.push({
        recordId: row.id,
        recordDate: row.recordDate,
        postmenstrualAgeWeeks: round(pma / 7, LINE_DECIMALS),
        value,
        zScore: scored ? roundGrowthZ(scored.z) : null,
        centile: scored ? round(growthCentileFromZ(scored.z), CENTILE_DECIMALS) : null,
      });
    }
    const centiles = fentonCentileLines(refs, { sex: subject.sex, indicator, centiles: FENTON_CHART_CENTILES, fromDays, toDays: FENTON_LAST_DAY }).map((line) => ({
      centile: line.centile,
      points: line.points.map((p) => ({ postmenstrualAgeWeeks: round(p.postmenstrualAgeWeeks, LINE_DECIMALS), value: round(p.value, LINE_DECIMALS) })),
    }));
    return { indicator, unit: UNIT[indicator], reference: 'fenton2013' as const, centiles, measurements };
  });
}

export function toCurve(refs: GrowthReferences, subject: GrowthSubject, records: readonly GrowthRecordRow[], asOf: IsoDate): GrowthCurve {
  const ga = gestationOf(subject);
  const scored = records
    .filter((row) => ageInDays(subject.birthDate, row.recordDate) >= 0)
    .map((row) => ({ row, scores: scoreRecord(refs, subject, row), corrected: correctedAgeDays(subject.birthDate, row.recordDate, ga) }));
  const todayCorrected = Math.max(0, correctedAgeDays(subject.birthDate, asOf, ga));
  const oldest = Math.max(todayCorrected, ...scored.map((s) => s.corrected));
  const span = chartSpanMonths(oldest / DAYS_PER_MONTH);

  const indicators = GROWTH_INDICATORS.map((indicator): GrowthCurveIndicator => {
    const toMonths = Math.min(span, LINE_LIMIT_MONTHS[indicator]);
    const lines = growthCentileLines(refs, { sex: subject.sex, indicator, centiles: GROWTH_CHART_CENTILES, fromMonths: 0, toMonths, stepMonths: stepFor(span) });
    const measurements = scored
      // Before term-equivalent age a baby is on the Fenton chart, not on the WHO one.
      .filter((s) => s.corrected >= 0 && s.scores[indicator] !== null)
      .map(({ row, scores, corrected }) => {
        const score = scores[indicator]!;
        return {
          recordId: row.id,
          recordDate: row.recordDate,
          ageMonths: round(corrected / DAYS_PER_MONTH, LINE_DECIMALS),
          value: round(score.measurementUsed, indicator === 'bmi' ? BMI_DECIMALS : LINE_DECIMALS),
          zScore: score.z === null ? null : roundGrowthZ(score.z),
          centile: score.centile === null ? null : round(score.centile, CENTILE_DECIMALS),
        };
      });
    return {
      indicator,
      unit: UNIT[indicator],
      reference: span > WHO2006_LAST_DAY / DAYS_PER_MONTH ? 'who2006+who2007' : 'who2006',
      fromMonths: 0,
      toMonths: span,
      centiles: lines.map((line) => ({
        centile: line.centile,
        points: line.points.map((p) => ({ ageMonths: round(p.ageMonths, LINE_DECIMALS), value: round(p.value, LINE_DECIMALS) })),
      })),
      measurements,
    };
  });

  const bornBeforeTerm = ga !== null && scored.some((s) => s.corrected < 0);
  return {
    growthId: subject.profile.id,
    sex: subject.sex,
    birthDate: subject.birthDate,
    fullTermFlag: subject.profile.fullTermFlag === PRETERM ? PRETERM : FULL_TERM,
    gestationalAge: ga,
    correctedAge: ga !== null && scored.some((s) => s.corrected !== ageInDays(subject.birthDate, s.row.recordDate)),
    indicators,
    preterm: bornBeforeTerm && ga !== null ? { indicators: pretermSection(refs, subject, records, ga) } : null,
  };
}
