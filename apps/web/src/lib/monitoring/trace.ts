import { API_ROOTS } from '@sprout/contracts/light';
import { randomHex, type Random } from './random.ts';

/** W3C Trace Context (https://www.w3.org/TR/trace-context/): version 00, sampled flag 01. */
const TRACEPARENT_HEADER = 'traceparent';
/** How many traced calls are remembered to tag their resource timings with the trace id. */
export const TRACED_REQUESTS_KEPT = 50;

export interface TracedRequest {
  url: string;
  traceId: string;
}

/**
 * Whether `url` is a call to the product's own API: the page's origin or a configured environment host,
 * and a path under one of the API roots. Nothing else ever gets a traceparent (a third party would learn
 * ids it has no use for).
 */
export function isOwnApiUrl(url: string, pageUrl: string, apiOrigins: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return false;
  }
  const origins = new Set([new URL(pageUrl).origin, ...apiOrigins]);
  if (!origins.has(target.origin)) return false;
  return API_ROOTS.some((root) => target.pathname === root || target.pathname.startsWith(`${root}/`));
}

export function traceparent(traceId: string, spanId: string): string {
  return `00-${traceId}-${spanId}-01`;
}

/**
 * A header provider for the request layer: `samplePercent` of the calls to our own API carry a new
 * traceparent, and each traced call is remembered (absolute URL and trace id) in `traced`.
 */
export function createTraceHeaders(options: {
  samplePercent: number;
  random: Random;
  isOwnApi: (url: string) => boolean;
  resolve: (url: string) => string;
  traced: TracedRequest[];
}): (url: string) => Record<string, string> | undefined {
  return (url) => {
    if (!options.isOwnApi(url) || options.random() * 100 >= options.samplePercent) return undefined;
    const traceId = randomHex(16);
    options.traced.push({ url: options.resolve(url), traceId });
    if (options.traced.length > TRACED_REQUESTS_KEPT) options.traced.shift();
    return { [TRACEPARENT_HEADER]: traceparent(traceId, randomHex(8)) };
  };
}
