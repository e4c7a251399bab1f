import type { FieldError } from '@sprout/contracts';

/** How a failed call is shown to the user (spec §8). The numbers follow the usual umi/antd convention. */
export const ERROR_SHOW_TYPE = {
  SILENT: 0,
  WARN_MESSAGE: 1,
  ERROR_MESSAGE: 2,
  NOTIFICATION: 3,
  REDIRECT: 9,
} as const;
export type ErrorShowType = (typeof ERROR_SHOW_TYPE)[keyof typeof ERROR_SHOW_TYPE];
export const DEFAULT_ERROR_SHOW_TYPE: ErrorShowType = ERROR_SHOW_TYPE.ERROR_MESSAGE;

export function isErrorShowType(value: unknown): value is ErrorShowType {
  return Object.values(ERROR_SHOW_TYPE).includes(value as ErrorShowType);
}

/** `code` of an ApiError when no response arrived at all (offline, DNS, aborted by the browser). */
export const NETWORK_ERROR_CODE = 'NETWORK';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: FieldError[];
  showType?: ErrorShowType;
  /** The envelope's `data` of the failure (null for most): details a screen acts on, e.g. tries left. */
  data?: unknown;
}

/**
 * A call that did not succeed (anything but HTTP 200 with code '1'). It only describes the failure;
 * `showApiError` decides what the user sees.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly showType: ErrorShowType;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.showType = init.showType ?? DEFAULT_ERROR_SHOW_TYPE;
    this.data = init.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
