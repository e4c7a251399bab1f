import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@sprout/contracts/light';
import type { CheckupReportInput, DoctorAdviceInput, TestReportInput, VisitInput } from '@sprout/contracts';
import { ERROR_SHOW_TYPE, request } from '../../../lib/request/index.ts';
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

const SECTION: Record<EntryKind, string> = { visit: 'visits', testReport: 'test_reports', checkup: 'checkup_reports', advice: 'doctor_advices' };

/** POST /app-web2/family_members/{id}/{visits|test_reports|checkup_reports|doctor_advices}. */
export function createEntry<K extends EntryKind>(kind: K, familyMemberId: string, body: EntryBodies[K]): Promise<unknown> {
  return request(`${API_PREFIX.app}/family_members/${encodeURIComponent(familyMemberId)}/${SECTION[kind]}`, {
    method: 'POST',
    body,
    // The form shows field errors itself; other failures come as the usual message.
    showType: ERROR_SHOW_TYPE.SILENT,
  });
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
