import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { MonitoringEvent, VitalName } from '@sprout/contracts';
import { rateVital } from '@sprout/contracts/light';
import { APP_LIVE_MARK } from './live-mark.ts';

/** CLS has no unit and lives around 0.1, so it keeps four decimals; the others are whole milliseconds. */
export function roundVital(name: VitalName, value: number): number {
  const safe = Math.max(0, value);
  return name === 'CLS' ? Math.round(safe * 10_000) / 10_000 : Math.round(safe);
}

/** A vital event, rated by spec §9's thresholds on the value as sent (the server checks the same). */
export function vitalEvent(name: VitalName, value: number, route: string): MonitoringEvent {
  const rounded = roundVital(name, value);
  return { type: 'vital', route, name, value: rounded, rating: rateVital(name, rounded) };
}

/**
 * Web vitals from the web-vitals library (buffered, so they are found even though this chunk loads after
 * the first screen). FID left web-vitals in version 5; spec §9 still lists it, so the first input's delay
 * is read from the browser's own first-input entry.
 */
export function observeVitals(report: (name: VitalName, value: number) => void): void {
  const forward = (metric: Metric) => report(metric.name as VitalName, metric.value);
  onFCP(forward);
  onLCP(forward);
  onCLS(forward);
  onINP(forward);
  onTTFB(forward);
  observeLive((value) => report('LIVE', value));
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    const observer = new PerformanceObserver((list) => {
      const first = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!first) return;
      report('FID', first.processingStart - first.startTime);
      observer.disconnect();
    });
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // No first-input timing in this browser.
  }
}

/**
 * When the app was live on the document's load (React's handlers attached: app/root-layout.tsx marks it), from
 * the mark if it is already there (this chunk loads after the first screen), else when it comes.
 */
export function observeLive(report: (value: number) => void): void {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return;
  const found = () => performance.getEntriesByName(APP_LIVE_MARK, 'mark')[0];
  const now = found();
  if (now) return report(now.startTime);
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    const observer = new PerformanceObserver(() => {
      const mark = found();
      if (!mark) return;
      observer.disconnect();
      report(mark.startTime);
    });
    observer.observe({ type: 'mark' });
  } catch {
    // No mark timing in this browser.
  }
}
