import { z } from 'zod';
import { FALLBACK_LANGUAGE, isUuid, LANGUAGES, UUID_PATTERN, type Language } from './constants.ts';

export { FALLBACK_LANGUAGE, isUuid, LANGUAGES, UUID_PATTERN, type Language };

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

/** Unpaired UTF-16 surrogates: not Unicode text at all (PostgreSQL refuses them in JSON, text stores U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Control characters (C0, DEL, C1), with or without tab and newline, which multi-line text may hold. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Multi-line text: tab, newline and carriage return (read as a newline) are allowed. */
const CONTROL_BUT_TAB_NEWLINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * What is wrong with a piece of text a client sent, as a message key, or null when it is well-formed: the
 * one rule behind `textSchema` and the server's check of every string of every request (body, query, path).
 * Carriage returns count as newlines in multi-line text (`textSchema` turns them into newlines).
 */
export function textProblem(value: string, multiline: boolean): 'validation.unicode' | 'validation.control' | null {
  if (LONE_SURROGATE.test(value)) return 'validation.unicode';
  if ((multiline ? CONTROL_BUT_TAB_NEWLINE : CONTROL).test(value)) return 'validation.control';
  return null;
}

export interface TextOptions {
  /** Longest accepted length after trimming, in UTF-16 code units. */
  max: number;
  /** Shortest accepted length after trimming (0: may be empty). */
  min?: number;
  /** Newlines and tabs allowed (notes, answers, descriptions); otherwise one line. */
  multiline?: boolean;
}

/**
 * The one schema of every free-text and id field a client sends (issue 11): well-formed Unicode, no control
 * characters (newline and tab allowed in multi-line text, CR LF read as LF), trimmed, length-bounded. A field
 * that breaks a rule gets a 400 that names it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function textSchema({ max, min = 0, multiline = false }: TextOptions) {
  return z
    .string()
    .overwrite((value) => (multiline ? value.replace(/\r\n?/g, '\n') : value))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .trim()
    .min(min)
    .max(max);
}

/** A one-line identifier or code in a path, a query or a body (slugs, product codes, clinic ids). */
export const idTextSchema = textSchema({ min: 1, max: 100 });

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
export const langQueryField = { lang: textSchema({ max: 20 }).optional() };
