import type { ChartSpec } from '../../../components/charts/svg/types.ts';

/** The chronological-age mark and its join to the corrected-age point. */
const CHRONOLOGICAL_COLOUR = '#3f4a44';
/** Half the height of the chronological-age mark, as a share of the y range. */
const CHRONOLOGICAL_MARK = 0.02;

/**
 * For each point drawn at corrected age, a short upright mark at its chronological age and a line joining the two
 * (RCPCH: plot both ages and join them), so the step when correction ends is seen, not hidden.
 */
export function chronologicalJoins(data: {
  points: ReadonlyArray<{ recordId: string; x: number; value: number; chronologicalX?: number | undefined }>;
  yMin: number;
  yMax: number;
}): ChartSpec['lines'] {
  const half = (data.yMax - data.yMin) * CHRONOLOGICAL_MARK;
  return data.points.flatMap((p) =>
    p.chronologicalX === undefined
      ? []
      : [
          {
            id: `chronological-join-${p.recordId}`,
            points: [
              [p.chronologicalX, p.value],
              [p.x, p.value],
            ] as const,
            colour: CHRONOLOGICAL_COLOUR,
            width: 1.5,
          },
          {
            id: `chronological-mark-${p.recordId}`,
            points: [
              [p.chronologicalX, p.value - half],
              [p.chronologicalX, p.value + half],
            ] as const,
            colour: CHRONOLOGICAL_COLOUR,
            width: 2,
          },
        ],
  );
}
