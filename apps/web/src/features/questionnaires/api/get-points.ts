import { useQuery } from '@tanstack/react-query';
import type { PointsHistory } from '@sprout/contracts';
import { questionnaireRoutes } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { callApi } from '../../../lib/request/index.ts';

/** GET /app-web2/points: the balance and how the points were earned. */
function getPoints(signal?: AbortSignal): Promise<PointsHistory> {
  return callApi(questionnaireRoutes.points, { query: { lang: currentLanguage() }, signal });
}

export function usePoints() {
  return useQuery({
    queryKey: ['points', currentLanguage()] as const,
    queryFn: ({ signal }) => getPoints(signal),
    meta: { silentError: true },
  });
}
