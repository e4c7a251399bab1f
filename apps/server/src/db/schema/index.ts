// Every table of the product. Each module's tables live in their own file here.
export * from './core.ts';
export * from './audit.ts';
export * from './engagement.ts';
export * from './growth.ts';
export * from './health-record.ts';
export * from './content.ts';
export * from './eye.ts';
export * from './monitoring.ts';
export * from './activity.ts';
export * from './consent.ts';
export * from './trust.ts';
export * from './media.ts';
export * from './attachments.ts';
export * from './vaccinations.ts';
export * from './milestones.ts';
export * from './carers.ts';
export * from './reminders.ts';
