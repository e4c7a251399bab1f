import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trustRoutes, type ShareSection } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';

const PAGE = 20;

/** Under the member's key, so that any write to the member refreshes these too. */
export const trustKeys = {
  log: (familyMemberId: string) => ['family', familyMemberId, 'trust', 'accessLog'] as const,
  shares: (familyMemberId: string) => ['family', familyMemberId, 'trust', 'shares'] as const,
  shared: (token: string) => ['shared', token] as const,
};

/** GET …/access_log, page by page ("load more"). */
export function useAccessLog(familyMemberId: string) {
  return useInfiniteQuery({
    queryKey: trustKeys.log(familyMemberId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(trustRoutes.accessLog, { params: { familyMemberId }, query: { start: pageParam, limit: PAGE }, signal, showType: 0 }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    meta: { silentError: true },
  });
}

export function useShares(familyMemberId: string) {
  return useQuery({
    queryKey: trustKeys.shares(familyMemberId),
    queryFn: ({ signal }) => callApi(trustRoutes.shares, { params: { familyMemberId }, signal }),
  });
}

/** POST …/shares: idempotent, so a retry after a lost reply answers the same link. */
export function useCreateShare(familyMemberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { hours: number; sections: ShareSection[] }) =>
      callApi(trustRoutes.createShare, { params: { familyMemberId }, body, idempotent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: trustKeys.shares(familyMemberId) }),
  });
}

export function useRevokeShare(familyMemberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callApi(trustRoutes.revokeShare, { params: { shareId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: trustKeys.shares(familyMemberId) }),
  });
}

/** POST /shared/view: public, the token in the body (never in an address the server logs). */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: trustKeys.shared(token),
    queryFn: ({ signal }) => callApi(trustRoutes.sharedView, { body: { token }, signal, skipAuth: true, showType: 0 }),
    enabled: token.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    // Every open is audited: one view of the page is one open.
    staleTime: Infinity,
    // An expired, revoked or unknown link: the page says so itself, and the server may draw it (lib/ssr/settled-errors.ts).
    meta: { silentError: true, drawnWhenNotFound: true },
  });
}

export const getFhirBundle = (familyMemberId: string) => callApi(trustRoutes.fhir, { params: { familyMemberId } });
export const getRecordExport = (familyMemberId: string, lang: string) =>
  callApi(trustRoutes.recordExport, { params: { familyMemberId }, query: { lang } });
