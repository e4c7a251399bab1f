import { sql, type SQL } from 'drizzle-orm';
import { MIN_PROGRESSION_INTERVAL_DAYS } from '@sprout/clinical';
import type { EyeSide } from '@sprout/contracts';
import { jsonRows } from '../../db/json-rows.ts';
import { eyeExams } from '../../db/schema/index.ts';

/**
 * The SQL of an exam read with the baselines of its change per year, and its decoding: the eye screen's reads
 * (history-repository.ts) and the clinical summary's (clinical-summary/repository.ts) find an exam's baselines the
 * same way, so that every screen gives an exam the same change per year.
 */
export type ExamRow = typeof eyeExams.$inferSelect;
type Baseline = { examDate: string; mm: number };
/** An exam with, for each eye, the baseline its change per year is measured from (present.ts growthFromBaselines). */
export interface ExamWithBaselines {
  row: ExamRow;
  baselines: Record<EyeSide, Baseline | null>;
}
/** An exam with the baseline of one eye's change per year: that eye's summary card. */
export interface ExamWithBaseline {
  row: ExamRow;
  baseline: Baseline | null;
}

export const examsJson = jsonRows(eyeExams);
type AxialColumn = 'od_axial_length_mm' | 'os_axial_length_mm';

/**
 * The baseline of exam `e` for one eye, as JSON: the nearest exam measuring that eye at least
 * MIN_PROGRESSION_INTERVAL_DAYS before it, of one day the first stored (as @sprout/clinical axialGrowthPerYear picks).
 */
export const examBaseline = (column: AxialColumn) => {
  const mm = sql.identifier(column);
  return sql`(select json_build_object('examDate', b.exam_date, 'mm', b.${mm}) from ${eyeExams} as b
    where b.eye_id = e.eye_id and b.${mm} is not null
      and b.exam_date <= e.exam_date - ${sql.raw(String(MIN_PROGRESSION_INTERVAL_DAYS))}
    order by b.exam_date desc, b.created_at asc, b.id asc limit 1)`;
};

/** Exam `e`'s columns with both eyes' baselines after them (decoded by withBaselines). */
export const examWithBaselinesValues = () =>
  examsJson.values('e', [examBaseline('od_axial_length_mm'), examBaseline('os_axial_length_mm')]);

/**
 * The profile's latest exam measuring one eye (the last in the history's order to have it), every column, with that
 * eye's baseline (decoded by withBaseline): that eye's summary card.
 */
export const latestMeasuredExam = (eyeId: SQL, column: AxialColumn) =>
  sql<unknown>`(select ${examsJson.values('e', [examBaseline(column)])}
    from ${eyeExams} as e where e.eye_id = ${eyeId} and e.${sql.identifier(column)} is not null
    order by e.exam_date desc, e.created_at desc, e.id desc limit 1)`;

/** An exam's array with both baselines after its columns (examsJson.width and the one after). */
export const withBaselines = (json: unknown[]): ExamWithBaselines => ({
  row: examsJson.decode([json])[0]!,
  baselines: { right: json[examsJson.width] as Baseline | null, left: json[examsJson.width + 1] as Baseline | null },
});

/** An exam's array with one eye's baseline after its columns; null for none. */
export const withBaseline = (json: unknown): ExamWithBaseline | null => {
  if (json === null) return null;
  const array = json as unknown[];
  return { row: examsJson.decode([array])[0]!, baseline: array[examsJson.width] as Baseline | null };
};
