/**
 * `@sprout/contracts/light`: every value of the contracts that needs no zod. The web app's shell (lib/, app/,
 * components/) imports values only from here, so no first screen carries a schema library
 * (apps/web/src/architecture.test.ts enforces it). Types may still come from the package index.
 */
export * from './constants.ts';
export * from './paths.ts';
export * from './call.ts';
export * from './routes/index.ts';
export * from './monitoring-rules.ts';
export * from './answer-rules.ts';
export * from './growth-rules.ts';
export * from './content-rules.ts';
export * from './doctor-rules.ts';
export * from './report-rules.ts';
export * from './trust-rules.ts';
export * from './family-rules.ts';
export * from './member-event-rules.ts';
export * from './media-rules.ts';
export * from './bone-age-rules.ts';
export * from './reminder-rules.ts';
export * from './activity-link-rules.ts';
export * from './lead-rules.ts';
