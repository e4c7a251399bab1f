export * from './envelope.ts';
export * from './common.ts';
export * from './paths.ts';
export * from './auth.ts';
export * from './family.ts';
export * from './questions.ts';
export * from './answer-rules.ts';
export * from './surveys.ts';
export * from './questionnaires.ts';
export * from './membership.ts';
export * from './leads.ts';
export * from './growth.ts';
export * from './growth-rules.ts';
export * from './clinics.ts';
export * from './health-record.ts';
export * from './audit.ts';
export * from './content.ts';
export * from './advice.ts';
export * from './wechat.ts';
export * from './eye.ts';
export * from './eye-treatment.ts';
export * from './monitoring.ts';
// Activity pages: import '@sprout/contracts/activity'. Not re-exported here, so the app shell (which imports
// this index) does not carry the widget schemas: the bundler places a module with whoever reaches it first.
export * from './doctor.ts';
export * from './report-rules.ts';
// Whole calls (route + schemas), described once: the server registers them, the web calls them by route.
export * from './call.ts';
export * from './call-schemas.ts';
export * from './routes/index.ts';
export * from './calls/index.ts';
export * from './admin-clinics.ts';
export * from './workspace.ts';
export * from './consent.ts';
export * from './trust.ts';
export * from './trust-rules.ts';
export * from './family-rules.ts';
export * from './vaccinations.ts';
