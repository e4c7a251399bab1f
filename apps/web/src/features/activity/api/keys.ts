/** Hierarchical query keys of the activity pages. */
export const activityKeys = {
  all: ['activity'] as const,
  running: (language: string) => [...activityKeys.all, 'running', language] as const,
  page: (idOrSlug: string) => [...activityKeys.all, 'page', idOrSlug] as const,
  preview: (type: string, node: string | null, language: string) => [...activityKeys.all, 'preview', type, node ?? '', language] as const,
  doctors: (filter: { ids?: readonly string[]; clinicId?: string }) =>
    [...activityKeys.all, 'doctors', filter.clinicId ?? '', (filter.ids ?? []).join(',')] as const,
};
