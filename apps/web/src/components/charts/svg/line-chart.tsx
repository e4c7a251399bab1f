import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Axes, BoneAges, Legend, Lines, Markers, PointSeries } from './chart-layers.tsx';
import type { FrameSize } from './frame-guess.ts';
import type { ChartSpec, Selection } from './types.ts';
import { toLocal, useGestures } from './use-gestures.ts';
import { clampView, nearestPoint, scalesOf, type Box, type Extent } from './view.ts';

export interface LineChartProps {
  spec: ChartSpec;
  /** Full screen: pinch (or wheel) to zoom, drag to pan. */
  zoom?: boolean;
  selected?: Selection | null;
  onSelect?: (selection: Selection) => void;
  ariaLabel: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** The frame's size before it is measured: the server draws at it (frame-guess.ts). */
  initialSize?: FrameSize;
}

/** How far from a point a tap still selects it: a 44 px target. */
const TAP_RADIUS = 22;

/**
 * The growth and axial-length charts (docs/decisions/0004-first-screen.md): reference lines with their labels,
 * the child's joined points, a tap for a point's values, and in full screen pinch-zoom and pan. Plain SVG drawn
 * by React, sized by its box (rotation to landscape included) before the first paint, so it never shifts.
 */
export function LineChart({
  spec,
  zoom = false,
  selected = null,
  onSelect,
  ariaLabel,
  className,
  style,
  testId,
  initialSize,
}: LineChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  // The server's guess of the frame (frame-guess.ts), so the chart is in the HTML; measured in the layout effect.
  const [size, setSize] = useState<{ width: number; height: number } | null>(initialSize ?? null);
  const [view, setView] = useState<Extent>(() => spec.initialView ?? spec.extent);
  const clipId = useId();

  // A new extent (another indicator, a new record) starts from its own initial window.
  const extentKey = JSON.stringify([spec.extent, spec.initialView]);
  const lastKey = useRef(extentKey);
  if (lastKey.current !== extentKey) {
    lastKey.current = extentKey;
    setView(spec.initialView ?? spec.extent);
  }

  useLayoutEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    // offsetWidth/Height are the untransformed box: right inside the quarter-turned full screen too.
    const read = () =>
      setSize((old) =>
        old && old.width === el.offsetWidth && old.height === el.offsetHeight ? old : { width: el.offsetWidth, height: el.offsetHeight },
      );
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const { margin } = spec;
  // One object per size, so that the memoised layers (axes, reference lines) skip the re-render of a tap.
  const box = useMemo<Box | null>(
    () =>
      size
        ? {
            left: margin.left,
            top: margin.top,
            width: Math.max(1, size.width - margin.left - margin.right),
            height: Math.max(1, size.height - margin.top - margin.bottom),
          }
        : null,
    [size, margin],
  );
  const shown = zoom ? view : spec.extent;
  const scales = useMemo(() => (box ? scalesOf(shown, box) : null), [box, shown]);

  const pixels = useMemo(
    () => (scales ? spec.series.map((s) => s.points.map((p) => ({ x: scales.x(p.x), y: scales.y(p.y) }))) : []),
    [scales, spec.series],
  );

  const select = (px: number, py: number) => {
    if (!onSelect || !box) return;
    let best: Selection | null = null;
    let bestDistance = Infinity;
    pixels.forEach((points, s) => {
      const visible = points.filter((p) => p.x >= box.left - 1 && p.x <= box.left + box.width + 1);
      const i = nearestPoint(points, px, py, TAP_RADIUS);
      if (i === null || !visible.includes(points[i]!)) return;
      const d = (points[i]!.x - px) ** 2 + (points[i]!.y - py) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = { seriesId: spec.series[s]!.id, index: i };
      }
    });
    if (best) onSelect(best);
  };

  useGestures(svgRef, { enabled: zoom, box, view, setView: (next) => setView(clampView(next, spec.extent)), onTap: select });

  return (
    <div ref={frameRef} className={className} style={{ position: 'relative', ...style }}>
      <svg
        ref={svgRef}
        width={size?.width ?? 0}
        height={size?.height ?? 0}
        // A server-drawn chart (frame-guess.ts) wider than a narrower phone's frame scales down into it, instead of
        // widening the page, until the frame is measured and the chart redrawn at its size.
        viewBox={size ? `0 0 ${size.width} ${size.height}` : undefined}
        role="img"
        aria-label={ariaLabel}
        data-testid={testId}
        data-view={zoom ? [shown.xMin, shown.xMax, shown.yMin, shown.yMax].map((v) => v.toFixed(2)).join(' ') : undefined}
        style={{
          display: 'block',
          position: 'absolute',
          inset: 0,
          maxWidth: '100%',
          touchAction: zoom ? 'none' : 'manipulation',
          userSelect: 'none',
        }}
        onClick={
          zoom
            ? undefined
            : (event) => {
                const at = toLocal(event.currentTarget, event.clientX, event.clientY);
                select(at.x, at.y);
              }
        }
      >
        {box && scales ? (
          <>
            <defs>
              <clipPath id={clipId}>
                <rect x={box.left} y={box.top - 6} width={box.width} height={box.height + 12} />
              </clipPath>
            </defs>
            <Axes spec={spec} view={shown} box={box} scales={scales} />
            <Lines lines={spec.lines} scales={scales} box={box} view={shown} clipId={clipId} />
            {spec.markers?.length ? <Markers markers={spec.markers} scales={scales} box={box} view={shown} /> : null}
            <g clipPath={`url(#${clipId})`}>
              {spec.series.map((series, s) => (
                <PointSeries
                  key={series.id}
                  series={series}
                  pixels={pixels[s]!}
                  selected={selected?.seriesId === series.id ? selected.index : null}
                />
              ))}
              {spec.boneAges?.length ? <BoneAges boneAges={spec.boneAges} scales={scales} view={shown} /> : null}
            </g>
            {spec.legend ? <Legend series={spec.series} width={size!.width} /> : null}
          </>
        ) : null}
      </svg>
    </div>
  );
}
