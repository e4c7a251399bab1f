import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/request/index.ts';
import type { FieldErrors } from '../components/fields.tsx';

/** The editor namespace's `t`, loosened to string keys: message keys come from the schemas at run time. */
export type Translate = TFunction<'editor'>;
type Loose = (key: string, options?: Record<string, unknown>) => string;

/** What the form needs of a zod schema (the web app takes zod only through the contracts package). */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly origin?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}
export interface FormSchema<T = unknown> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

function messageOf(issue: SchemaIssue, translate: Translate): string {
  const t = translate as unknown as Loose;
  // A schema's own message key (`validation.slug`, `plans.duplicateBenefit`): its last part names the message.
  const own = /^[a-z]+\.(\w+)$/.exec(issue.message);
  if (own) return t(`validationMessages.${own[1]}`, { defaultValue: t('validationMessages.invalid') });
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? t('validationMessages.required')
        : t('validationMessages.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validationMessages.tooLong', { max: String(issue.maximum) })
        : t('validationMessages.tooBig', { max: String(issue.maximum) });
    case 'invalid_type':
      return t('validationMessages.required');
    default:
      return t('validationMessages.invalid');
  }
}

/**
 * Checks a form with the very schema the server validates with, before sending: errors by the same paths the
 * server's 400 names (`name.zh-CN`), so both land on the same field.
 */
export function validate<T>(
  schema: FormSchema<T>,
  value: unknown,
  t: Translate,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue, t);
  }
  return { data: null, errors };
}

/**
 * The fields a refusal names as field errors: a 400, or a 409 or 403 that names the field it is about (a doctor's
 * sign-in phone that belongs to a parent account); null for any other failure (the caller shows it).
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || ![400, 403, 409].includes(error.status) || error.errors.length === 0) return null;
  return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
}

/** Moves focus to the first field with an error, after React has drawn the messages. */
export function focusFirstError(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
