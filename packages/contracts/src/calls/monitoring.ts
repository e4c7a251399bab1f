import { defineCalls } from '../call-schemas.ts';
import {
  monitoringBatchResultSchema,
  monitoringBatchSchema,
  monitoringSummaryQuerySchema,
  monitoringSummarySchema,
} from '../monitoring.ts';
import { monitoringRoutes } from '../routes/monitoring.ts';

export const monitoringCalls = defineCalls(monitoringRoutes, {
  events: {
    summary: 'Report real-user monitoring events (JSON or a sendBeacon text/plain body)',
    body: monitoringBatchSchema,
    response: monitoringBatchResultSchema,
  },
  summary: {
    summary: 'Per route and day: web-vital p75 and rating shares, errors and top messages, white screens, sessions (editors)',
    query: monitoringSummaryQuerySchema,
    response: monitoringSummarySchema,
  },
});
