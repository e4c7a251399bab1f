export * from './codes.ts';
export * from './patient-flags.ts';
