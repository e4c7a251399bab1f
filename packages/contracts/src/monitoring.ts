import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import {
  MONITORING_MAX_EVENT_BYTES,
  MONITORING_MAX_EVENTS,
  MONITORING_TEXT_LIMITS,
  RESOURCE_MAX_DURATION_MS,
  VITAL_NAMES,
  VITAL_RATINGS,
  rateVital,
} from './monitoring-rules.ts';

/**
 * Real-user monitoring (spec §7 and §9): what a phone reports about its own performance and errors, and the
 * per-route, per-day summary editors read. The client reports to the product's own server, no vendor.
 */

export {
  MONITORING_DEFAULT_BACKOFF_SECONDS,
  MONITORING_EVENTS_PATH,
  MONITORING_MAX_BODY_BYTES,
  MONITORING_MAX_EVENT_BYTES,
  MONITORING_MAX_EVENTS,
  MONITORING_SESSION_RATE,
  MONITORING_SUMMARY_PATH,
  MONITORING_TEXT_LIMITS,
  RESOURCE_MAX_DURATION_MS,
  RESOURCE_MAX_URL_LENGTH,
  VITAL_NAMES,
  VITAL_RATINGS,
  VITAL_THRESHOLDS,
  rateVital,
  type VitalName,
  type VitalRating,
} from './monitoring-rules.ts';

const {
  route: ROUTE_MAX,
  url: URL_MAX,
  message: MESSAGE_MAX,
  stack: STACK_MAX,
  source: SOURCE_MAX,
  initiatorType: INITIATOR_MAX,
} = MONITORING_TEXT_LIMITS;

// The web's shell takes its monitoring values from monitoring-rules.ts (through `@sprout/contracts/light`),
// so these schemas, and zod, stay out of every first screen.

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
    traceId: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
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
