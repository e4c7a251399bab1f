// Pure clinical maths: no I/O. Every function that depends on "today" takes an explicit as-of date;
// reference tables are passed in already parsed (the server reads them from REFERENCE_DATA_DIR).
export * from './dates.ts';
export * from './calendar-age.ts';
export * from './csv.ts';
export * from './chart-points.ts';
export * from './growth/index.ts';
export * from './eye/index.ts';
export * from './flags/index.ts';
export * from './immunisation/index.ts';
export * from './milestones/index.ts';
