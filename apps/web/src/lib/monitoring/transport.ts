import type { MonitoringEvent } from '@sprout/contracts';
import { MONITORING_DEFAULT_BACKOFF_SECONDS, MONITORING_MAX_EVENTS } from '@sprout/contracts/light';

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
  /** The session's rate on the server (a token per event): what is over it is dropped here, not refused there. */
  rate?: { capacity: number; refillPerSecond: number };
  now?: () => number;
}

/** The wait a 429 asks for: its Retry-After in seconds, else the default; at most an hour. */
export function backoffMs(retryAfter: string | null): number {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : MONITORING_DEFAULT_BACKOFF_SECONDS;
  return Math.min(seconds, 3600) * 1000;
}

/**
 * Posts a report and forgets it. A beacon (page hide) sends the JSON as text/plain, which needs no
 * preflight and which the server reads as JSON; when the browser refuses the beacon, a keepalive fetch
 * tries once. Failures are swallowed: no retry, no UI, no console noise of ours.
 *
 * Rate-limited telemetry is expected, not an error (issue 31): the agent keeps to the session's rate, so the
 * server does not refuse it for its own reports, and when the server refuses anyway (429: many phones behind one
 * carrier address) the agent sends nothing until the Retry-After has passed. The browser writes its own line for
 * the one refused post; no refused post follows it.
 */
export function createTransport(options: TransportOptions) {
  const now = options.now ?? Date.now;
  let quietUntil = 0;
  let tokens = options.rate?.capacity ?? 0;
  let tokensAt = now();

  /** Takes `cost` tokens of the session's rate, refilled since the last send; false (taking none) when short. */
  const withinRate = (cost: number): boolean => {
    if (!options.rate) return true;
    const at = now();
    tokens = Math.min(options.rate.capacity, tokens + ((at - tokensAt) / 1000) * options.rate.refillPerSecond);
    tokensAt = at;
    if (tokens < cost) return false;
    tokens -= cost;
    return true;
  };

  return (body: string, useBeacon: boolean, events = 1): void => {
    if (!options.isOnline() || now() < quietUntil || !withinRate(events)) return;
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
      .then((response) => {
        if (response.status === 429) quietUntil = now() + backoffMs(response.headers.get('Retry-After'));
      })
      .catch(() => undefined);
  };
}
