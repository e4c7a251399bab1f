import type { MonitoringEvent } from '@sprout/contracts';
import { MONITORING_MAX_EVENT_BYTES, MONITORING_TEXT_LIMITS } from '@sprout/contracts/light';
import type { GlobalErrorReport } from '../global-errors.ts';

/** The same message more often than this in one page is a loop: the rest are not sent. */
export const ERROR_REPEAT_LIMIT = 5;

/** A URL without its query string or fragment (which may carry a token). */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

function messageOf(report: GlobalErrorReport): string {
  const { error } = report;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (report.message) return report.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** An error event within the server's limits: strings cut to length, the stack shortened until it fits 8 KB. */
export function errorEvent(report: GlobalErrorReport, route: string): MonitoringEvent {
  const stack = report.error instanceof Error ? report.error.stack : undefined;
  const event: Extract<MonitoringEvent, { type: 'error' }> = {
    type: 'error',
    route,
    kind: report.kind,
    message: messageOf(report).slice(0, MONITORING_TEXT_LIMITS.message),
    ...(stack ? { stack: stack.slice(0, MONITORING_TEXT_LIMITS.stack) } : {}),
    ...(report.source ? { source: withoutQuery(report.source).slice(0, MONITORING_TEXT_LIMITS.source) } : {}),
  };
  while (JSON.stringify(event).length > MONITORING_MAX_EVENT_BYTES && event.stack) {
    event.stack = event.stack.length > 100 ? event.stack.slice(0, Math.floor(event.stack.length / 2)) : undefined;
    if (!event.stack) delete event.stack;
  }
  return event;
}

/** Counts messages per page and says whether another of the same is still worth sending. */
export function createRepeatFilter(limit = ERROR_REPEAT_LIMIT): (message: string) => boolean {
  const seen = new Map<string, number>();
  return (message) => {
    const count = (seen.get(message) ?? 0) + 1;
    seen.set(message, count);
    return count <= limit;
  };
}
