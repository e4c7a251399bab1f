// China's national immunisation programme: the schedule as data, the catch-up rules, and a child's plan on a day.
export * from './intervals.ts';
export * from './vaccines.ts';
export * from './schedule-cn-2021.ts';
export * from './amendments-cn.ts';
export * from './types.ts';
export * from './catch-up.ts';
export * from './plan.ts';
export * from './stories.ts';
