import { z } from 'zod';

import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './constants.ts';

export { FALLBACK_LANGUAGE, LANGUAGES, type Language };

export const SEXES = ['male', 'female'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'validation.date');

export const idSchema = z.uuid();

export const ROLES = ['parent', 'doctor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Mainland China mobile numbers: 11 digits starting with 1. */
export const phoneSchema = z.string().regex(/^1\d{10}$/, 'validation.phone');

/** Text kept in both interface languages (content, clinic names...). */
export const localizedTextSchema = z.object({ 'zh-CN': z.string(), 'en-US': z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * The `lang` query parameter (API.md): any value is accepted and only zh-CN or en-US take effect. Query schemas
 * name it so that validation, which drops unknown keys, leaves it for the server's language choice.
 */
export const langQueryField = { lang: z.string().max(20).optional() };
