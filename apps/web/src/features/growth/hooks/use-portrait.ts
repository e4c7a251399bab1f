import { useSyncExternalStore } from 'react';

const QUERY = '(orientation: portrait)';

function subscribe(listener: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', listener);
  window.addEventListener('resize', listener);
  return () => {
    media?.removeEventListener('change', listener);
    window.removeEventListener('resize', listener);
  };
}

const isPortrait = () => (window.matchMedia ? window.matchMedia(QUERY).matches : window.innerHeight > window.innerWidth);

/** Whether the phone is held upright (the full-screen chart then turns itself to landscape). */
export function usePortrait(): boolean {
  return useSyncExternalStore(subscribe, isPortrait, () => true);
}
