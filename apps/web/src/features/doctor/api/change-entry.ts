import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckupReport, DoctorAdvice, TestReport, Visit } from '@sprout/contracts';
import { adviceRoutes, healthRecordRoutes } from '@sprout/contracts/light';
import { callApi, ERROR_SHOW_TYPE } from '../../../lib/request/index.ts';
import type { EntryBodies, EntryKind } from './create-entry.ts';
import { doctorKeys } from './keys.ts';

/** Each kind of entry as the API gives it: what the edit form is filled from. */
export interface EntryReads {
  visit: Visit;
  testReport: TestReport;
  checkup: CheckupReport;
  advice: DoctorAdvice;
}

const silent = ERROR_SHOW_TYPE.SILENT;
type Target = { familyMemberId: string; entryId: string };

/** GET /app-web2/family_members/{id}/{visits|test_reports|checkup_reports|doctor_advices}/{entryId}. */
export function getEntry<K extends EntryKind>(kind: K, params: Target): Promise<EntryReads[K]> {
  const read: { [E in EntryKind]: () => Promise<EntryReads[E]> } = {
    visit: () => callApi(healthRecordRoutes.visit, { params, query: {}, showType: silent }),
    testReport: () => callApi(healthRecordRoutes.testReport, { params, query: {}, showType: silent }),
    checkup: () => callApi(healthRecordRoutes.checkupReport, { params, query: {}, showType: silent }),
    advice: () => callApi(adviceRoutes.doctorAdvice, { params, query: {}, showType: silent }),
  };
  return read[kind]() as Promise<EntryReads[K]>;
}

export function useEntry<K extends EntryKind>(kind: K, familyMemberId: string, entryId: string | null) {
  return useQuery({
    queryKey: [...doctorKeys.all, 'entry', kind, entryId ?? ''] as const,
    queryFn: () => getEntry(kind, { familyMemberId, entryId: entryId! }),
    enabled: Boolean(entryId),
    // The form is filled once from the version it corrects: no refetch under the doctor's typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { silentError: true },
    retry: false,
  });
}

/** PUT …/{entryId}: the whole entry again with the version it was read at (a stale one answers 409). */
export function amendEntry<K extends EntryKind>(kind: K, params: Target, body: EntryBodies[K] & { version: number }): Promise<unknown> {
  const options = { params, showType: silent, idempotent: true };
  const amend: { [E in EntryKind]: (b: EntryBodies[E] & { version: number }) => Promise<unknown> } = {
    visit: (b) => callApi(healthRecordRoutes.amendVisit, { ...options, body: b }),
    testReport: (b) => callApi(healthRecordRoutes.amendTestReport, { ...options, body: b }),
    checkup: (b) => callApi(healthRecordRoutes.amendCheckupReport, { ...options, body: b }),
    advice: (b) => callApi(adviceRoutes.amendDoctorAdvice, { ...options, body: b }),
  };
  return amend[kind](body);
}

/** POST …/{entryId}/withdraw with the version the doctor saw. */
export function withdrawEntry(kind: EntryKind, params: Target, version: number): Promise<unknown> {
  const options = { params, showType: silent, idempotent: true, body: { version } };
  const withdraw: { [E in EntryKind]: () => Promise<unknown> } = {
    visit: () => callApi(healthRecordRoutes.withdrawVisit, options),
    testReport: () => callApi(healthRecordRoutes.withdrawTestReport, options),
    checkup: () => callApi(healthRecordRoutes.withdrawCheckupReport, options),
    advice: () => callApi(adviceRoutes.withdrawDoctorAdvice, options),
  };
  return withdraw[kind]();
}

function useRefreshPatient(familyMemberId: string, patientId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: doctorKeys.overview(patientId) }),
      queryClient.invalidateQueries({ queryKey: doctorKeys.patients() }),
      queryClient.invalidateQueries({ queryKey: [...doctorKeys.all, 'entry'] }),
      queryClient.invalidateQueries({ queryKey: ['family', familyMemberId] }),
    ]);
}

export function useAmendEntry<K extends EntryKind>(kind: K, familyMemberId: string, patientId: string, entryId: string) {
  const refresh = useRefreshPatient(familyMemberId, patientId);
  return useMutation({
    mutationFn: (body: EntryBodies[K] & { version: number }) => amendEntry(kind, { familyMemberId, entryId }, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useWithdrawEntry(familyMemberId: string, patientId: string) {
  const refresh = useRefreshPatient(familyMemberId, patientId);
  return useMutation({
    mutationFn: ({ kind, entryId, version }: { kind: EntryKind; entryId: string; version: number }) =>
      withdrawEntry(kind, { familyMemberId, entryId }, version),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}
