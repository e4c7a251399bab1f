import { useQuery } from '@tanstack/react-query';
import type { CheckupReport, DoctorAdvice, EntryHistory, TestReport, Visit } from '@sprout/contracts';
import { adviceRoutes, healthRecordRoutes } from '@sprout/contracts/light';
import { callApi, ERROR_SHOW_TYPE } from '../../../lib/request/index.ts';

/** The entries that keep a history of corrections (issue 30), as the history page names them in its address. */
export const HISTORY_KINDS = ['visit', 'testReport', 'checkup', 'advice'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export type HistoryEntry = Visit | TestReport | CheckupReport | DoctorAdvice;

/** GET …/{visits|test_reports|checkup_reports|doctor_advices}/{entryId}/history: every version, the current first. */
function getHistory(kind: HistoryKind, familyMemberId: string, entryId: string): Promise<EntryHistory<HistoryEntry>> {
  const options = { params: { familyMemberId, entryId }, query: {}, showType: ERROR_SHOW_TYPE.SILENT };
  switch (kind) {
    case 'visit':
      return callApi(healthRecordRoutes.visitHistory, options);
    case 'testReport':
      return callApi(healthRecordRoutes.testReportHistory, options);
    case 'checkup':
      return callApi(healthRecordRoutes.checkupReportHistory, options);
    case 'advice':
      return callApi(adviceRoutes.doctorAdviceHistory, options);
  }
}

export function useEntryHistory(kind: HistoryKind, familyMemberId: string, entryId: string) {
  return useQuery({
    // Under the member's key: a correction (a write to the member) refreshes it. No abort signal: a doctor's read
    // is audited, and a repeated request would leave two rows for one view.
    queryKey: ['family', familyMemberId, 'history', kind, entryId] as const,
    queryFn: () => getHistory(kind, familyMemberId, entryId),
    enabled: Boolean(familyMemberId && entryId),
    // The page says "not found" itself: the server may draw it (lib/ssr/settled-errors.ts).
    meta: { silentError: true, drawnWhenNotFound: true },
    retry: false,
  });
}
