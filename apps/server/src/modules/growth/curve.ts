/**
 * The growth curve: the child's points and scores on the WHO chart (and the Fenton chart for a baby measured
 * before term). The centile lines are static data (reference-lines.ts), not part of a child's reply.
 */
import {
  ageInDays,
  correctedAgeDays,
  DAYS_PER_MONTH,
  fentonTableFor,
  GRAMS_PER_KG,
  growthCentileFromZ,
  growthZFromTable,
  postmenstrualAgeDays,
  roundGrowthZ,
  WHO2006_LAST_DAY,
  type GrowthReferences,
  type IsoDate,
} from '@sprout/clinical';
import {
  FULL_TERM,
  GROWTH_INDICATORS,
  PRETERM,
  type GrowthCurve,
  type GrowthCurveIndicator,
  type GrowthIndicatorName,
  type PretermCurveIndicator,
} from '@sprout/contracts';
import { FENTON_FIRST_DAY, FENTON_LAST_DAY, GROWTH_UNITS as UNIT, referenceLinesOf } from './reference-lines.ts';
import type { GrowthRecordRow, GrowthSubject } from './repository.ts';
import { BMI_DECIMALS, CENTILE_DECIMALS, gestationOf, scoreRecord } from './scoring.ts';

const MONTHS_PER_YEAR = 12;
/** Chart spans: the first year, the first two, then whole years with at least half a year to grow into. */
const INFANT_SPAN_MONTHS = 12;
const TODDLER_SPAN_MONTHS = 24;
const HEADROOM_MONTHS = 6;
export function chartSpanMonths(ageMonths: number): number {
  if (ageMonths < INFANT_SPAN_MONTHS) return INFANT_SPAN_MONTHS;
  if (ageMonths < TODDLER_SPAN_MONTHS) return TODDLER_SPAN_MONTHS;
  return Math.ceil((ageMonths + HEADROOM_MONTHS) / MONTHS_PER_YEAR) * MONTHS_PER_YEAR;
}

/** The Fenton chart starts two weeks before the baby's birth gestation, at 22 weeks at the earliest. */
const FENTON_LEAD_DAYS = 14;

const LINE_DECIMALS = 3;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function valueOf(row: GrowthRecordRow, indicator: Exclude<GrowthIndicatorName, 'bmi'>): number | null {
  return indicator === 'height' ? row.heightCm : indicator === 'weight' ? row.weightKg : row.headCm;
}

/** Preterm chart: every measurement up to 50 weeks of postmenstrual age, scored on Fenton itself. */
function pretermSection(refs: GrowthReferences, subject: GrowthSubject, records: readonly GrowthRecordRow[], ga: number): PretermCurveIndicator[] {
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
    return { indicator, unit: UNIT[indicator], reference: 'fenton2013' as const, measurements };
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
    referenceVersion: referenceLinesOf(refs).version,
    indicators,
    preterm:
      bornBeforeTerm && ga !== null
        ? {
            fromWeeks: round(Math.max(FENTON_FIRST_DAY, ga - FENTON_LEAD_DAYS) / 7, LINE_DECIMALS),
            toWeeks: FENTON_LAST_DAY / 7,
            indicators: pretermSection(refs, subject, records, ga),
          }
        : null,
  };
}
