/** Path prefixes of the API (API.md). The client's request layer and the server's routes share them. */
export const API_PREFIX = {
  app: '/app-web2',
  aggregation: '/app-aggregation-service',
  growthApp: '/health-info-service/app/growth',
  growthDoctor: '/health-info-service/doctor/growth',
  eyeApp: '/health-info-service/app/eye',
  eyeDoctor: '/health-info-service/doctor/eye',
} as const;

/** Any path under these is an API call: the server answers it with JSON, never with the web app. */
export const API_ROOTS = ['/app-web2', '/app-aggregation-service', '/health-info-service', '/api'] as const;

export const AUTH_HEADER = 'token';

/**
 * A random id the web client gives each screen it shows, sent with every call of that screen: the audit trail
 * keeps one row per screen and member, not one per call (issue 15 item 5).
 */
export const SCREEN_VIEW_HEADER = 'x-screen-view';

/**
 * The health site of spec §1 where the environment's mobile host is this server: /health/#/… forwards its hash
 * route, with the query inside the hash, to the page that holds it. Its one route is its root, the child's health
 * advice. The server answers a first load (it never sees the hash) with a page that forwards at once; the web
 * route does the same for a navigation inside the app.
 */
export const HEALTH_SITE = { path: '/health', home: '/healthAdvices/patient/healthAdvices' } as const;
