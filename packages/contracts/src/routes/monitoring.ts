import { MONITORING_EVENTS_PATH, MONITORING_SUMMARY_PATH } from '../monitoring-rules.ts';

/** Real-user monitoring (schemas: calls/monitoring.ts). Phones post events with sendBeacon, not through callApi. */
export const monitoringRoutes = {
  events: { id: 'monitoring.events', method: 'POST', path: MONITORING_EVENTS_PATH },
  summary: { id: 'monitoring.summary', method: 'GET', path: MONITORING_SUMMARY_PATH },
} as const;
