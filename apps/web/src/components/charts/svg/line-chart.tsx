import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { FrameSize } from './frame-guess.ts';
import type { ChartLine, ChartPointSeries, ChartSpec, PointSymbol, Selection } from './types.ts';
import { toLocal, useGestures } from './use-gestures.ts';
import { clampView, nearestPoint, scalesOf, spreadLabels, type Box, type Extent, type Scales } from './view.ts';

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
const AXIS_COLOUR = '#3f4a44';
const GRID_COLOUR = '#e3e8e5';
const FONT = 11;
const LABEL_GAP = 11;

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
            <g clipPath={`url(#${clipId})`}>
              {spec.series.map((series, s) => (
                <PointSeries
                  key={series.id}
                  series={series}
                  pixels={pixels[s]!}
                  selected={selected?.seriesId === series.id ? selected.index : null}
                />
              ))}
            </g>
            {spec.legend ? <Legend series={spec.series} width={size!.width} /> : null}
          </>
        ) : null}
      </svg>
    </div>
  );
}

const Axes = memo(function Axes({ spec, view, box, scales }: { spec: ChartSpec; view: Extent; box: Box; scales: Scales }) {
  const xTicks = spec.xTicks(view);
  const yTicks = spec.yTicks(view);
  const bottom = box.top + box.height;
  return (
    <g fontSize={FONT} fill={AXIS_COLOUR}>
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line x1={box.left} x2={box.left + box.width} y1={scales.y(v)} y2={scales.y(v)} stroke={GRID_COLOUR} />
          <text x={box.left - 6} y={scales.y(v)} textAnchor="end" dominantBaseline="middle">
            {v}
          </text>
        </g>
      ))}
      {xTicks.map((v) => (
        <g key={`x${v}`}>
          {spec.xGrid ? <line x1={scales.x(v)} x2={scales.x(v)} y1={box.top} y2={bottom} stroke={GRID_COLOUR} /> : null}
          <text x={scales.x(v)} y={bottom + 14} textAnchor="middle">
            {spec.xTickLabel(v)}
          </text>
        </g>
      ))}
      <line x1={box.left} x2={box.left + box.width} y1={bottom} y2={bottom} stroke={AXIS_COLOUR} />
      <text x={box.left + box.width / 2} y={bottom + 30} textAnchor="middle" fontSize={12}>
        {spec.xName}
      </text>
      {spec.yNamePlacement === 'side' ? (
        <text transform={`translate(14 ${box.top + box.height / 2}) rotate(-90)`} textAnchor="middle" fontSize={12}>
          {spec.yName}
        </text>
      ) : (
        <text x={box.left - 6} y={box.top - 12} fontSize={12}>
          {spec.yName}
        </text>
      )}
    </g>
  );
});

function pathOf(points: ReadonlyArray<readonly [number, number]>, scales: Scales): string {
  let d = '';
  for (const [x, y] of points) d += `${d ? 'L' : 'M'}${scales.x(x).toFixed(1)},${scales.y(y).toFixed(1)}`;
  return d;
}

const Lines = memo(function Lines({
  lines,
  scales,
  box,
  view,
  clipId,
}: {
  lines: readonly ChartLine[];
  scales: Scales;
  box: Box;
  view: Extent;
  clipId: string;
}) {
  // Each label at the line's value where it leaves the view, spread so that close lines stay readable.
  const ends = lines.map((line) => {
    const inside = line.points.filter(([x]) => x <= view.xMax);
    const last = inside.at(-1);
    return last ? scales.y(last[1]) : null;
  });
  const spread = spreadLabels(
    ends.map((y) => y ?? -1000),
    LABEL_GAP,
  );
  return (
    <g>
      <g clipPath={`url(#${clipId})`}>
        {lines.map((line) => (
          <path
            key={line.id}
            d={pathOf(line.points, scales)}
            fill="none"
            stroke={line.colour}
            strokeWidth={line.width}
            strokeDasharray={line.dashed ? '5 4' : undefined}
          />
        ))}
      </g>
      {lines.map((line, i) =>
        line.label && ends[i] !== null && ends[i]! >= box.top - 4 && ends[i]! <= box.top + box.height + 4 ? (
          <text
            key={line.id}
            x={box.left + box.width + 3}
            y={spread[i]}
            fontSize={10}
            fill={line.colour}
            dominantBaseline="middle"
            data-line-label={line.label}
          >
            {line.label}
          </text>
        ) : null,
      )}
    </g>
  );
});

function Symbol({
  symbol,
  x,
  y,
  r,
  ...rest
}: { symbol: PointSymbol; x: number; y: number; r: number } & React.SVGProps<SVGPathElement & SVGCircleElement>) {
  if (symbol === 'triangle')
    return <path d={`M${x},${y - r * 1.2}L${x + r * 1.1},${y + r * 0.8}L${x - r * 1.1},${y + r * 0.8}Z`} {...rest} />;
  return <circle cx={x} cy={y} r={r} {...rest} />;
}

function PointSeries({
  series,
  pixels,
  selected,
}: {
  series: ChartPointSeries;
  pixels: ReadonlyArray<{ x: number; y: number }>;
  selected: number | null;
}) {
  const line = pixels.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('');
  const chosen = selected !== null ? pixels[selected] : undefined;
  return (
    <g data-series={series.id}>
      {pixels.length > 1 ? <path d={line} fill="none" stroke={series.colour} strokeWidth={2} /> : null}
      {chosen ? (
        <circle cx={chosen.x} cy={chosen.y} r={10} fill="rgba(10, 92, 143, 0.15)" stroke={series.colour} strokeWidth={2} data-selected="" />
      ) : null}
      {pixels.map((p, i) => (
        <Symbol
          key={i}
          symbol={series.symbol}
          x={p.x}
          y={p.y}
          r={5}
          fill={series.colour}
          stroke="#ffffff"
          strokeWidth={2}
          data-point=""
          data-index={i}
        />
      ))}
    </g>
  );
}

function Legend({ series, width }: { series: readonly ChartPointSeries[]; width: number }) {
  // SVG text is not measured before it is drawn: an estimate per character (CJK wide, Latin about half).
  const widths = series.map((s) => 34 + [...s.name].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 13 : 7.2), 0));
  const lefts = widths.map((_, i) => width - 8 - widths.slice(i).reduce((a, b) => a + b, 0));
  return (
    <g fontSize={13} fill={AXIS_COLOUR}>
      {series.map((s, i) => (
        <g key={s.id} transform={`translate(${lefts[i]} 14)`}>
          <line x1={0} x2={18} y1={0} y2={0} stroke={s.colour} strokeWidth={2.5} />
          <Symbol symbol={s.symbol} x={9} y={0} r={4} fill={s.colour} />
          <text x={24} y={0} dominantBaseline="middle">
            {s.name}
          </text>
        </g>
      ))}
    </g>
  );
}
