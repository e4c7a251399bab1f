import { queryOptions, useQuery } from '@tanstack/react-query';
import { clinicsRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

/** The clinics the contact form offers: an id and a name each, from the clinics module's list. */
export async function getClinicChoices(signal?: AbortSignal) {
  const clinics = await callApi(clinicsRoutes.list, { signal });
  return clinics.map((clinic) => ({ id: clinic.shopId, name: clinic.name }));
}

export function clinicChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['clinics', 'choices', currentLanguage()],
    queryFn: ({ signal }) => getClinicChoices(signal),
    // Without the list the form asks for the clinic in words: no message, no retry.
    meta: { silentError: true },
    retry: false,
  });
}

export function useClinicChoices() {
  return useQuery(clinicChoicesQueryOptions());
}
