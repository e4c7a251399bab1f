import { leadInputSchema, type LeadInput } from '@sprout/contracts';

export type LeadCheck = { ok: true; data: LeadInput } | { ok: false; fields: (keyof LeadInput)[] };

/** The contact form checked with the call's own schema: a chunk of its own, since zod is 23 KB brotli (issue 32). */
export function checkLead(candidate: unknown): LeadCheck {
  const parsed = leadInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as keyof LeadInput))] };
}
