import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isWeChatBrowser } from './platform.ts';
import type { ShareData } from './share.ts';

/**
 * Pages call this with what a WeChat share of them should show. Outside WeChat it does nothing and loads
 * nothing: the SDK code is a separate chunk fetched only inside WeChat. Sharing is a nicety, so a failure
 * (no signature configured, SDK blocked) leaves the page untouched.
 */
export function useWeChatShare(share: ShareData | null): void {
  const { pathname, search } = useLocation();
  const title = share?.title;
  const description = share?.description;
  const imageUrl = share?.imageUrl;

  useEffect(() => {
    if (title === undefined || !isWeChatBrowser()) return;
    let cancelled = false;
    void import('./share.ts')
      .then(({ configureShare }) => (cancelled ? undefined : configureShare({ title, description: description ?? '', imageUrl })))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [title, description, imageUrl, pathname, search]);
}
