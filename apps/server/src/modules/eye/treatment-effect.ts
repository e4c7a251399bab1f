/**
 * GET …/eye/{id}/treatment_effect and …/projection: the treatment episodes of each eye and its projection to 18 years
 * (packages/clinical eye/treatment-effect.ts, eye/projection.ts).
 */
import {
  BIOMETER_REPEATABILITY_SD_MM,
  HIGH_MYOPIA_AXIAL_LENGTH_MM,
  isEyeTreatment,
  projectAxialLength,
  TOO_WIDE_HALF_WIDTH,
  treatmentEpisodes,
  type AxialLengthReference,
} from '@sprout/clinical';
import type { EyeProjection, EyeSide, EyeTreatmentEffect } from '@sprout/contracts';
import { EYE_EXAM_SIDE_COLUMNS, type CurveExam, type ProfileWithMember } from './repository.ts';

export const REPEATABILITY_SOURCE =
  'Kimura S, Hasebe S, Ohtsuki H. Jpn J Ophthalmol 2007;51:105–110 (IOLMaster in myopic children: repeatability ±0.05 mm, SD 0.018 mm, rounded up to 0.02)';

export function presentTreatmentEffect(
  reference: AxialLengthReference,
  profile: ProfileWithMember,
  history: readonly CurveExam[],
): EyeTreatmentEffect {
  const side = (eye: EyeSide) =>
    treatmentEpisodes(reference, {
      sex: profile.sex,
      birthDate: profile.birthDate,
      // The column's CHECK keeps it to the keys; 'other' is only the type's fallback.
      exams: history.map((row) => ({
        examDate: row.examDate,
        treatment: isEyeTreatment(row.treatment) ? row.treatment : 'other',
        axialLengthMm: row[EYE_EXAM_SIDE_COLUMNS[eye].axialLength] ?? null,
      })),
    });
  return {
    eyeId: profile.eyeId,
    repeatabilitySdMm: BIOMETER_REPEATABILITY_SD_MM,
    repeatabilitySource: REPEATABILITY_SOURCE,
    tooWideHalfWidth: TOO_WIDE_HALF_WIDTH,
    right: side('right'),
    left: side('left'),
  };
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;

export function presentProjection(
  reference: AxialLengthReference,
  profile: ProfileWithMember,
  history: readonly CurveExam[],
): EyeProjection {
  const side = (eye: EyeSide) => {
    const exams = history.flatMap((row) => {
      const mm = row[EYE_EXAM_SIDE_COLUMNS[eye].axialLength] ?? null;
      return mm === null ? [] : [{ examDate: row.examDate, axialLengthMm: mm }];
    });
    const p = projectAxialLength(reference, { sex: profile.sex, birthDate: profile.birthDate, exams });
    if (!p) return null;
    const round = (v: number | null) => (v === null ? null : r3(v));
    return {
      fromAgeYears: r3(p.fromAgeYears),
      fromMm: p.fromMm,
      lowRatio: r3(p.lowRatio),
      highRatio: r3(p.highRatio),
      measuredRate: p.measuredRate,
      points: p.points.map((q) => ({ ageYears: r3(q.ageYears), centreMm: r3(q.centreMm), lowMm: r3(q.lowMm), highMm: r3(q.highMm) })),
      crosses26: { low: round(p.crosses26.low), centre: round(p.crosses26.centre), high: round(p.crosses26.high) },
    };
  };
  return { eyeId: profile.eyeId, highMyopiaMm: HIGH_MYOPIA_AXIAL_LENGTH_MM, right: side('right'), left: side('left') };
}
