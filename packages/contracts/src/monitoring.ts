import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/**
 * Real-user monitoring (spec §7 and §9): what a phone reports about its own performance and errors, and the
 * per-route, per-day summary editors read. The client reports to the product's own server, no vendor.
 */

export const MONITORING_EVENTS_PATH = '/app-web2/monitoring/events';
export const MONITORING_SUMMARY_PATH = '/app-web2/admin/monitoring/summary';

export const VITAL_NAMES = ['FCP', 'LCP', 'CLS', 'FID', 'INP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/**
 * Spec §9, "performance thresholds, good and poor (ms unless stated)": a value at or under `good` is good,
 * over `poor` is poor, in between needs improvement (the web-vitals convention). CLS has no unit.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value > poor) return 'poor';
  if (value > good) return 'needs-improvement';
  return 'good';
}

/** Spec §9: resource timings outside 0 to one hour are ignored. */
export const RESOURCE_MAX_DURATION_MS = 3_600_000;
/** Spec §9: URLs longer than 8182 characters are ignored. */
export const RESOURCE_MAX_URL_LENGTH = 8182;

/**
 * Size caps of one report. 100 events is the top of the spec's valid flush count (§9: 1 to 100), so any valid
 * client setting fits one post; 8 KB per event (serialized) and 64 KB per body, which is the browsers'
 * sendBeacon quota: a bigger body could not have been beaconed anyway. Strings over their length are refused
 * (the client truncates before sending), so what is stored is exactly what was validated.
 */
export const MONITORING_MAX_EVENTS = 100;
export const MONITORING_MAX_EVENT_BYTES = 8 * 1024;
export const MONITORING_MAX_BODY_BYTES = 64 * 1024;
const ROUTE_MAX = 200;
const URL_MAX = 2048;
const MESSAGE_MAX = 1000;
const STACK_MAX = 4000;
const SOURCE_MAX = 2048;
const INITIATOR_MAX = 32;
export const MONITORING_TEXT_LIMITS = {
  route: ROUTE_MAX,
  url: URL_MAX,
  message: MESSAGE_MAX,
  stack: STACK_MAX,
  source: SOURCE_MAX,
  initiatorType: INITIATOR_MAX,
} as const;

// The web's first screen imports this package for constants only, and its build drops schemas (and zod with
// them) only when it can prove them pure (vite.config.ts): so every schema is a chain that starts at `z`
// with plain values as arguments. A method call on a schema held in a variable, or a property read such as
// `LIMITS.route` in an argument, keeps all of zod (25 KB gzip) in the first screen.

/** One event of a report (schemas written inline, see above). */
export const monitoringEventSchema = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('vital'),
      route: z.string().min(1).max(ROUTE_MAX),
      name: z.enum(VITAL_NAMES),
      value: z.number().finite().min(0).max(RESOURCE_MAX_DURATION_MS),
      rating: z.enum(VITAL_RATINGS),
    })
    // The rating is the spec's, not whatever a client claims: a mismatch is refused.
    .refine((e) => rateVital(e.name, e.value) === e.rating, { message: 'validation.rating', path: ['rating'] }),
  z.strictObject({
    type: z.literal('resource'),
    route: z.string().min(1).max(ROUTE_MAX),
    url: z.string().min(1).max(URL_MAX),
    initiatorType: z.string().max(INITIATOR_MAX),
    duration: z.number().finite().min(0).max(RESOURCE_MAX_DURATION_MS),
    transferSize: z.number().finite().min(0).optional(),
    /** The W3C trace id the request carried, so its server log line can be found. */
    traceId: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  }),
  z.strictObject({
    type: z.literal('error'),
    route: z.string().min(1).max(ROUTE_MAX),
    kind: z.enum(['error', 'rejection']),
    message: z.string().max(MESSAGE_MAX),
    stack: z.string().max(STACK_MAX).optional(),
    source: z.string().max(SOURCE_MAX).optional(),
  }),
  z.strictObject({ type: z.literal('view'), route: z.string().min(1).max(ROUTE_MAX) }),
  z.strictObject({ type: z.literal('white_screen'), route: z.string().min(1).max(ROUTE_MAX), ratio: z.number().min(0).max(1) }),
]);

export type MonitoringEvent = z.infer<typeof monitoringEventSchema>;
export type MonitoringEventType = MonitoringEvent['type'];

export const monitoringBatchSchema = z
  .strictObject({
    /** The client's own random ids (UUID v4): no account, no token, nothing that names a person. */
    sessionId: z.uuid(),
    userId: z.uuid(),
    events: z.array(monitoringEventSchema).min(1).max(MONITORING_MAX_EVENTS),
  })
  .superRefine((batch, ctx) => {
    batch.events.forEach((event, index) => {
      if (JSON.stringify(event).length > MONITORING_MAX_EVENT_BYTES) {
        ctx.addIssue({ code: 'custom', message: 'validation.eventTooLarge', path: ['events', index] });
      }
    });
  });
export type MonitoringBatch = z.infer<typeof monitoringBatchSchema>;
export const monitoringBatchResultSchema = z.object({ accepted: z.number().int() });

/** The longest window one summary covers, in days. */
export const MONITORING_SUMMARY_MAX_DAYS = 92;
export const monitoringSummaryQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }).partial();
export type MonitoringSummaryQuery = z.infer<typeof monitoringSummaryQuerySchema>;

export const vitalSummarySchema = z.object({
  name: z.enum(VITAL_NAMES),
  count: z.number().int(),
  p75: z.number(),
  /** Shares from 0 to 1 of the samples rated good, needs improvement and poor. */
  good: z.number(),
  needsImprovement: z.number(),
  poor: z.number(),
});
export type VitalSummary = z.infer<typeof vitalSummarySchema>;

export const monitoringSummaryRowSchema = z.object({
  day: z.string(),
  /** The route pattern ('/clinics/:clinicId'), or null in the all-routes row of a day. */
  route: z.string().nullable(),
  sessions: z.number().int(),
  views: z.number().int(),
  errors: z.number().int(),
  whiteScreens: z.number().int(),
  /** White screens per view, null without views. */
  whiteScreenRate: z.number().nullable(),
  vitals: z.array(vitalSummarySchema),
  topErrors: z.array(z.object({ message: z.string(), count: z.number().int() })),
});
export type MonitoringSummaryRow = z.infer<typeof monitoringSummaryRowSchema>;

export const monitoringSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days are UTC calendar days of when the server received the events. */
  days: z.array(monitoringSummaryRowSchema),
  routes: z.array(monitoringSummaryRowSchema),
});
export type MonitoringSummary = z.infer<typeof monitoringSummarySchema>;
