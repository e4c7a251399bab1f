import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { reloadPage } from '../lib/browser.ts';
import { LOCALE_STORAGE_KEY } from '../lib/i18n/locale.ts';
import { useLangQuery } from './use-lang-query.ts';

vi.mock('../lib/browser.ts', () => ({ reloadPage: vi.fn() }));

function LangQueryProbe() {
  useLangQuery();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: LangQueryProbe }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the lang rule on route changes', () => {
  test('saves the requested language and reloads the page once', () => {
    renderAt('/about?lang=en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  test('leaves the page alone for the current language or an unsupported one', () => {
    renderAt('/about?lang=zh-CN');
    renderAt('/about?lang=ja-JP');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  test('checks again on every navigation', async () => {
    const router = renderAt('/faq');
    expect(reloadPage).not.toHaveBeenCalled();
    await act(() => router.navigate('/faq/list?lang=en-US'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
