/**
 * Every converted call's route (zod-free: `@sprout/contracts/light` exports these). One file per module; its
 * schemas are in calls/<module>.ts. Modules not listed still spell their paths in the server's routes.ts and the
 * web's api/ files, and move here one by one (docs/decisions/0700-typed-calls.md).
 */
export * from './activity.ts';
export * from './admin-clinics.ts';
export * from './advice.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './clinics.ts';
export * from './content.ts';
export * from './content-admin.ts';
export * from './doctor.ts';
export * from './eye.ts';
export * from './health-record.ts';
export * from './leads.ts';
export * from './membership.ts';
export * from './monitoring.ts';
export * from './patients.ts';
export * from './wechat.ts';
export * from './workspace.ts';
