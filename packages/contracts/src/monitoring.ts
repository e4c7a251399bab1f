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
export const MONITORING_TEXT_LIMITS = { route: 200, url: 2048, message: 1000, stack: 4000, source: 2048, initiatorType: 32 } as const;

const route = z.string().min(1).max(MONITORING_TEXT_LIMITS.route);
const nonNegative = z.number().finite().min(0);

const vitalEventSchema = z
  .strictObject({
    type: z.literal('vital'),
    route,
    name: z.enum(VITAL_NAMES),
    value: nonNegative.max(RESOURCE_MAX_DURATION_MS),
    rating: z.enum(VITAL_RATINGS),
  })
  // The rating is the spec's, not whatever a client claims: a mismatch is refused.
  .refine((e) => rateVital(e.name, e.value) === e.rating, { message: 'validation.rating', path: ['rating'] });

const resourceEventSchema = z.strictObject({
  type: z.literal('resource'),
  route,
  url: z.string().min(1).max(MONITORING_TEXT_LIMITS.url),
  initiatorType: z.string().max(MONITORING_TEXT_LIMITS.initiatorType),
  duration: nonNegative.max(RESOURCE_MAX_DURATION_MS),
  transferSize: nonNegative.optional(),
  /** The W3C trace id the request carried, so its server log line can be found. */
  traceId: z.string().regex(/^[0-9a-f]{32}$/).optional(),
});

const errorEventSchema = z.strictObject({
  type: z.literal('error'),
  route,
  kind: z.enum(['error', 'rejection']),
  message: z.string().max(MONITORING_TEXT_LIMITS.message),
  stack: z.string().max(MONITORING_TEXT_LIMITS.stack).optional(),
  source: z.string().max(MONITORING_TEXT_LIMITS.source).optional(),
});

const viewEventSchema = z.strictObject({ type: z.literal('view'), route });

const whiteScreenEventSchema = z.strictObject({ type: z.literal('white_screen'), route, ratio: z.number().min(0).max(1) });

export const monitoringEventSchema = z.discriminatedUnion('type', [
  vitalEventSchema,
  resourceEventSchema,
  errorEventSchema,
  viewEventSchema,
  whiteScreenEventSchema,
]);
export type MonitoringEvent = z.infer<typeof monitoringEventSchema>;
export type MonitoringEventType = MonitoringEvent['type'];

export const monitoringBatchSchema = z.strictObject({
  /** The client's own random ids (UUID v4): no account, no token, nothing that names a person. */
  sessionId: z.uuid(),
  userId: z.uuid(),
  events: z
    .array(monitoringEventSchema.refine((e) => JSON.stringify(e).length <= MONITORING_MAX_EVENT_BYTES, 'validation.eventTooLarge'))
    .min(1)
    .max(MONITORING_MAX_EVENTS),
});
export type MonitoringBatch = z.infer<typeof monitoringBatchSchema>;
export const monitoringBatchResultSchema = z.object({ accepted: z.number().int() });

/** The longest window one summary covers, in days. */
export const MONITORING_SUMMARY_MAX_DAYS = 92;
export const monitoringSummaryQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
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
