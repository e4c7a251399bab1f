// Developmental milestones: WHO's six motor milestones (2006) and China's warning signs by check age (2013).
export * from './who-motor-2006.ts';
export * from './cn-warning-signs.ts';
export * from './milestones.ts';
export * from './concern-days.ts';
