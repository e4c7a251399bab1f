import type { MonitoringEvent } from '@sprout/contracts';
import { MONITORING_MAX_EVENTS } from '@sprout/contracts/light';

/**
 * One post must stay under the browsers' 64 KB sendBeacon/keepalive quota (and the server's body limit):
 * a flush is cut into posts of at most 100 events and 60 KB.
 */
export const MAX_POST_BYTES = 60 * 1024;

const encoder = new TextEncoder();

export function chunkEvents(events: MonitoringEvent[], maxEvents = MONITORING_MAX_EVENTS, maxBytes = MAX_POST_BYTES): MonitoringEvent[][] {
  const chunks: MonitoringEvent[][] = [];
  let current: MonitoringEvent[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    if (current.length > 0 && (current.length >= maxEvents || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface TransportOptions {
  url: string;
  fetch: typeof fetch;
  sendBeacon?: (url: string, data: string) => boolean;
  isOnline: () => boolean;
}

/**
 * Posts a report and forgets it. A beacon (page hide) sends the JSON as text/plain, which needs no
 * preflight and which the server reads as JSON; when the browser refuses the beacon, a keepalive fetch
 * tries once. Failures are swallowed: no retry, no UI, no console noise.
 */
export function createTransport(options: TransportOptions) {
  return (body: string, useBeacon: boolean): void => {
    if (!options.isOnline()) return;
    try {
      if (useBeacon && options.sendBeacon?.(options.url, body)) return;
    } catch {
      // Fall through to fetch.
    }
    options
      .fetch(options.url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      })
      .catch(() => undefined);
  };
}
