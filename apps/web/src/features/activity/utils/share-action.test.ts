import { describe, expect, test, vi } from 'vitest';
import type { ActivityGlobalWidget } from '@sprout/contracts/activity';
import { setShareData } from '../../../lib/share/share-data.ts';
import { popupOpener, shareOutsideWeChat } from './share-action.ts';

const globals: ActivityGlobalWidget[] = [
  { type: 'shareMask', id: 'share', text: '分享' },
  { type: 'bottomDrawer', id: 'rules', handleText: '规则', popup: { title: '规则', paragraphs: [] } },
];
const WECHAT = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.47';
const SAFARI = 'Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1';

describe('share mask and sharing outside WeChat', () => {
  test('opens the share mask inside WeChat and in preview; elsewhere shares another way and keeps it closed', () => {
    const share = vi.fn();
    expect(popupOpener(globals, { preview: false, userAgent: WECHAT, share })('share')).toBe(true);
    expect(popupOpener(globals, { preview: true, userAgent: SAFARI, share })('share')).toBe(true);
    expect(share).not.toHaveBeenCalled();
    expect(popupOpener(globals, { preview: false, userAgent: SAFARI, share })('share')).toBe(false);
    expect(share).toHaveBeenCalledTimes(1);
    expect(popupOpener(globals, { preview: false, userAgent: SAFARI, share })('rules')).toBe(true);
  });

  test('uses the system share sheet with the page’s share data, else copies the link', async () => {
    setShareData({
      title: '暑期近视筛查',
      description: '免费眼轴检查',
      imageUrl: 'https://a.example/s.svg',
      link: 'https://a.example/activityHtmls?id=x',
    });
    const sheet = vi.fn(async () => {});
    expect(await shareOutsideWeChat({ share: sheet, clipboard: {} as Clipboard })).toBe('shared');
    expect(sheet).toHaveBeenCalledWith({ title: '暑期近视筛查', text: '免费眼轴检查', url: 'https://a.example/activityHtmls?id=x' });
    const writeText = vi.fn(async () => {});
    expect(await shareOutsideWeChat({ share: undefined as never, clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://a.example/activityHtmls?id=x');
    const refused = vi.fn(async () => Promise.reject(new Error('denied')));
    expect(await shareOutsideWeChat({ share: undefined as never, clipboard: { writeText: refused } as unknown as Clipboard })).toBe(
      'failed',
    );
    setShareData(null);
  });
});
