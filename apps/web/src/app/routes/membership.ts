import { notBuilt, type RouteEntry } from './types.ts';

/** Membership plans and the shop order hand-over (spec §2). */
export const membershipRoutes: RouteEntry[] = [notBuilt('/package', 'package'), notBuilt('/youzanOrder', 'youzanOrder')];
