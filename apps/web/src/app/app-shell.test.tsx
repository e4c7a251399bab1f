import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { reloadPage } from '../lib/browser.ts';
import { setUpTestI18n } from '../test/i18n.ts';
import { renderApp } from '../test/render-app.tsx';
import { routeEntries } from './routes/index.ts';
import type { RouteEntry } from './routes/index.ts';
import { notBuilt } from './routes/types.ts';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

describe('app shell', () => {
  test('an unknown address shows the not-found page with a way home, titled accordingly', async () => {
    renderApp('/no/such/page');
    const page = await screen.findByTestId('not-found');
    expect(page.textContent).toContain('页面不存在');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('页面不存在'));
  });

  test('a route whose feature is not built yet says so with the route name, and titles the page', async () => {
    // Whichever features exist by now: put /about back to "not built" for this test.
    renderApp(
      '/about',
      routeEntries.map((entry) => (entry.path === '/about' ? notBuilt('/about', 'about') : entry)),
    );
    const page = await screen.findByTestId('not-built-page');
    expect(page.textContent).toContain('“关于我们”页面正在建设中');
    await waitFor(() => expect(document.title).toBe('关于我们'));
  });

  test('titles and texts follow the language', async () => {
    await setUpTestI18n('en-US');
    // The placeholder itself, whichever features are built by now.
    const placeholder = notBuilt('/clinics/:clinicId', 'clinicDetail');
    renderApp('/clinics/c1', [...routeEntries.filter((entry) => entry.path !== placeholder.path), placeholder]);
    const page = await screen.findByTestId('not-built-page');
    expect(page.textContent).toContain('The “Clinic” page is not built yet');
    await waitFor(() => expect(document.title).toBe('Clinic'));
  });

  test('home without a session lands a new visitor on the landing page, which leads to sign-in', async () => {
    const { router } = renderApp('/');
    await screen.findByTestId('landing-cta');
    expect(router.state.location.pathname).toBe('/landing');
    expect(screen.getByTestId('landing-cta').getAttribute('href')).toBe('/login?redirect=/');
  });

  test('"loading..." shows while a page chunk is on its way', async () => {
    const slow: RouteEntry = { path: '/slow', titleKey: 'help', load: () => new Promise(() => {}) };
    renderApp(
      '/slow',
      [...routeEntries, slow].filter((entry) => entry.path !== '/help'),
    );
    expect((await screen.findByTestId('page-loading')).textContent).toBe('加载中...');
  });

  test('a chunk that fails to load shows the chunk error screen, whose retry reloads the page', async () => {
    const broken: RouteEntry = {
      path: '/broken',
      titleKey: 'help',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', [broken]);
    const screenEl = await screen.findByTestId('chunk-error');
    expect(screenEl.textContent).toContain('页面加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('the exception page shows the errorCode and errorMessage of its address as text', async () => {
    renderApp('/exception?errorCode=FORBIDDEN&errorMessage=%3Cb%3E无权访问%3C%2Fb%3E');
    const page = await screen.findByTestId('exception-page');
    expect(page.textContent).toContain('<b>无权访问</b>');
    expect(page.querySelector('b')).toBeNull();
    expect(page.textContent).toContain('错误代码：FORBIDDEN');
  });
});
