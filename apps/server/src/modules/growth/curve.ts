/**
 * The growth curve: the child's points and scores on the WHO chart (and the preterm chart, Fenton or
 * INTERGROWTH-21st, for a baby scored on it). Every point carries its record's score (scoring.ts) and names its reference: one rule
 * decides the reference for every view. The centile lines are static data (reference-lines.ts), not part of a child's reply.
 */
import {
  ageInDays,
  CHINA_LAST_MONTH,
  ageCorrectedForGestationDays,
  correctionEndDays,
  correctedAgeDays,
  correctedFromChronologicalDays,
  PRETERM_BELOW_DAYS,
  DAYS_PER_MONTH,
  roundGrowthZ,
  summariseChartPoints,
  WHO2006_LAST_DAY,
  type GrowthReferences,
  type IsoDate,
} from '@sprout/clinical';
import {
  FULL_TERM,
  GROWTH_CURVE_FULL_POINTS,
  GROWTH_INDICATORS,
  PRETERM,
  type GrowthCurve,
  type GrowthCurveIndicator,
  type GrowthIndicatorName,
  type GrowthScoreReference,
  type PretermCurveIndicator,
  type PretermReferenceChoice,
} from '@sprout/contracts';
import {
  FENTON_FIRST_DAY,
  FENTON_LAST_DAY,
  GROWTH_UNITS as UNIT,
  IG21_FIRST_DAY,
  IG21_LAST_DAY,
  referenceLinesOf,
} from './reference-lines.ts';
import type { GrowthRecordRow, GrowthSubject } from './repository.ts';
import { BMI_DECIMALS, CENTILE_DECIMALS, gestationOf, scoreRecord, type ScoringSet } from './scoring.ts';

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

/** A record with its scores and its ages: the curve's points are read from these. */
type ScoredRow = { row: GrowthRecordRow; scores: ReturnType<typeof scoreRecord>; corrected: number; chronological: number };

/** The scores read on a preterm reference: they go on the preterm chart, every other score on the WHO chart. */
const PRETERM_SCORE_REFERENCES: ReadonlySet<GrowthScoreReference | null> = new Set([
  'fenton2013',
  'intergrowth21_newborn',
  'intergrowth21_preterm',
]);
const onPretermChart = (score: { reference: GrowthScoreReference | null }) => PRETERM_SCORE_REFERENCES.has(score.reference);

/**
 * Preterm chart: the measurements the one scoring rule (scoreGrowth, via scoreRecord) reads on the preterm
 * reference — Fenton before term-equivalent age; INTERGROWTH-21st at birth and from 27 to 64 weeks — with that
 * same score. After it a record is scored on WHO and shown on the WHO chart, so no view gives a record a second
 * score from another reference.
 */
function pretermSection(scored: readonly ScoredRow[], reference: PretermReferenceChoice): PretermCurveIndicator[] {
  return (['height', 'weight', 'headSize'] as const).map((indicator) => {
    const measurements: PretermCurveIndicator['measurements'] = [];
    for (const { row, scores } of scored) {
      const score = scores[indicator];
      const value = valueOf(row, indicator);
      if (score === null || value === null || !onPretermChart(score) || score.postmenstrualAgeDays === null) continue;
      measurements.push({
        recordId: row.id,
        recordDate: row.recordDate,
        postmenstrualAgeWeeks: round(score.postmenstrualAgeDays / 7, LINE_DECIMALS),
        value,
        zScore: score.z === null ? null : roundGrowthZ(score.z),
        centile: score.centile === null ? null : round(score.centile, CENTILE_DECIMALS),
        reference: score.reference,
      });
    }
    return { indicator, unit: UNIT[indicator], reference, measurements };
  });
}

const CHINA_TABLE = { height: 'lhfa', weight: 'wfa', headSize: 'hcfa', bmi: null } as const;

/** The last month the China table covers for an indicator, when China is chosen; else null (WHO throughout). */
function chinaToMonths(set: ScoringSet, indicator: GrowthIndicatorName): number | null {
  const table = CHINA_TABLE[indicator];
  return set.choice === 'china' && table ? CHINA_LAST_MONTH[table] : null;
}

function whoReferenceName(span: number): string {
  return span > WHO2006_LAST_DAY / DAYS_PER_MONTH ? 'who2006+who2007' : 'who2006';
}

/** `set` carries the tables of every reference (china, ig21): the curve names the static lines' version. */
export function toCurve(
  refs: GrowthReferences,
  set: Required<ScoringSet>,
  subject: GrowthSubject,
  records: readonly GrowthRecordRow[],
  asOf: IsoDate,
): GrowthCurve {
  const { choice, china, ig21, preterm } = set;
  const ga = gestationOf(subject);
  // RCPCH: to 1 year for 32+0–36+6, to 2 years below 32+0 (packages/clinical correctionEndDays); China 2 years.
  const until = ga === null ? 0 : correctionEndDays(ga, choice);
  const scored: ScoredRow[] = [];
  for (const row of records) {
    const chronological = ageInDays(subject.birthDate, row.recordDate);
    if (chronological < 0) continue;
    scored.push({
      row,
      scores: scoreRecord(refs, subject, row, set),
      corrected: correctedFromChronologicalDays(chronological, ga, until),
      chronological,
    });
  }
  let oldest = Math.max(0, correctedAgeDays(subject.birthDate, asOf, ga, until));
  for (const s of scored) oldest = Math.max(oldest, s.corrected);
  const span = chartSpanMonths(oldest / DAYS_PER_MONTH);

  const indicators = GROWTH_INDICATORS.map((indicator): GrowthCurveIndicator => {
    // Before term-equivalent age nothing is on the WHO chart; after it, what the rule scores on the preterm
    // reference (INTERGROWTH-21st reaches 64 weeks) is on the preterm chart, not here. The chart's rows are indices
    // into `scored`: a long history's points are summarised, and only the kept ones become objects.
    const charted: number[] = [];
    // The first point past the end of correction also carries the age it would have had corrected, so the chart
    // joins the two there as it does before: the move right at the end is drawn and explained, never a silent jump.
    let atEndIndex = -1;
    let atEnd = 0;
    for (let i = 0; i < scored.length; i += 1) {
      const s = scored[i]!;
      const score = s.scores[indicator];
      if (s.corrected < 0 || score === null || onPretermChart(score)) continue;
      const previous = charted.length > 0 ? scored[charted[charted.length - 1]!]! : undefined;
      if (ga !== null && previous !== undefined && previous.corrected !== previous.chronological && s.corrected === s.chronological) {
        atEndIndex = i;
        atEnd = ageCorrectedForGestationDays(s.chronological, ga);
      }
      charted.push(i);
    }
    // A long history is summarised; the flagged points and the one where correction ends are always kept.
    const measurements = summariseChartPoints(
      charted,
      GROWTH_CURVE_FULL_POINTS,
      (i) => scored[i]!.row.recordDate,
      (i) => scored[i]!.scores[indicator]!.flag || i === atEndIndex,
    ).map((i) => {
      const { row, corrected, chronological } = scored[i]!;
      const score = scored[i]!.scores[indicator]!;
      return {
        recordId: row.id,
        recordDate: row.recordDate,
        ageMonths: round(corrected / DAYS_PER_MONTH, LINE_DECIMALS),
        chronologicalAgeMonths: round(chronological / DAYS_PER_MONTH, LINE_DECIMALS),
        value: round(score.measurementUsed, indicator === 'bmi' ? BMI_DECIMALS : LINE_DECIMALS),
        zScore: score.z === null ? null : roundGrowthZ(score.z),
        centile: score.centile === null ? null : round(score.centile, CENTILE_DECIMALS),
        reference: score.reference,
        // Only on the point where correction ended: a field on every point would cost every long curve bytes.
        ...(i === atEndIndex ? { correctedAgeMonthsAtEnd: round(atEnd / DAYS_PER_MONTH, LINE_DECIMALS) } : {}),
      };
    });
    const china = chinaToMonths(set, indicator);
    return {
      indicator,
      unit: UNIT[indicator],
      // With China chosen: its lines to the table's last age, WHO's after when the chart runs past it.
      // CDC 2000: its own lines only (nothing falls back to WHO, clinical cdc2000.ts).
      reference:
        choice === 'cdc2000'
          ? 'cdc2000'
          : china === null
            ? whoReferenceName(span)
            : span > china
              ? `wst423_2022+${whoReferenceName(span)}`
              : 'wst423_2022',
      fromMonths: 0,
      toMonths: span,
      chinaToMonths: china,
      measurements,
      recordCount: charted.length,
    };
  });

  const onPreterm =
    ga !== null &&
    scored.some(({ scores }) => GROWTH_INDICATORS.some((indicator) => scores[indicator] !== null && onPretermChart(scores[indicator])));
  const [firstDay, lastDay] = preterm === 'intergrowth21' ? [IG21_FIRST_DAY, IG21_LAST_DAY] : [FENTON_FIRST_DAY, FENTON_LAST_DAY];
  return {
    growthId: subject.profile.id,
    sex: subject.sex,
    birthDate: subject.birthDate,
    fullTermFlag: subject.profile.fullTermFlag === PRETERM ? PRETERM : FULL_TERM,
    gestationalAge: ga,
    correctedAge: ga !== null && scored.some((s) => s.corrected !== s.chronological),
    correctionEndMonths: ga !== null && ga < PRETERM_BELOW_DAYS ? round(until / DAYS_PER_MONTH, LINE_DECIMALS) : null,
    referenceVersion: referenceLinesOf(refs, china, ig21, set.cdc).version,
    growthReference: choice,
    pretermReference: preterm,
    indicators,
    preterm:
      onPreterm && ga !== null
        ? {
            // Two weeks before birth, not before the lines start; but never after birth (IG-21's newborn size puts a
            // point at a gestation before its postnatal lines start at 27 weeks).
            fromWeeks: round(Math.min(Math.max(firstDay, ga - FENTON_LEAD_DAYS), ga) / 7, LINE_DECIMALS),
            toWeeks: lastDay / 7,
            indicators: pretermSection(scored, preterm),
          }
        : null,
  };
}
