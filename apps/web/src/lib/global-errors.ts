/** What an uncaught error or unhandled rejection tells a listener (the monitoring). */
export interface GlobalErrorReport {
  kind: 'error' | 'rejection';
  /** The thrown value or the rejection reason, whatever it is. */
  error: unknown;
  /** ErrorEvent's message and script URL, when the browser gave them. */
  message?: string;
  source?: string;
}
export type GlobalErrorListener = (report: GlobalErrorReport) => void;

const listeners = new Set<GlobalErrorListener>();

/**
 * Hears every error the global handlers see, after they have logged it. One set of handlers, so monitoring
 * never competes with spec §8's console-only behaviour. Returns a function that stops listening.
 */
export function onGlobalError(listener: GlobalErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(report: GlobalErrorReport): void {
  for (const listener of listeners) {
    try {
      listener(report);
    } catch {
      // A listener's failure must never turn into another global error.
    }
  }
}

/**
 * Spec §8: errors nothing else caught are logged to the console only, with the browser's default handling
 * prevented (no "Uncaught" noise in in-app browsers that surface it). Returns a function that removes them.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('[global error]', event.error ?? event.message);
    event.preventDefault();
    notify({ kind: 'error', error: event.error, message: event.message, source: event.filename });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('[unhandled rejection]', event.reason);
    event.preventDefault();
    notify({ kind: 'rejection', error: event.reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
