/**
 * Spec §8: errors nothing else caught are logged to the console only, with the browser's default handling
 * prevented (no "Uncaught" noise in in-app browsers that surface it). Returns a function that removes them.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    console.error('[global error]', event.error ?? event.message);
    event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    console.error('[unhandled rejection]', event.reason);
    event.preventDefault();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
