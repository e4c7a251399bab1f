export * from './envelope.ts';
export * from './common.ts';
export * from './paths.ts';
export * from './auth.ts';
export * from './family.ts';
export * from './monitoring.ts';
