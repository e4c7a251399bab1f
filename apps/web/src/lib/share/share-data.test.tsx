import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { absoluteShareUrl, getShareData, isWeChatBrowser, subscribeShareData, useShareData, type ShareData } from './share-data.ts';

function Declares({ data }: { data: ShareData | null }) {
  useShareData(data);
  return null;
}

// Pages live inside the router (the WeChat share follows the address).
const Page = ({ data }: { data: ShareData | null }) => (
  <MemoryRouter>
    <Declares data={data} />
  </MemoryRouter>
);

const summer: ShareData = {
  title: '暑期近视筛查',
  description: '免费眼轴检查',
  imageUrl: 'https://a.example/s.png',
  link: 'https://a.example/activityHtmls?id=x',
};

describe('share data of the current page', () => {
  test('is declared while the page is mounted, announced to subscribers, and cleared when it leaves', () => {
    const seen: Array<string | null> = [];
    const stop = subscribeShareData((data) => seen.push(data?.title ?? null));
    const view = render(<Page data={null} />);
    expect(getShareData()).toBeNull();
    view.rerender(<Page data={summer} />);
    expect(getShareData()).toEqual(summer);
    view.rerender(<Page data={{ ...summer, title: 'Summer myopia check' }} />);
    expect(getShareData()?.title).toBe('Summer myopia check');
    view.unmount();
    expect(getShareData()).toBeNull();
    stop();
    expect(seen).toEqual(['暑期近视筛查', null, 'Summer myopia check', null]);
  });

  test('makes links absolute without their # part, and knows WeChat by its user agent', () => {
    expect(absoluteShareUrl('/activity/a.svg', 'https://m.example')).toBe('https://m.example/activity/a.svg');
    expect(absoluteShareUrl('https://m.example/activityHtmls?id=1#top', 'https://x.example')).toBe('https://m.example/activityHtmls?id=1');
    expect(isWeChatBrowser('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.47 NetType/WIFI')).toBe(true);
    expect(isWeChatBrowser('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36')).toBe(false);
  });
});
