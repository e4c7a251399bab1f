export * from './patient-flags.ts';
