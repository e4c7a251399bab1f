import { z } from 'zod';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, SUCCESS_CODE } from './constants.ts';

export { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, SUCCESS_CODE };

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RECORD_EXISTS',
  'IDEMPOTENCY_KEY_REUSED',
  'TIMEOUT',
  'TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RECORD_EXISTS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  TIMEOUT: 408,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** `{ code, data, message }` around every JSON response (API.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), data, message: z.string() });
}

export const errorEnvelopeSchema = z.object({
  code: z.enum(ERROR_CODES),
  data: z.null(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: string;
  data: T;
  message: string;
  errors?: FieldError[];
}

// Pure-annotated: a chain of method calls at module level would otherwise keep zod in every bundle.
export const pageQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    start: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(PAGE_DEFAULT_LIMIT),
  }))();
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The direction of a list sorted on the server (`order=asc|desc`), newest or largest first unless asked. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS).default('desc');

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), list: z.array(item) });
}
export interface Page<T> {
  total: number;
  list: T[];
}
