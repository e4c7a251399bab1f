/**
 * W3C Trace Context: `traceparent: 00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>`, lower case, ids not
 * all zero (https://www.w3.org/TR/trace-context/#traceparent-header). Sampled phones send one on a share of
 * their API calls; the request's log line carries it, so a slow screen in the monitoring leads to its server
 * calls. Anything else in the header is ignored, never logged (a header is caller-controlled text).
 */
const TRACEPARENT = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

export function validTraceparent(header: unknown): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && TRACEPARENT.test(value) ? value : undefined;
}
