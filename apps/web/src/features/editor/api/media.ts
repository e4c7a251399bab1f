import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mediaRoutes } from '@sprout/contracts/light';
import { callApi, uploadFile } from '../../../lib/request/index.ts';
import { editorKeys } from './keys.ts';

export const MEDIA_PAGE_SIZE = 24;

/** The media library, newest first. */
export function useMediaPage(start: number) {
  return useQuery({
    queryKey: editorKeys.mediaPage(start),
    queryFn: ({ signal }) => callApi(mediaRoutes.list, { query: { start, limit: MEDIA_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUploadMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(mediaRoutes.upload, file, { filename: file.name }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.media() }),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(mediaRoutes.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.media() }),
  });
}
