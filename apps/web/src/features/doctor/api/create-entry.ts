import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckupReportInput, DoctorAdviceInput, TestReportInput, VisitInput } from '@sprout/contracts';
import { adviceRoutes, healthRecordRoutes } from '@sprout/contracts/light';
import { callApi, ERROR_SHOW_TYPE } from '../../../lib/request/index.ts';
import { doctorKeys } from './keys.ts';

/** The four writes a doctor makes for a patient (they exist in the API: health record and advice modules). */
export const ENTRY_KINDS = ['visit', 'testReport', 'checkup', 'advice'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface EntryBodies {
  visit: VisitInput;
  testReport: TestReportInput;
  checkup: CheckupReportInput;
  advice: DoctorAdviceInput;
}

/** POST /app-web2/family_members/{id}/{visits|test_reports|checkup_reports|doctor_advices}. */
export function createEntry<K extends EntryKind>(kind: K, familyMemberId: string, body: EntryBodies[K]): Promise<unknown> {
  // The form shows field errors itself; other failures come as the usual message.
  const options = { params: { familyMemberId }, showType: ERROR_SHOW_TYPE.SILENT };
  const create: { [E in EntryKind]: (body: EntryBodies[E]) => Promise<unknown> } = {
    visit: (input) => callApi(healthRecordRoutes.createVisit, { ...options, body: input }),
    testReport: (input) => callApi(healthRecordRoutes.createTestReport, { ...options, body: input }),
    checkup: (input) => callApi(healthRecordRoutes.createCheckupReport, { ...options, body: input }),
    advice: (input) => callApi(adviceRoutes.addDoctorAdvice, { ...options, body: input }),
  };
  return create[kind](body);
}

export function useCreateEntry<K extends EntryKind>(kind: K, familyMemberId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntryBodies[K]) => createEntry(kind, familyMemberId, body),
    meta: { silentError: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorKeys.overview(patientId) }),
        queryClient.invalidateQueries({ queryKey: doctorKeys.patients() }),
        queryClient.invalidateQueries({ queryKey: ['family', familyMemberId] }),
      ]);
    },
  });
}
