import { clinicsCalls } from './clinics.ts';
import { leadsCalls } from './leads.ts';

export { clinicsCalls, leadsCalls };

type ValuesOf<T> = T[keyof T];
/** Every call described in the contracts, a union the web's callApi looks a route up in by its id. */
export type AnyContractCall = ValuesOf<typeof clinicsCalls> | ValuesOf<typeof leadsCalls>;

/** The call a route belongs to. */
export type CallOf<R extends { id: string }> = Extract<AnyContractCall, { id: R['id'] }>;
