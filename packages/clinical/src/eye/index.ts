// Eye-axis (myopia) maths: pure functions; reference tables are passed in by the caller.
// normal.ts stays private: the growth module has its own normal-distribution helpers.
export * from './reference.ts';
export * from './centile.ts';
export * from './refraction.ts';
export * from './progression.ts';
export * from './exam.ts';
export * from './progression-for-age.ts';
export * from './treatment-effect.ts';
export * from './projection.ts';
