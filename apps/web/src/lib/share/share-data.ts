import { useEffect } from 'react';
import { isWeChatBrowser } from '../wechat/platform.ts';
import { useWeChatShare } from '../wechat/use-wechat-share.ts';

export { isWeChatBrowser };

/**
 * The current page's share data: what WeChat (or the system share sheet) shows when the page is shared.
 * A page declares it with useShareData(), which also configures WeChat's share menu through the JS-SDK
 * signature call (lib/wechat); the share button and mask read it with getShareData() and follow changes
 * with subscribeShareData().
 */
export interface ShareData {
  title: string;
  description: string;
  /** Absolute https (or same-origin) URL of the thumbnail. */
  imageUrl: string;
  /** Absolute URL of the page to open, without its `#` part. */
  link: string;
}

type Listener = (data: ShareData | null) => void;

let current: ShareData | null = null;
const listeners = new Set<Listener>();

export function getShareData(): ShareData | null {
  return current;
}

export function setShareData(data: ShareData | null): void {
  current = data;
  for (const listener of listeners) listener(data);
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeShareData(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Declares the page's share data while the calling component is mounted (null: nothing to share yet). */
export function useShareData(data: ShareData | null): void {
  const { title = '', description = '', imageUrl = '', link = '' } = data ?? {};
  const present = data !== null;
  useWeChatShare(present ? { title, description, imageUrl: imageUrl || undefined } : null);
  useEffect(() => {
    if (!present) return undefined;
    const mine: ShareData = { title, description, imageUrl, link };
    setShareData(mine);
    return () => {
      // Only clear what this page set: the next page may already have declared its own.
      if (getShareData() === mine) setShareData(null);
    };
  }, [present, title, description, imageUrl, link]);
}

/** An absolute URL for share data, on this page's origin for a path; the `#` part dropped (WeChat signs without it). */
export function absoluteShareUrl(pathOrUrl: string, origin = window.location.origin): string {
  const url = new URL(pathOrUrl, origin);
  url.hash = '';
  return url.toString();
}
