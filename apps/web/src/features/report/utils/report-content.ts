import type { EyeCurve, EyeCurvePoint, EyeSide, GrowthCurve, GrowthIndicatorName, GrowthScoreReference } from '@sprout/contracts';

export interface GrowthRow {
  indicator: GrowthIndicatorName;
  unit: string;
  value: number;
  date: string;
  zScore: number | null;
  centile: number | null;
  reference: GrowthScoreReference | null;
}

export interface EyeRow {
  side: EyeSide;
  point: EyeCurvePoint;
}

const INDICATOR_ORDER: readonly GrowthIndicatorName[] = ['height', 'weight', 'headSize', 'bmi'];

/** The latest measurement of each indicator the child has one of, in the growth screen's order. */
export function growthRows(curve: GrowthCurve): GrowthRow[] {
  const rows: GrowthRow[] = [];
  for (const name of INDICATOR_ORDER) {
    const indicator = curve.indicators.find((i) => i.indicator === name);
    const latest = indicator?.measurements.reduce<(typeof indicator.measurements)[number] | null>(
      (best, m) => (!best || m.recordDate > best.recordDate ? m : best),
      null,
    );
    if (!indicator || !latest) continue;
    rows.push({
      indicator: name,
      unit: indicator.unit,
      value: latest.value,
      date: latest.recordDate,
      zScore: latest.zScore,
      centile: latest.centile,
      reference: latest.reference,
    });
  }
  return rows;
}

/** The latest exam of each eye, right first (the clinic's order). */
export function eyeRows(curve: EyeCurve): EyeRow[] {
  const rows: EyeRow[] = [];
  for (const side of ['right', 'left'] as const) {
    const point = curve[side].reduce<EyeCurvePoint | null>((best, p) => (!best || p.examDate > best.examDate ? p : best), null);
    if (point) rows.push({ side, point });
  }
  return rows;
}

/**
 * Every growth reference the report leans on: those its scores came from, then the one its chart lines are drawn
 * from (WHO 2006 under five years, 2007 after; China's WS/T 423—2022 or CDC 2000 when chosen), each once.
 */
export function growthReferencesOf(curve: GrowthCurve, rows: readonly GrowthRow[]): GrowthScoreReference[] {
  const found = new Set<GrowthScoreReference>();
  for (const row of rows) if (row.reference) found.add(row.reference);
  found.add(curve.growthReference === 'china' ? 'wst423_2022' : curve.growthReference === 'cdc2000' ? 'cdc2000' : 'who2006');
  return [...found];
}

/** The report's date: the newest measurement or exam it shows. */
export function latestDateOf(growth: readonly GrowthRow[], eye: readonly EyeRow[]): string | null {
  const dates = [...growth.map((r) => r.date), ...eye.map((r) => r.point.examDate)].sort();
  return dates.at(-1) ?? null;
}
