import { useInfiniteQuery } from '@tanstack/react-query';
import type { CheckupReport, Page, TestReport, Visit } from '@sprout/contracts';
import { healthRecordRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { healthRecordKeys } from './get-health-record.ts';

export interface SectionEntries {
  visits: Visit;
  test_reports: TestReport;
  checkup_reports: CheckupReport;
}
export type SectionPath = keyof SectionEntries;

/** Entries fetched per "load more". */
export const SECTION_PAGE_SIZE = 20;

/** GET /app-web2/family_members/{id}/{visits|test_reports|checkup_reports}?start&limit. */
export function getSectionPage<S extends SectionPath>(
  familyMemberId: string,
  section: S,
  start: number,
  signal?: AbortSignal,
): Promise<Page<SectionEntries[S]>> {
  const input = { params: { familyMemberId }, query: { start, limit: SECTION_PAGE_SIZE }, signal };
  const pages: { [K in SectionPath]: () => Promise<Page<SectionEntries[K]>> } = {
    visits: () => callApi(healthRecordRoutes.visits, input),
    test_reports: () => callApi(healthRecordRoutes.testReports, input),
    checkup_reports: () => callApi(healthRecordRoutes.checkupReports, input),
  };
  return pages[section]();
}

/**
 * The entries of a section after the first ones the record carried (`alreadyShown`), one page per
 * `fetchNextPage()`; nothing is fetched before the first call.
 */
export function useMoreEntries<S extends SectionPath>(familyMemberId: string, section: S, alreadyShown: number) {
  return useInfiniteQuery({
    queryKey: [...healthRecordKeys.section(familyMemberId, section), alreadyShown],
    queryFn: ({ pageParam, signal }) => getSectionPage(familyMemberId, section, pageParam, signal),
    initialPageParam: alreadyShown,
    getNextPageParam: (last, pages) => {
      const loaded = alreadyShown + pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? loaded : undefined;
    },
    enabled: false,
  });
}
