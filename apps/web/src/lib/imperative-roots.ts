/**
 * How to unmount each root antd-mobile's imperative dialogs and toasts mount (antd-mobile-imperative.ts), until they unmount
 * themselves (a dialog answered, a toast timed out). Apart from antd-mobile, so tests reach it without loading it.
 */
export const mounted = new Set<() => void>();

/**
 * Unmounts every dialog and toast still shown, at once (tests, after each: what Testing Library's cleanup() does not
 * own). A toast left to time out two seconds after its test rendered into a torn-down jsdom ("window is not defined").
 */
export function unmountImperativeRoots(): void {
  for (const unmount of [...mounted]) unmount();
}
