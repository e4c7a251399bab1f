import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { warmActivityRoute } from '../test/warm-route.ts';
import { formatCampaignDate } from './activity-closed.tsx';

warmActivityRoute();

const SUMMER = { startsAt: '2026-06-30T16:00:00.000Z', endsAt: '2026-08-31T16:00:00.000Z' };

function serve(availability: 'notStarted' | 'ended', window: { startsAt: string | null; endsAt: string | null }) {
  mockApi({
    'GET /app-web2/activity_pages/summer-myopia-check-zh': () => ({
      body: envelope({
        id: 'p1',
        slug: 'summer-myopia-check-zh',
        version: 1,
        published: true,
        title: '暑期儿童近视筛查',
        language: 'zh-CN',
        ...window,
        availability,
        description: null,
      }),
    }),
  });
}

describe('a campaign outside its window', () => {
  test('says an ended campaign has ended, with its first and last day, and leads home', async () => {
    serve('ended', SUMMER);
    renderApp('/activityHtmls?id=summer-myopia-check-zh');
    const screenEl = await screen.findByTestId('activity-ended');
    expect(screenEl.querySelector('h1')!.textContent).toBe('活动已结束');
    // The end is exclusive (midnight starting 1 September, Shanghai): the last day shown is 31 August.
    expect(screenEl.textContent).toContain('「暑期儿童近视筛查」的活动时间为 2026年7月1日 至 2026年8月31日');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('暑期儿童近视筛查');
  });

  test('says a campaign without a start date has ended, without dates', async () => {
    serve('ended', { startsAt: null, endsAt: SUMMER.endsAt });
    renderApp('/activityHtmls?id=summer-myopia-check-zh');
    expect((await screen.findByTestId('activity-ended')).textContent).toContain('「暑期儿童近视筛查」已经结束');
  });

  test('says a campaign that has not started when it starts', async () => {
    serve('notStarted', { startsAt: '2027-06-30T16:00:00.000Z', endsAt: null });
    renderApp('/activityHtmls?id=summer-myopia-check-zh');
    const screenEl = await screen.findByTestId('activity-notStarted');
    expect(screenEl.querySelector('h1')!.textContent).toBe('活动尚未开始');
    expect(screenEl.textContent).toContain('将于 2027年7月1日 开始');
  });

  test('writes the dates in English as a reader in Shanghai reads them', () => {
    expect(formatCampaignDate(SUMMER.startsAt, 'en-US')).toBe('Jul 1, 2026');
    expect(formatCampaignDate(SUMMER.endsAt, 'en-US', 1)).toBe('Aug 31, 2026');
  });
});
