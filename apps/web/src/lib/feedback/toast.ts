import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { TOAST_DURATION_MS } from '../constants.ts';

export type ToastOptions = Pick<ToastShowProps, 'content' | 'icon' | 'position'>;

const loadToast = () => import('./antd-toast.ts').then((module) => module.Toast);

/**
 * Shows a product message for 2 s (spec §9). antd-mobile's Toast is loaded on first use, keeping it and its
 * animation library out of every route's first screen; warmUpToast() fetches it once the app has started,
 * so a message that says "you are offline" does not itself depend on the network.
 */
export function showToast(options: ToastOptions): Promise<void> {
  // Rendering on the server (entry-server.tsx): no screen to show it on; the browser shows its own.
  if (typeof document === 'undefined') return Promise.resolve();
  return loadToast().then(
    (Toast) => {
      Toast.show({ ...options, duration: TOAST_DURATION_MS });
    },
    (error: unknown) => {
      console.error('[toast] could not load', error, options.content);
    },
  );
}

/**
 * Closes the message on screen, if any: one that belongs to a screen being left (the login's "code sent") is not
 * left over the next one for the rest of its 2 s.
 */
export function clearToast(): void {
  if (typeof document === 'undefined') return;
  void loadToast().then(
    (Toast) => Toast.clear(),
    () => {
      // Nothing loaded, so nothing shown.
    },
  );
}

export function warmUpToast(): void {
  void loadToast().catch(() => {
    // Tried again on first use.
  });
}
