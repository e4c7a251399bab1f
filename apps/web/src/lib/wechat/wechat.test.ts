import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JsSignature } from '@sprout/contracts';
import { rememberEntryUrl, resetEntryUrlForTests, urlToSign } from './entry-url.ts';
import { isIOS, isWeChatBrowser } from './platform.ts';
import type { WeChatSdk } from './sdk.ts';
import { configureShare } from './share.ts';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => resetEntryUrlForTests());

describe('WeChat detection', () => {
  it('recognises WeChat on iOS and Android, not plain Safari', () => {
    expect(isWeChatBrowser(IOS_WECHAT)).toBe(true);
    expect(isWeChatBrowser(ANDROID_WECHAT)).toBe(true);
    expect(isWeChatBrowser(IOS_SAFARI)).toBe(false);
    expect(isIOS(IOS_WECHAT)).toBe(true);
    expect(isIOS(ANDROID_WECHAT)).toBe(false);
  });
});

describe('which address to sign', () => {
  const entry = 'https://sprout.example/?from=timeline&token=abc#x';
  const current = 'https://sprout.example/article/60000000-0000-4000-8000-000000000001?lang=en-US#top';

  it('signs the address the page was entered with on iOS', () => {
    rememberEntryUrl(entry);
    expect(urlToSign(IOS_WECHAT, current)).toBe('https://sprout.example/?from=timeline&token=abc');
  });

  it('signs the current address on Android', () => {
    rememberEntryUrl(entry);
    expect(urlToSign(ANDROID_WECHAT, current)).toBe('https://sprout.example/article/60000000-0000-4000-8000-000000000001?lang=en-US');
  });

  it('keeps the first entry address when asked to remember again', () => {
    rememberEntryUrl(entry);
    rememberEntryUrl(current);
    expect(urlToSign(IOS_WECHAT, current)).toBe('https://sprout.example/?from=timeline&token=abc');
  });

  it('falls back to the current address on iOS when no entry was remembered', () => {
    expect(urlToSign(IOS_WECHAT, current)).toBe(current.split('#')[0]);
  });
});

describe('configuring sharing', () => {
  function fakeSdk(outcome: 'ready' | 'error' = 'ready') {
    const sdk = {
      config: vi.fn(),
      ready: vi.fn((cb: () => void) => outcome === 'ready' && cb()),
      error: vi.fn((cb: (r: { errMsg?: string }) => void) => outcome === 'error' && cb({ errMsg: 'config:invalid signature' })),
      updateAppMessageShareData: vi.fn(),
      updateTimelineShareData: vi.fn(),
    };
    return sdk as typeof sdk & WeChatSdk;
  }
  const signature: JsSignature = {
    appId: 'wx123',
    timestamp: 1414587457,
    nonceStr: 'Wm3WZYTPz0wzccnW',
    signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
  };

  it('signs the entry address on iOS, configures wx and sets both share cards for the current page', async () => {
    rememberEntryUrl('https://sprout.example/landing');
    const sdk = fakeSdk();
    const sign = vi.fn(async () => signature);
    await configureShare(
      { title: 'Reading growth charts', description: 'Percentiles explained', imageUrl: '/img/cover.png' },
      {
        userAgent: IOS_WECHAT,
        href: 'https://sprout.example/article/1#top',
        origin: 'https://sprout.example',
        loadSdk: async () => sdk,
        sign,
      },
    );
    expect(sign).toHaveBeenCalledWith('https://sprout.example/landing');
    expect(sdk.config).toHaveBeenCalledWith({
      debug: false,
      ...signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(sdk.updateAppMessageShareData).toHaveBeenCalledWith({
      title: 'Reading growth charts',
      desc: 'Percentiles explained',
      link: 'https://sprout.example/article/1',
      imgUrl: 'https://sprout.example/img/cover.png',
    });
    expect(sdk.updateTimelineShareData).toHaveBeenCalledWith({
      title: 'Reading growth charts',
      link: 'https://sprout.example/article/1',
      imgUrl: 'https://sprout.example/img/cover.png',
    });
  });

  it('does not set share data when wx.config fails', async () => {
    const sdk = fakeSdk('error');
    await expect(
      configureShare(
        { title: 't', description: 'd' },
        {
          userAgent: ANDROID_WECHAT,
          href: 'https://sprout.example/faq',
          origin: 'https://sprout.example',
          loadSdk: async () => sdk,
          sign: async () => signature,
        },
      ),
    ).rejects.toThrow('invalid signature');
    expect(sdk.updateAppMessageShareData).not.toHaveBeenCalled();
  });
});
