/** Which side's calls a screen makes: the parent's (`app`) or the doctor's (spec §7). */
export type EyeAxisRole = 'patient' | 'doctor';

/** Page size of the records list (spec §9 leaves it open; the API's default). */
export const RECORDS_PAGE_SIZE = 10;

/**
 * Hierarchical keys (STYLE habit 2): every eye query of one profile sits under ['eye', eyeId], so a doctor's
 * write invalidates that prefix and the info, curve and records refresh together.
 */
export const eyeKeys = {
  all: ['eye'] as const,
  info: (role: EyeAxisRole, params: Record<string, string | undefined>) => [...eyeKeys.all, 'info', role, params] as const,
  profile: (eyeRef: string) => [...eyeKeys.all, eyeRef] as const,
  curve: (role: EyeAxisRole, eyeRef: string) => [...eyeKeys.profile(eyeRef), 'curve', role] as const,
  records: (role: EyeAxisRole, eyeRef: string) => [...eyeKeys.profile(eyeRef), 'records', role] as const,
};

/** Spec §4: the curve is fetched "by eyeId or, failing that, eyeAxisId". */
export function eyeRefOf(info: { eyeId?: string | null; eyeAxisId?: string | null } | undefined): string | null {
  return info?.eyeId || info?.eyeAxisId || null;
}
