import type { ActivityGlobalWidget } from '@sprout/contracts/activity';
import { getShareData, isWeChatBrowser } from '../../../lib/share/share-data.ts';

export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Sharing outside WeChat, where there is no top-right menu to point at: the system share sheet when the
 * browser has one, else the page's link copied to the clipboard.
 */
export async function shareOutsideWeChat(nav: Pick<Navigator, 'share' | 'clipboard'> = navigator): Promise<ShareOutcome> {
  const data = getShareData();
  const url = data?.link ?? window.location.href;
  try {
    if (typeof nav.share === 'function') {
      await nav.share({ title: data?.title, text: data?.description, url });
      return 'shared';
    }
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    // The reader closed the share sheet: nothing to say.
    if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    return 'failed';
  }
}

/**
 * Decides whether a `popup:<id>` link opens its popup: the share mask only inside WeChat or in preview;
 * anywhere else `share` runs instead and the popup stays closed.
 */
export function popupOpener(
  globals: readonly ActivityGlobalWidget[],
  options: { preview: boolean; userAgent?: string; share: () => void },
): (id: string) => boolean {
  const shareMasks = new Set(globals.filter((w) => w.type === 'shareMask').map((w) => (w as { id: string }).id));
  return (id) => {
    if (!shareMasks.has(id) || options.preview || isWeChatBrowser(options.userAgent)) return true;
    options.share();
    return false;
  };
}
