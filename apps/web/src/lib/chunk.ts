/** A page's script chunk that has not arrived after two minutes is given up on (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page chunk (script or stylesheet) failed to load or did not arrive in time. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.timedOut = options.timedOut ?? false;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs a dynamic import and rejects with a ChunkLoadError when it fails (a script, or a stylesheet Vite
 * preloads with it) or when it takes longer than `timeoutMs`.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Page chunk did not load within ${timeoutMs} ms`, { timedOut: true }));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        const detail = cause instanceof Error ? cause.message : String(cause);
        reject(new ChunkLoadError(`Page chunk failed to load: ${detail}`, { cause }));
      },
    );
  });
}
