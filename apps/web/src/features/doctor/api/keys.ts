import type { PatientFlag, PatientSort } from '@sprout/contracts';

export interface PatientListFilter {
  keyword: string;
  flag: PatientFlag | null;
  sort: PatientSort;
}

/** Hierarchical keys: a write for one patient invalidates ['doctor', 'patients'] and that patient's overview. */
export const doctorKeys = {
  all: ['doctor'] as const,
  home: () => [...doctorKeys.all, 'home'] as const,
  patients: () => [...doctorKeys.all, 'patients'] as const,
  patientList: (filter: PatientListFilter) => [...doctorKeys.patients(), 'list', filter] as const,
  overview: (patientId: string) => [...doctorKeys.patients(), patientId, 'overview'] as const,
  drugs: (q: string) => [...doctorKeys.all, 'drugs', q] as const,
};
