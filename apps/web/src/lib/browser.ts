/** Page-level browser actions, in one module so tests can replace them (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}

/** How long an idle callback may wait before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` after the page's load event, when the main thread is idle: never during the first screen. */
export function whenIdleAfterLoad(task: () => void): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
