import { ERROR_STATUS, type ErrorCode } from '@sprout/contracts';

/** A field-level problem; `messageKey` is translated in the request's language when the response is sent. */
export interface FieldProblem {
  field: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** An error the client is meant to see: a code of API.md, a translated message and, for 400, the fields. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `error.${code}`,
    readonly fields: FieldProblem[] = [],
    readonly params: Record<string, string | number> = {},
    /** Sent as the envelope's `data` (null when absent): details a client acts on, e.g. the tries left. */
    readonly data: unknown = null,
    /** Sent as the Retry-After header (seconds) with a 429. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(messageKey);
    this.status = ERROR_STATUS[code];
  }
}

/** 503 "try again in `retryAfterSeconds`": the Retry-After header and the envelope's `data.retryAfterSeconds`. */
export const tryAgainIn = (retryAfterSeconds: number, messageKey?: string) =>
  new AppError('UNAVAILABLE', messageKey, [], {}, { retryAfterSeconds }, retryAfterSeconds);
export const notFound = (messageKey?: string) => new AppError('NOT_FOUND', messageKey);
export const validation = (fields: FieldProblem[], messageKey?: string) => new AppError('VALIDATION', messageKey, fields);
export const fieldError = (field: string, messageKey: string, params?: Record<string, string | number>) =>
  validation([{ field, messageKey, ...(params ? { params } : {}) }]);
