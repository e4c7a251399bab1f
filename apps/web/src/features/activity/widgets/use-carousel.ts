import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** A swipe longer than this share of the slide width moves to the next slide. */
export const SWIPE_THRESHOLD_RATIO = 0.15;
/** ...or than this many CSS pixels, whichever is smaller (a flick on a wide screen). */
export const SWIPE_THRESHOLD_PX = 50;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Carousel state: the current slide, autoplay that pauses while a finger is down, while the page is hidden
 * and for people who ask for reduced motion, and swipes through pointer events (touch, pen or mouse).
 */
export function useCarousel(count: number, options: { autoplay: boolean; intervalMs: number }) {
  const [index, setIndex] = useState(0);
  const [dragPx, setDragPx] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ id: number; startX: number; startY: number; width: number; horizontal: boolean | null } | null>(null);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!options.autoplay || paused || count < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((current) => (current + 1) % count);
    }, options.intervalMs);
    return () => window.clearInterval(timer);
  }, [options.autoplay, options.intervalMs, paused, count, index]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      width: event.currentTarget.clientWidth || 1,
      horizontal: null,
    };
    setPaused(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    // Decide once whether this gesture is a swipe or a vertical scroll; a scroll is left to the page.
    if (d.horizontal === null && Math.abs(dx) + Math.abs(dy) > 8) {
      d.horizontal = Math.abs(dx) > Math.abs(dy);
      if (d.horizontal) event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (d.horizontal) setDragPx(dx);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - d.startX;
    const threshold = Math.min(SWIPE_THRESHOLD_PX, d.width * SWIPE_THRESHOLD_RATIO);
    if (d.horizontal && Math.abs(dx) >= threshold) goTo(index + (dx < 0 ? 1 : -1));
    setDragPx(0);
    setPaused(false);
  };

  return { index, dragPx, goTo, handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag } };
}
