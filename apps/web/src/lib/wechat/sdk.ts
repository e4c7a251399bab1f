/** The parts of WeChat's JS-SDK (jweixin 1.6) this app uses. */
export interface WeChatShareOptions {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

export interface WeChatSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  updateAppMessageShareData(options: WeChatShareOptions): void;
  updateTimelineShareData(options: Omit<WeChatShareOptions, 'desc'>): void;
}

declare global {
  interface Window {
    wx?: WeChatSdk;
  }
}

/** WeChat's own host (the server's CSP allows scripts from it); 1.6.0 has the update*ShareData calls. */
export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

let loading: Promise<WeChatSdk> | null = null;

/** Loads jweixin once; a failed load may be retried later. */
export function loadWeChatSdk(doc: Document = document): Promise<WeChatSdk> {
  if (window.wx) return Promise.resolve(window.wx);
  loading ??= new Promise<WeChatSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = JWEIXIN_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('jweixin loaded without wx')));
    script.onerror = () => reject(new Error('jweixin failed to load'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
