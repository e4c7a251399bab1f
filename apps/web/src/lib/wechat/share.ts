import type { JsSignature } from '@sprout/contracts';
import { wechatRoutes } from '@sprout/contracts/light';
import { ERROR_SHOW_TYPE } from '../request/errors.ts';
import { callApi } from '../request/index.ts';
import { urlToSign } from './entry-url.ts';
import { loadWeChatSdk, type WeChatSdk } from './sdk.ts';

export interface ShareData {
  title: string;
  description: string;
  /** Absolute or site-relative; made absolute for WeChat. */
  imageUrl?: string;
}

/** The app's own share picture when a page has none (WeChat needs an absolute image address). */
export const DEFAULT_SHARE_IMAGE = '/share-icon.png';

export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

export interface ShareEnvironment {
  userAgent: string;
  href: string;
  origin: string;
  loadSdk: () => Promise<WeChatSdk>;
  sign: (url: string) => Promise<JsSignature>;
}

/** Spec §7: no token, and the data is passed on whole without a code check. */
export function fetchSignature(url: string): Promise<JsSignature> {
  return callApi(wechatRoutes.jsSignature, {
    query: { url },
    skipAuth: true,
    checkCode: false,
    showType: ERROR_SHOW_TYPE.SILENT,
  });
}

function browserEnvironment(): ShareEnvironment {
  return {
    userAgent: navigator.userAgent,
    href: window.location.href,
    origin: window.location.origin,
    loadSdk: () => loadWeChatSdk(),
    sign: fetchSignature,
  };
}

/**
 * Signs the right address for this platform, configures the SDK, then sets what "send to friend" and
 * "share to Moments" show for this page. The shared link is the current page (without its '#' part).
 */
export async function configureShare(share: ShareData, env: ShareEnvironment = browserEnvironment()): Promise<void> {
  const [wx, signature] = await Promise.all([env.loadSdk(), env.sign(urlToSign(env.userAgent, env.href))]);
  wx.config({ debug: false, ...signature, jsApiList: SHARE_APIS });
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error((result) => reject(new Error(result.errMsg ?? 'wx.config failed')));
  });
  const link = env.href.split('#')[0]!;
  const imgUrl = new URL(share.imageUrl ?? DEFAULT_SHARE_IMAGE, env.origin).href;
  wx.updateAppMessageShareData({ title: share.title, desc: share.description, link, imgUrl });
  wx.updateTimelineShareData({ title: share.title, link, imgUrl });
}
