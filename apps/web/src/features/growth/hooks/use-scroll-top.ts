import { useEffect } from 'react';

/** A growth page opens at its top, not at the scroll position of the page the user came from. */
export function useScrollTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
