import { describe, expect, test } from 'vitest';
import { clampView, nearestPoint, niceStep, panView, scalesOf, spreadLabels, ticksOf, zoomView } from './view.ts';

const box = { left: 40, top: 20, width: 200, height: 100 };
const extent = { xMin: 0, xMax: 20, yMin: 0, yMax: 10 };

describe('the SVG chart’s view', () => {
  test('maps data to pixels and back, the value axis upwards', () => {
    const s = scalesOf(extent, box);
    expect([s.x(0), s.x(20), s.y(0), s.y(10)]).toEqual([40, 240, 120, 20]);
    expect([s.invertX(140), s.invertY(70)]).toEqual([10, 5]);
  });

  test('steps ticks by 1, 2 or 5 times a power of ten, without floating-point dust', () => {
    expect(niceStep(10, 6)).toBe(2);
    expect(niceStep(1, 6)).toBe(0.2);
    expect(niceStep(120, 6)).toBe(20);
    expect(ticksOf(0.1, 1, 0.2)).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticksOf(3, 12, 3)).toEqual([3, 6, 9, 12]);
  });

  test('pans with the finger and keeps the view inside what can be drawn', () => {
    const half = { xMin: 5, xMax: 15, yMin: 0, yMax: 10 };
    // Dragging 100 px right shows earlier ages: 10 years in 200 px is 5 years.
    expect(panView(half, box, 100, 0)).toMatchObject({ xMin: 0, xMax: 10 });
    expect(clampView(panView(half, box, 300, 0), extent)).toMatchObject({ xMin: 0, xMax: 10 });
    expect(clampView({ xMin: -5, xMax: 40, yMin: 0, yMax: 10 }, extent)).toEqual(extent);
  });

  test('zooms a pinch around the fingers: the data under them stays under them', () => {
    const at = { x: 140, y: 70 };
    const zoomed = zoomView(extent, box, 2, at, at);
    expect(zoomed).toEqual({ xMin: 5, xMax: 15, yMin: 2.5, yMax: 7.5 });
    expect(zoomView(extent, box, 2, at, at, 'x')).toMatchObject({ xMin: 5, xMax: 15, yMin: 0, yMax: 10 });
    // Never closer than twenty times.
    expect(
      clampView(zoomView(extent, box, 1000, at, at), extent).xMax - clampView(zoomView(extent, box, 1000, at, at), extent).xMin,
    ).toBeCloseTo(1);
  });

  test('finds the tapped point within a finger’s reach, and nothing farther', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 50, y: 50 },
    ];
    expect(nearestPoint(points, 45, 58, 22)).toBe(1);
    expect(nearestPoint(points, 100, 100, 22)).toBeNull();
  });

  test('spreads end labels that would overlap, keeping their order', () => {
    expect(spreadLabels([50, 52, 20], 11)).toEqual([50, 61, 20]);
  });
});
