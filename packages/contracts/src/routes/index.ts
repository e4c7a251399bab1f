/**
 * Every call's route (zod-free: `@sprout/contracts/light` exports these). One file per module; its schemas are in
 * calls/<module>.ts (docs/decisions/0700-typed-calls.md).
 */
export * from './activity.ts';
export * from './admin-clinics.ts';
export * from './advice.ts';
export * from './attachments.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './carers.ts';
export * from './clinics.ts';
export * from './consent.ts';
export * from './content.ts';
export * from './content-admin.ts';
export * from './doctor.ts';
export * from './eye.ts';
export * from './family.ts';
export * from './growth.ts';
export * from './growth-reference.ts';
export * from './health-record.ts';
export * from './leads.ts';
export * from './media.ts';
export * from './membership.ts';
export * from './milestones.ts';
export * from './member-events.ts';
export * from './bone-ages.ts';
export * from './monitoring.ts';
export * from './next-check.ts';
export * from './patients.ts';
export * from './questionnaires.ts';
export * from './reminders.ts';
export * from './surveys.ts';
export * from './trust.ts';
export * from './vaccinations.ts';
export * from './wechat.ts';
export * from './workspace.ts';
