export * from './envelope.ts';
export * from './common.ts';
export * from './paths.ts';
export * from './auth.ts';
export * from './family.ts';
export * from './clinics.ts';
export * from './health-record.ts';
export * from './audit.ts';
// Activity pages: import '@sprout/contracts/activity'. Not re-exported here, so the app shell (which imports
// this index) does not carry the widget schemas: the bundler places a module with whoever reaches it first.
