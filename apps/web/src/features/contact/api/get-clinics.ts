import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { request } from '../../../lib/request/index.ts';

export interface ClinicChoice {
  id: string;
  name: string;
}

/**
 * The clinic list belongs to the clinics module. Only what a choice needs is read (an id and a name), from
 * either a plain list or a `{ list }` page, so that the form does not depend on the rest of its shape.
 */
export function toClinicChoices(data: unknown): ClinicChoice[] {
  const items = Array.isArray(data) ? data : Array.isArray((data as { list?: unknown })?.list) ? (data as { list: unknown[] }).list : null;
  if (!items) throw new Error('unexpected clinic list');
  return items.flatMap((item) => {
    const c = item as Record<string, unknown>;
    const id = c.shopId ?? c.clinicId ?? c.id;
    return typeof id === 'string' && typeof c.name === 'string' ? [{ id, name: c.name }] : [];
  });
}

export async function getClinics(signal?: AbortSignal): Promise<ClinicChoice[]> {
  return toClinicChoices(await request<unknown>(`${API_PREFIX.app}/clinics`, { signal }));
}

export function clinicChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['clinics', 'choices', currentLanguage()],
    queryFn: ({ signal }) => getClinics(signal),
    // Without the list the form asks for the clinic in words: no message, no retry.
    meta: { silentError: true },
    retry: false,
  });
}

export function useClinicChoices() {
  return useQuery(clinicChoicesQueryOptions());
}
