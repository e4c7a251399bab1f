import { ApiError, NETWORK_ERROR_CODE } from './errors.ts';
import { buildHeaders, buildUrl, parseResponse, type QueryValue } from './request.ts';

/**
 * Fetches a file the server answers instead of the envelope (a CSV, a zip, a report attachment) with the
 * session's headers, so the token never appears in an address. A refusal still answers the envelope: it is thrown
 * as the ApiError any other call would throw. `name` is the server's Content-Disposition filename, if any.
 */
export async function fetchFile(path: string, query?: Record<string, QueryValue>): Promise<{ blob: Blob; name: string | null }> {
  const url = buildUrl(path, 'app', query);
  let response: Response;
  try {
    response = await fetch(url, { headers: buildHeaders({}, url) });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' });
  }
  if (!response.ok) {
    const body = await parseResponse(response);
    throw new ApiError({ status: response.status, code: body.code, message: body.message ?? '', errors: body.errors, data: null });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/**
 * Hands a fetched file to the browser: as a download named by the server (else `fallbackName`), or, with
 * `open`, in a new tab (an image or a PDF the browser shows itself).
 */
export function handOver(blob: Blob, options: { name?: string; open?: boolean }): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  if (options.open) {
    link.target = '_blank';
    link.rel = 'noopener';
  } else link.download = options.name ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob after click() returns: keep it for a minute.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** Fetches a file (fetchFile) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string, query?: Record<string, QueryValue>): Promise<void> {
  const { blob, name } = await fetchFile(path, query);
  handOver(blob, { name: name ?? fallbackName });
}
