/**
 * Every converted call's route (zod-free: `@sprout/contracts/light` exports these). One file per module; its
 * schemas are in calls/<module>.ts. Modules not listed still spell their paths in the server's routes.ts and the
 * web's api/ files, and move here one by one (docs/decisions/0700-typed-calls.md).
 */
export * from './clinics.ts';
export * from './leads.ts';
