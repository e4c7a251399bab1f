import { queryOptions, useQuery } from '@tanstack/react-query';
import { adviceRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

/** Every advice text key with the clinic's default wording and the editors' item, if any. */
export const adviceTextsQueryOptions = () =>
  queryOptions({
    queryKey: [...editorKeys.content('advice'), 'texts'],
    queryFn: ({ signal }) => callApi(adviceRoutes.adminTexts, { signal }),
  });

export function useAdviceTexts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adviceTextsQueryOptions(), enabled });
}
