import { date, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MONITORING_EVENT_TYPES = ['vital', 'resource', 'error', 'view', 'white_screen'] as const;

/**
 * Real-user monitoring events, partitioned by `occurred_on` (migration 0600; partitions are managed by
 * modules/monitoring/partitions-repository.ts). Append-only; retention drops whole days.
 */
export const monitoringEvents = pgTable(
  'monitoring_events',
  {
    occurredOn: date('occurred_on').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    type: text('type', { enum: MONITORING_EVENT_TYPES }).notNull(),
    route: text('route').notNull(),
    name: text('name'),
    value: doublePrecision('value'),
    rating: text('rating', { enum: ['good', 'needs-improvement', 'poor'] }),
    message: text('message'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    traceId: text('trace_id'),
  },
  (t) => [
    index('monitoring_events_day_type_idx').on(t.occurredOn, t.type, t.name),
    index('monitoring_events_route_day_idx').on(t.route, t.occurredOn),
  ],
);
