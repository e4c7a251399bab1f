import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';
import { warmActivityRoute } from '../test/warm-route.ts';

warmActivityRoute();

const PAGE_ID = '60000000-0000-4000-8000-000000000011';

/** A page from a newer editor: a widget type this client has never heard of between two it knows. */
function newerPage() {
  return {
    schemaVersion: 1,
    page: {
      id: PAGE_ID,
      title: '生长发育评估月',
      language: 'zh-CN',
      share: { title: '生长发育评估月', description: '', imageUrl: '/activity/growth-share.svg' },
    },
    globalWidgets: {
      type: 'GlobalWidgetContainer',
      widgets: [
        { type: 'FixedButton', text: '预约', link: 'popup:rules' },
        { type: 'bottomDrawer', id: 'rules', handleText: '活动规则', popup: { title: '活动规则', paragraphs: ['每位儿童限一次。'] } },
        { type: 'Fireworks', colours: 5 },
      ],
    },
    containers: [
      {
        type: 'WidgetContainer',
        title: '活动介绍',
        widgets: [
          { type: 'ImageModule', image: { src: '/activity/growth-banner-zh.svg', width: 750, height: 520, alt: '横幅' } },
          { type: 'Confetti', density: 'high' },
          { type: 'ShowMoreTags', tags: ['身高', '体重', '骨龄', '营养'], visibleCount: 2 },
          {
            type: 'HotSpot',
            image: { src: '/activity/growth-banner-zh.svg', width: 750, height: 520 },
            areas: [{ x: 0, y: 0, width: 50, height: 50, link: 'javascript:alert(1)', label: 'x' }],
          },
        ],
      },
      {
        type: 'TabWidgetContainer',
        tabs: [
          { key: 'a', title: '量身高', widgets: [{ type: 'ShowMoreTags', tags: ['每 3 个月'] }] },
          { key: 'b', title: '看骨龄', widgets: [{ type: 'ShowMoreTags', tags: ['左手 X 光片'] }] },
        ],
      },
    ],
  };
}

function api(description: unknown = newerPage()) {
  return mockApi({
    [`GET /app-web2/activity_pages/${PAGE_ID}`]: () => ({
      body: envelope({
        id: PAGE_ID,
        slug: null,
        version: 3,
        published: true,
        title: '生长发育评估月',
        language: 'zh-CN',
        startsAt: null,
        endsAt: null,
        availability: 'open',
        description,
      }),
    }),
  });
}

describe('activity page renderer', () => {
  test('skips a widget of an unknown type (and an invalid one) with a console warning naming its path, and renders the rest', async () => {
    api();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(`/activityHtmls?id=${PAGE_ID}`);
    const page = await screen.findByTestId('activity-page');
    const types = [...page.querySelectorAll('[data-widget-type]')].map(
      (el) => `${el.getAttribute('data-path')}:${el.getAttribute('data-widget-type')}`,
    );
    expect(types).toEqual([
      'containers.0.widgets.0:ImageModule',
      'containers.0.widgets.1:ShowMoreTags',
      'containers.1.tabs.0.widgets.0:ShowMoreTags',
    ]);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings).toContain('[activity] skipped containers.0.widgets.1: unknown type Confetti');
    expect(warnings).toContain('[activity] skipped globalWidgets.widgets.2: unknown type Fireworks');
    expect(warnings.some((w) => w.startsWith('[activity] skipped containers.0.widgets.3: invalid HotSpot'))).toBe(true);
    expect(page.querySelector('a[href^="javascript"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('生长发育评估月'));
    expect(page.getAttribute('lang')).toBe('zh-CN');
  });

  test('switches tabs, and the first image loads eagerly while the others are lazy with their size reserved', async () => {
    api();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(`/activityHtmls?id=${PAGE_ID}`);
    const tabs = await screen.findByTestId('tab-widget-container');
    expect(within(tabs).getByTestId('tab-panel').textContent).toContain('每 3 个月');
    fireEvent.click(within(tabs).getByRole('tab', { name: '看骨龄' }));
    expect(within(tabs).getByRole('tab', { name: '看骨龄' }).getAttribute('aria-selected')).toBe('true');
    expect(within(tabs).getByTestId('tab-panel').textContent).toContain('左手 X 光片');
    const [first] = screen.getAllByRole('img', { name: '横幅' });
    expect(first!.getAttribute('loading')).toBe('eager');
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['750', '520']);
  });

  test('opens the bottom drawer from the fixed button’s popup link', async () => {
    api();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(`/activityHtmls?id=${PAGE_ID}`);
    fireEvent.click(await screen.findByTestId('fixed-button'));
    expect((await screen.findByTestId('bottom-drawer-popup')).textContent).toContain('每位儿童限一次。');
  });

  test('says so when the page does not exist', async () => {
    mockApi({});
    renderApp('/activityHtmls?id=no-such-page');
    expect((await screen.findByTestId('activity-not-found')).textContent).toContain('活动不存在或已结束');
  });

  test('without an id lists the campaigns running now in the visitor’s language, each opening its page', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /app-web2/activity_pages': (_init, url) => {
        asked.push(url.searchParams.get('language') ?? '');
        return {
          body: envelope([
            { id: 'p1', slug: 'growth-check-zh', title: '儿童生长发育评估月', language: 'zh-CN', startsAt: null, endsAt: null },
            {
              id: 'p2',
              slug: null,
              title: '冬季视力筛查',
              language: 'zh-CN',
              startsAt: '2026-11-01T00:00:00+08:00',
              endsAt: '2027-01-01T00:00:00+08:00',
            },
          ]),
        };
      },
    });
    renderApp('/activityHtmls');
    const list = await screen.findByTestId('campaign-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/activityHtmls?id=growth-check-zh', '/activityHtmls?id=p2']);
    expect(links[0]!.textContent).toContain('长期有效');
    // The end is exclusive: the last day shown is 31 December.
    expect(links[1]!.textContent).toContain('活动截止 2026年12月31日');
    expect(asked).toEqual(['zh-CN']);
  });

  test('without an id and nothing running says so, with the way home', async () => {
    mockApi({ 'GET /app-web2/activity_pages': () => ({ body: envelope([]) }) });
    renderApp('/activityHtmls');
    expect((await screen.findByTestId('campaigns-empty')).textContent).toContain('现在没有进行中的活动');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  test('shows an unreadable page as such instead of crashing', async () => {
    api({ schemaVersion: 1, containers: 'nope' });
    renderApp(`/activityHtmls?id=${PAGE_ID}`);
    expect(await screen.findByTestId('activity-unreadable')).toBeTruthy();
  });
});
