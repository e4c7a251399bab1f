import type { GrowthBaseInfo, GrowthCurve, GrowthRecord } from '@sprout/contracts';

/**
 * The client state of spec §3 and §4: the patientGrowth and doctorGrowth models. TanStack Query fetches;
 * these hold what the spec says the client keeps: the last successful base info and curve, the auth token
 * saved when base info is requested ('' when none) and, for the parent, the record being edited. Nothing
 * is written here unless the call succeeded (code '1').
 */
export interface GrowthModelState {
  growthBaseInfo: GrowthBaseInfo | null;
  growthCurveData: GrowthCurve | null;
  authToken: string;
}
export interface PatientGrowthState extends GrowthModelState {
  recordDetail: GrowthRecord | null;
}

export interface GrowthModel<S> {
  get(): S;
  set(patch: Partial<S>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function createModel<S extends object>(initial: S): GrowthModel<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      emit();
    },
    reset() {
      state = initial;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const patientGrowth = createModel<PatientGrowthState>({ growthBaseInfo: null, growthCurveData: null, authToken: '', recordDetail: null });
export const doctorGrowth = createModel<GrowthModelState>({ growthBaseInfo: null, growthCurveData: null, authToken: '' });

export type GrowthScope = 'patient' | 'doctor';
export const modelOf = (scope: GrowthScope): GrowthModel<GrowthModelState> => (scope === 'doctor' ? doctorGrowth : patientGrowth);
