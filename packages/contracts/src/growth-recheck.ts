import { z } from 'zod';
import { GROWTH_INDICATORS } from './growth-rules.ts';

/**
 * The re-measure check (issue 17, part 3): against the child's latest earlier record, a z-score moved by more than
 * two centile spaces (1.34 SD) within a year ('zJump', zChange), or a height more than 0.7 cm lower ('shrink',
 * cmChange). Rules and sources: packages/clinical growth/remeasure.ts, docs/remeasure-check.md. The add-record form
 * asks the parent before saving (never a refusal); stored records carry the same reasons, so the doctor sees them.
 */
export const growthRecheckSchema = z.array(
  z.object({
    kind: z.enum(['zJump', 'shrink']),
    indicator: z.enum(GROWTH_INDICATORS),
    previousDate: z.string(),
    zChange: z.number().nullable(),
    cmChange: z.number().nullable(),
  }),
);
