import { useEffect, useRef, type RefObject } from 'react';
import { panView, zoomView, type Box, type Extent } from './view.ts';

/** A pointer's position in the svg's own pixels: right inside a CSS-rotated full screen too. */
export function toLocal(svg: SVGSVGElement, clientX: number, clientY: number): { x: number; y: number } {
  const ctm = svg.getScreenCTM();
  if (ctm) {
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }
  const rect = svg.getBoundingClientRect();
  return { x: clientX - rect.left, y: clientY - rect.top };
}

interface GestureOptions {
  enabled: boolean;
  box: Box | null;
  view: Extent;
  setView: (view: Extent) => void;
  onTap: (x: number, y: number) => void;
}

/** A finger that moves less than this is a tap. */
const TAP_SLOP = 8;
const WHEEL_STEP = 1.15;

/**
 * Pinch to zoom around the fingers, drag to pan, tap to select (zoomable charts); the wheel zooms the age axis,
 * with Shift the value axis. Every move is computed from where the gesture started, so it never drifts.
 */
export function useGestures(svgRef: RefObject<SVGSVGElement | null>, options: GestureOptions): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !options.enabled) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let start: { view: Extent; points: Map<number, { x: number; y: number }>; moved: boolean } | null = null;
    const begin = () => {
      start = { view: latest.current.view, points: new Map(pointers), moved: start?.moved ?? false };
    };

    const down = (event: PointerEvent) => {
      svg.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, toLocal(svg, event.clientX, event.clientY));
      if (pointers.size === 1) start = null;
      begin();
    };
    const move = (event: PointerEvent) => {
      const { box, setView } = latest.current;
      if (!pointers.has(event.pointerId) || !start || !box) return;
      pointers.set(event.pointerId, toLocal(svg, event.clientX, event.clientY));
      const ids = [...start.points.keys()].filter((id) => pointers.has(id));
      if (ids.length >= 2) {
        const [a0, b0] = [start.points.get(ids[0]!)!, start.points.get(ids[1]!)!];
        const [a1, b1] = [pointers.get(ids[0]!)!, pointers.get(ids[1]!)!];
        const factor = Math.hypot(a1.x - b1.x, a1.y - b1.y) / Math.max(1, Math.hypot(a0.x - b0.x, a0.y - b0.y));
        start.moved = true;
        setView(
          zoomView(start.view, box, factor, { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 }, { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 }),
        );
      } else if (ids.length === 1) {
        const p0 = start.points.get(ids[0]!)!;
        const p1 = pointers.get(ids[0]!)!;
        if (!start.moved && Math.hypot(p1.x - p0.x, p1.y - p0.y) < TAP_SLOP) return;
        start.moved = true;
        setView(panView(start.view, box, p1.x - p0.x, p1.y - p0.y));
      }
    };
    const up = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const wasTap = start !== null && !start.moved && pointers.size === 1 && event.type === 'pointerup';
      const at = pointers.get(event.pointerId)!;
      pointers.delete(event.pointerId);
      if (wasTap) latest.current.onTap(at.x, at.y);
      // The fingers still down carry on from here.
      if (pointers.size > 0) begin();
      else start = null;
    };
    const wheel = (event: WheelEvent) => {
      const { box, view, setView } = latest.current;
      if (!box) return;
      event.preventDefault();
      const at = toLocal(svg, event.clientX, event.clientY);
      setView(zoomView(view, box, WHEEL_STEP ** (-event.deltaY / 100), at, at, event.shiftKey ? 'y' : 'x'));
    };

    svg.addEventListener('pointerdown', down);
    svg.addEventListener('pointermove', move);
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    svg.addEventListener('wheel', wheel, { passive: false });
    return () => {
      svg.removeEventListener('pointerdown', down);
      svg.removeEventListener('pointermove', move);
      svg.removeEventListener('pointerup', up);
      svg.removeEventListener('pointercancel', up);
      svg.removeEventListener('wheel', wheel);
    };
  }, [svgRef, options.enabled]);
}
