import { doctorGrowthRoutes, growthRoutes } from '@sprout/contracts/light';

/** Whose growth screens: the parent's (read and write) or a clinic doctor's (read only). */
export type GrowthScope = 'patient' | 'doctor';

/** Hierarchical keys: a write invalidates ['growth'] and every growth screen refetches what it shows. */
export const growthKeys = {
  all: ['growth'] as const,
  init: (target: GrowthTarget) => [...growthKeys.all, 'init', target] as const,
  doctorHome: (growthId: string) => [...growthKeys.all, growthId, 'doctorHome'] as const,
  curve: (scope: GrowthScope, growthId: string) => [...growthKeys.all, growthId, 'curve', scope] as const,
  records: (scope: GrowthScope, growthId: string) => [...growthKeys.all, growthId, 'records', scope] as const,
  record: (recordId: string) => [...growthKeys.all, 'record', recordId] as const,
};

/** Spec §7: the reads both sides make, the parent's under the growth service, the doctor's under …/doctor/growth. */
export const growthReads = (scope: GrowthScope) => (scope === 'doctor' ? doctorGrowthRoutes : growthRoutes);

/** Who the parent's growth screens are about: the init input of spec §3. */
export interface GrowthTarget {
  patientId?: string | null;
  familyMemberId?: string | null;
}

/** Records per page of the history (API.md default). */
export const RECORDS_PAGE_SIZE = 10;
