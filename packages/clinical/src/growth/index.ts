// Growth maths: WHO 2006/2007 and Fenton 2013 z-scores, corrected age, chart lines, velocity and
// target height. Pure: reference tables come in as parsed data (loadGrowthReferences).
export * from './types.ts';
export * from './normal.ts';
export * from './lms.ts';
export * from './reference.ts';
export * from './table-score.ts';
export * from './china.ts';
export * from './cdc2000.ts';
export * from './intergrowth.ts';
export * from './coverage.ts';
export * from './age.ts';
export * from './measurement.ts';
export * from './score.ts';
export * from './chart-lines.ts';
export * from './velocity.ts';
export * from './mid-parental.ts';
export * from './remeasure.ts';
export * from './weight-for-length.ts';
export * from './bone-age.ts';
