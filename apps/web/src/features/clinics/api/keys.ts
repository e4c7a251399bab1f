/** Hierarchical query keys of the clinic pages. */
export const clinicKeys = {
  all: ['clinics'] as const,
  list: () => [...clinicKeys.all, 'list'] as const,
  detail: (shopId: string) => [...clinicKeys.all, 'detail', shopId] as const,
  customerService: () => ['customerService', 'info'] as const,
};
