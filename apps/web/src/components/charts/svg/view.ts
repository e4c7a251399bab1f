/**
 * The maths of the in-house SVG chart (docs/decisions/0004-first-screen.md): linear scales, round ticks, and the
 * visible window that pinch and pan move, kept inside what the chart can draw. Pure, so it is tested without a
 * browser.
 */

/** A window in data units: the whole drawable area, or what is visible after zooming. */
export interface Extent {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Data to pixels and back, for one view in one plot box. */
export interface Scales {
  x: (value: number) => number;
  y: (value: number) => number;
  invertX: (px: number) => number;
  invertY: (px: number) => number;
}

export function scalesOf(view: Extent, box: Box): Scales {
  const sx = box.width / (view.xMax - view.xMin || 1);
  const sy = box.height / (view.yMax - view.yMin || 1);
  return {
    x: (value) => box.left + (value - view.xMin) * sx,
    y: (value) => box.top + (view.yMax - value) * sy,
    invertX: (px) => view.xMin + (px - box.left) / sx,
    invertY: (px) => view.yMax - (px - box.top) / sy,
  };
}

/** A round step (1, 2 or 5 × 10^n) giving about `count` intervals over the span. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw * (1 - 1e-9))!;
}

/** The multiples of `step` from min to max, both included, without floating-point dust. */
export function ticksOf(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = Math.ceil(min / step - 1e-9) * step; v <= max + step * 1e-9; v += step) out.push(Number(v.toFixed(decimals)));
  return out;
}

/** The smallest share of the drawable extent a view may show (twenty times zoom). */
const MAX_ZOOM = 20;

/** Keeps a view inside the extent and no smaller than 1/MAX_ZOOM of it, moving it rather than cutting it. */
export function clampView(view: Extent, extent: Extent): Extent {
  const fit = (min: number, max: number, lo: number, hi: number): [number, number] => {
    const full = hi - lo;
    let span = Math.min(Math.max(max - min, full / MAX_ZOOM), full);
    let start = (min + max) / 2 - span / 2;
    if (start < lo) start = lo;
    if (start + span > hi) start = hi - span;
    if (!(span > 0)) span = 0;
    return [start, start + span];
  };
  const [xMin, xMax] = fit(view.xMin, view.xMax, extent.xMin, extent.xMax);
  const [yMin, yMax] = fit(view.yMin, view.yMax, extent.yMin, extent.yMax);
  return { xMin, xMax, yMin, yMax };
}

/** The view after dragging by (dx, dy) pixels: the data follows the finger. */
export function panView(view: Extent, box: Box, dx: number, dy: number): Extent {
  const ux = ((view.xMax - view.xMin) / box.width) * dx;
  const uy = ((view.yMax - view.yMin) / box.height) * dy;
  return { xMin: view.xMin - ux, xMax: view.xMax - ux, yMin: view.yMin + uy, yMax: view.yMax + uy };
}

/**
 * The view after a pinch: `factor` > 1 zooms in. The data point that was under `from` (pixels) ends under `to`,
 * so the chart stays under the fingers while they spread and move. `axes` limits the zoom to one axis (wheel).
 */
export function zoomView(
  view: Extent,
  box: Box,
  factor: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
  axes: 'xy' | 'x' | 'y' = 'xy',
): Extent {
  const scales = scalesOf(view, box);
  const anchorX = scales.invertX(from.x);
  const anchorY = scales.invertY(from.y);
  const spanX = (view.xMax - view.xMin) / (axes === 'y' ? 1 : factor);
  const spanY = (view.yMax - view.yMin) / (axes === 'x' ? 1 : factor);
  const xMin = anchorX - ((to.x - box.left) / box.width) * spanX;
  const yMax = anchorY + ((to.y - box.top) / box.height) * spanY;
  return { xMin, xMax: xMin + spanX, yMin: yMax - spanY, yMax };
}

/** Index of the point nearest to (px, py) in pixels, if one lies within `radius`. */
export function nearestPoint(points: ReadonlyArray<{ x: number; y: number }>, px: number, py: number, radius: number): number | null {
  let best: number | null = null;
  let bestDistance = radius * radius;
  points.forEach((p, i) => {
    const d = (p.x - px) ** 2 + (p.y - py) ** 2;
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/** Spreads labels (by their y in pixels) at least `gap` apart, keeping their order and staying near their line. */
export function spreadLabels(ys: readonly number[], gap: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) {
    if (order[k]!.y - order[k - 1]!.y < gap) order[k]!.y = order[k - 1]!.y + gap;
  }
  const out = new Array<number>(ys.length);
  for (const { y, i } of order) out[i] = y;
  return out;
}
