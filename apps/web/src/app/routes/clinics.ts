import { notBuilt, type RouteEntry } from './types.ts';

/** Clinic pages (spec §2). */
export const clinicRoutes: RouteEntry[] = [
  notBuilt('/clinics/:clinicId', 'clinicDetail'),
  // Ours, not the spec's: the list the home "clinics" shortcut opens.
  notBuilt('/clinics', 'clinics'),
];
