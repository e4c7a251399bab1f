import { notBuilt, type RouteEntry } from './types.ts';

/** Family health record (spec §2), titled Family Member. */
export const healthRecordRoutes: RouteEntry[] = [notBuilt('/familyHealthyRecord/detail', 'familyHealthRecord')];
