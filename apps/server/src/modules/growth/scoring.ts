/**
 * Raw growth records → what the API returns: ages, BMI, z-scores and centiles, all computed on read with
 * @sprout/clinical against the WHO 2006/2007 and Fenton 2013 tables, or WS/T 423—2022 when chosen (ScoringSet).
 */
import {
  adultHeightPlace,
  ageInDays,
  correctionEndDays,
  correctedAgeDays,
  growthCentileText,
  heightVelocity,
  isAgeCorrectionApplied,
  midParentalHeight,
  postmenstrualAgeDays,
  remeasureReasons,
  roundGrowthZ,
  scoreGrowth,
  scoreWeightForLength,
  type Cdc2000References,
  type ChinaReferences,
  type GrowthReferences,
  type Ig21References,
  type GrowthScore,
  type GrowthScoreInput,
  type IsoDate,
  type RemeasurePoint,
  type WeightForLengthScore,
} from '@sprout/clinical';
import {
  FULL_TERM,
  PRETERM,
  type GrowthBaseInfo,
  type GrowthIndicatorName,
  type GrowthRecord,
  type GrowthReferenceChoice,
  type PretermReferenceChoice,
} from '@sprout/contracts';
import type { BaseInfoRecords } from './base-info-repository.ts';
import type { GrowthRecordRow, GrowthSubject } from './repository.ts';

/** Centiles are shown to one decimal: finer than that is noise for a parent or a doctor. */
export const CENTILE_DECIMALS = 1;
/** BMI to two decimals (kg/m²), like the WHO tables' medians. */
export const BMI_DECIMALS = 2;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Gestation used for correction: only a preterm profile has one. */
export function gestationOf(subject: GrowthSubject): number | null {
  return subject.profile.fullTermFlag === PRETERM ? subject.profile.gestationalAgeDays : null;
}

/** The end of correction for this child on this set (RCPCH rule by gestation; packages/clinical correctionEndDays). */
const endOf = (ga: number | null, set: ScoringSet) => (ga === null ? 0 : correctionEndDays(ga, set.choice));

type Scores = Record<GrowthIndicatorName, GrowthScore | null>;

/** The reference set to score with, and the China tables when it is China; the preterm reference and its tables. */
export interface ScoringSet {
  readonly choice: GrowthReferenceChoice;
  readonly china?: ChinaReferences;
  /** Omitted = Fenton 2013. */
  readonly preterm?: PretermReferenceChoice;
  readonly ig21?: Ig21References;
  /** The CDC 2000 tables, needed when the choice is cdc2000. */
  readonly cdc?: Cdc2000References;
}
/** WHO (and Fenton before term): the default, and what the views that do not offer a choice score with. */
export const WHO_SCORING: ScoringSet = { choice: 'who' };

/** Every indicator of one record; null where the value is missing (BMI needs both weight and height). */
export function scoreRecord(refs: GrowthReferences, subject: GrowthSubject, row: GrowthRecordRow, set: ScoringSet = WHO_SCORING): Scores {
  // A birth date changed after the records were entered can put a record before birth: no score, no crash.
  if (ageInDays(subject.birthDate, row.recordDate) < 0) return { height: null, weight: null, headSize: null, bmi: null };
  const input = recordInput(subject, row, set);
  const height = scoreOf(refs, set, input, 'height', row.heightCm);
  const weight = scoreOf(refs, set, input, 'weight', row.weightKg);
  const headSize = scoreOf(refs, set, input, 'headSize', row.headCm);
  let bmi: GrowthScore | null = null;
  if (row.heightCm !== null && row.weightKg !== null) {
    input.weightKg = row.weightKg;
    input.heightCm = row.heightCm;
    bmi = scoreOf(refs, set, input, 'bmi', 0);
  }
  return { height, weight, headSize, bmi };
}

/**
 * One input of one shape (a literal, no spread, the same keys for BMI) for a record's four scores, each changing only
 * what differs (scoreOf): the scoring stays monomorphic, which made a record's four scores about ten times cheaper than
 * inputs spread from a shared base, and a long history's curve allocates one input per record, not four and two
 * closures (issue 28, criterion 4: 5,000 records). scoreGrowth keeps nothing of its input.
 */
function recordInput(subject: GrowthSubject, row: GrowthRecordRow, set: ScoringSet) {
  return {
    sex: subject.sex,
    birthDate: subject.birthDate,
    measuredOn: row.recordDate,
    gestationalAgeDays: gestationOf(subject),
    growthReference: set.choice,
    pretermReference: set.preterm ?? 'fenton2013',
    measure: row.measure ?? undefined,
    indicator: 'height' as GrowthIndicatorName,
    value: 0,
    weightKg: 0,
    heightCm: 0,
  };
}

/** One indicator's score with the record's input (scoreRecord); null where the record has no value. */
function scoreOf(
  refs: GrowthReferences,
  set: ScoringSet,
  input: ReturnType<typeof recordInput>,
  indicator: GrowthIndicatorName,
  value: number | null,
): GrowthScore | null {
  if (value === null) return null;
  input.indicator = indicator;
  input.value = value;
  return scoreGrowth(refs, input as GrowthScoreInput, set.china, set.ig21, set.cdc);
}

/** WHO weight-for-length/height of a record (WHO's table whatever the set: WS/T 423's is not in the data); null where none. */
export function weightForLengthOf(refs: GrowthReferences, subject: GrowthSubject, row: GrowthRecordRow): WeightForLengthScore | null {
  if (row.heightCm === null || row.weightKg === null) return null;
  return scoreWeightForLength(refs, {
    sex: subject.sex,
    birthDate: subject.birthDate,
    measuredOn: row.recordDate,
    gestationalAgeDays: gestationOf(subject),
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    measure: row.measure,
  });
}

/** A record's weight-for-length/height in the shape of the API. */
export function weightForLengthField(
  refs: GrowthReferences,
  subject: GrowthSubject,
  row: GrowthRecordRow,
): GrowthRecord['weightForLength'] {
  const scored = weightForLengthOf(refs, subject, row);
  return scored
    ? {
        table: scored.table,
        zScore: roundGrowthZ(scored.z),
        centile: round(scored.centile, CENTILE_DECIMALS),
        status: scored.status,
        flag: scored.flag,
      }
    : null;
}

/** A record's scores as the re-measure check reads them (clinical growth/remeasure.ts). */
function remeasurePointOf(scores: Scores, date: IsoDate): RemeasurePoint {
  const point = (s: GrowthScore | null) => (s ? { z: s.z, reference: s.reference, value: s.measurementUsed } : undefined);
  return {
    date,
    scores: { height: point(scores.height), weight: point(scores.weight), headSize: point(scores.headSize), bmi: point(scores.bmi) },
  };
}

/**
 * The re-measure check of a record against the latest record before it (null: none), both scored on the same set,
 * in the shape of the API (zChange for a z jump, cmChange for a shrink).
 */
function recheckOf(score: RecordScorer, row: GrowthRecordRow, previous: GrowthRecordRow | null): GrowthRecord['recheck'] {
  if (!previous) return [];
  const reasons = remeasureReasons(remeasurePointOf(score(previous), previous.recordDate), remeasurePointOf(score(row), row.recordDate));
  return reasons.map((r) => ({
    kind: r.kind,
    indicator: r.indicator,
    previousDate: r.previousDate,
    zChange: r.kind === 'zJump' ? r.zChange : null,
    cmChange: r.kind === 'shrink' ? r.cmChange : null,
  }));
}

/** A child's records scored on one set, each row once: a page scores a row for itself and again as the next row's previous. */
export type RecordScorer = (row: GrowthRecordRow) => Scores;

/** The scorer of one answer (rows are the answer's own objects, so nothing outlives it). */
export function recordScorer(refs: GrowthReferences, subject: GrowthSubject, set: ScoringSet = WHO_SCORING): RecordScorer {
  const scored = new Map<GrowthRecordRow, Scores>();
  return (row) => {
    let scores = scored.get(row);
    if (!scores) {
      scores = scoreRecord(refs, subject, row, set);
      scored.set(row, scores);
    }
    return scores;
  };
}

const perIndicator = <T>(scores: Scores, pick: (score: GrowthScore | null) => T) => ({
  height: pick(scores.height),
  weight: pick(scores.weight),
  headSize: pick(scores.headSize),
  bmi: pick(scores.bmi),
});

/** One record as the API answers it; `previous` is the latest record before it (null: none), for the re-measure check. */
export function toRecord(
  refs: GrowthReferences,
  subject: GrowthSubject,
  row: GrowthRecordRow,
  previous: GrowthRecordRow | null,
  set: ScoringSet = WHO_SCORING,
  score: RecordScorer = recordScorer(refs, subject, set),
): GrowthRecord {
  const scores = score(row);
  const ga = gestationOf(subject);
  const ageDays = ageInDays(subject.birthDate, row.recordDate);
  return {
    recordId: row.id,
    growthId: row.growthId,
    recordDate: row.recordDate,
    height: row.heightCm,
    weight: row.weightKg,
    headSize: row.headCm,
    measure: row.measure,
    bmi: scores.bmi ? round(scores.bmi.measurementUsed, BMI_DECIMALS) : null,
    ageDays,
    correctedAgeDays: ageDays >= 0 ? correctedAgeDays(subject.birthDate, row.recordDate, ga, endOf(ga, set)) : ageDays,
    postmenstrualAgeDays: ga !== null && ageDays >= 0 ? postmenstrualAgeDays(ga, ageDays) : null,
    zScores: perIndicator(scores, (s) => (s?.z == null ? null : roundGrowthZ(s.z))),
    centiles: perIndicator(scores, (s) => (s?.centile == null ? null : round(s.centile, CENTILE_DECIMALS))),
    centileTexts: perIndicator(scores, (s) => (s?.centile == null ? null : growthCentileText(round(s.centile, CENTILE_DECIMALS)))),
    references: perIndicator(scores, (s) => s?.reference ?? null),
    flags: perIndicator(scores, (s) => s?.flag ?? false),
    recheck: recheckOf(score, row, previous),
    weightForLength: weightForLengthField(refs, subject, row),
  };
}

/** Tanner's target height and its place among adults (SDS and centile on WHO 2007 at 19 years). */
function targetHeight(refs: GrowthReferences, sex: GrowthSubject['sex'], fatherHeightCm: number, motherHeightCm: number) {
  const target = midParentalHeight({ sex, fatherHeightCm, motherHeightCm });
  const place = adultHeightPlace(refs, sex, target.targetCm);
  const centile = round(place.centile, CENTILE_DECIMALS);
  return { ...target, targetSds: roundGrowthZ(place.sds), targetCentile: centile, targetCentileText: growthCentileText(centile) };
}

/** Growth base info (API.md), with the summary the detail screens show. */
export function toBaseInfo(
  refs: GrowthReferences,
  subject: GrowthSubject,
  records: BaseInfoRecords,
  asOf: IsoDate,
  set: ScoringSet = WHO_SCORING,
): GrowthBaseInfo {
  const { profile } = subject;
  const ga = gestationOf(subject);
  const ageDays = ageInDays(subject.birthDate, asOf);
  const [latest = null, previous = null] = records.latest;
  // The latest height and its baseline: the last velocity of the whole history, which is the latest height's.
  const velocity = heightVelocity(records.heights).at(-1) ?? null;
  const { fatherHeightCm, motherHeightCm } = profile;
  return {
    growthId: profile.id,
    familyMemberId: profile.familyMemberId,
    name: subject.name,
    sex: subject.sex,
    birthDate: subject.birthDate,
    fullTermFlag: profile.fullTermFlag === PRETERM ? PRETERM : FULL_TERM,
    gestationalAge: ga,
    fatherHeight: fatherHeightCm,
    motherHeight: motherHeightCm,
    asOf,
    ageDays,
    correctedAgeDays:
      ageDays >= 0 && isAgeCorrectionApplied(ageDays, ga, endOf(ga, set))
        ? correctedAgeDays(subject.birthDate, asOf, ga, endOf(ga, set))
        : null,
    midParentalHeight:
      fatherHeightCm !== null && motherHeightCm !== null ? targetHeight(refs, subject.sex, fatherHeightCm, motherHeightCm) : null,
    latestRecord: latest ? toRecord(refs, subject, latest, previous, set) : null,
    heightVelocity: velocity ? { ...velocity, cmPerYear: round(velocity.cmPerYear, 1) } : null,
    recordCount: records.count,
    growthReference: profile.reference,
    pretermReference: profile.pretermReference,
  };
}
