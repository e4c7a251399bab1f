/** Query keys of the workspace: a write invalidates its section's prefix and the home's summary. */
export const editorKeys = {
  all: ['editor'] as const,
  summary: () => [...editorKeys.all, 'summary'] as const,
  clinics: () => [...editorKeys.all, 'clinics'] as const,
  clinic: (id: string) => [...editorKeys.clinics(), id] as const,
  doctors: () => [...editorKeys.all, 'doctors'] as const,
  doctorList: (q: string, clinicId: string) => [...editorKeys.doctors(), 'list', q, clinicId] as const,
  doctor: (id: string) => [...editorKeys.doctors(), id] as const,
  leads: () => [...editorKeys.all, 'leads'] as const,
  leadPage: (status: string, start: number, order: { sort: string; order: string }) =>
    [...editorKeys.leads(), status, start, order.sort, order.order] as const,
  media: () => [...editorKeys.all, 'media'] as const,
  mediaPage: (start: number) => [...editorKeys.media(), start] as const,
  audit: (filters: Record<string, string | number>) => [...editorKeys.all, 'audit', filters] as const,
  content: (kind: string) => [...editorKeys.all, 'content', kind] as const,
  contentList: (kind: string, start: number) => [...editorKeys.content(kind), 'list', start] as const,
  versions: (kind: string, id: string) => [...editorKeys.content(kind), id, 'versions'] as const,
};
