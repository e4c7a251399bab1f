import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { envelope, mockApi, renderApp } from '../../../test/render-app.tsx';

const notFound = () => ({ status: 404, body: { code: 'NOT_FOUND', data: null, message: '内容不存在或已下线' } });
const article = {
  id: 'a1',
  title: '读懂孩子的生长曲线',
  summary: '百分位是什么',
  topic: 'growth',
  coverImage: null,
  readMinutes: 3,
  publishedAt: '2025-06-01T08:00:00Z',
  updatedAt: '2025-06-01T08:00:00Z',
  version: 1,
  body: '<h2>百分位</h2><p>P50 是中间。</p><img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>',
};

describe('content pages', () => {
  test('an article renders its body only through the sanitizer and asks for its language', async () => {
    const fetchMock = mockApi({ 'GET /app-web2/articles/a1': () => ({ body: envelope(article) }) });
    renderApp('/article/a1');
    const body = await screen.findByTestId('article-body');
    expect(body.querySelector('h2')?.textContent).toBe('百分位');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(screen.getByTestId('article').textContent).toContain('3 分钟读完');
    const [url] = fetchMock.mock.calls[0]!;
    expect(new URL(url, 'https://x').searchParams.get('lang')).toBe('zh-CN');
  });

  test('an unknown article shows a clear not-found state with ways on', async () => {
    mockApi({ 'GET /app-web2/articles/nope': notFound });
    renderApp('/article/nope');
    const state = await screen.findByTestId('content-not-found');
    expect(state.textContent).toContain('文章不存在或已下线');
    expect(screen.getByRole('link', { name: '看看其他文章' }).getAttribute('href')).toBe('/articles');
  });

  test('the shareable article has the open-in-app bar and no back button', async () => {
    mockApi({ 'GET /app-web2/articles/a1': () => ({ body: envelope(article) }) });
    renderApp('/articleReplace/a1');
    await screen.findByTestId('article-body');
    expect(screen.getByTestId('open-in-app').querySelector('a')?.getAttribute('href')).toBe('/article/a1');
    expect(screen.queryByTestId('back')).toBeNull();
  });

  test('a legal route shows the text named by its path', async () => {
    mockApi({
      'GET /app-web2/legal/vipAgreement': () => ({
        body: envelope({ key: 'vipAgreement', title: '会员服务协议', body: '<p>权益</p>', version: 2, updatedAt: '2025-06-01T08:00:00Z' }),
      }),
    });
    renderApp('/vipAgreement');
    expect((await screen.findByTestId('legal-vipAgreement')).textContent).toContain('会员服务协议');
    expect(screen.getByTestId('legal-vipAgreement').textContent).toContain('版本 2');
  });

  test('searching the FAQ opens the list with the words and shows the matches', async () => {
    mockApi({
      'GET /app-web2/faq/categories': () => ({ body: envelope([{ id: 'c1', name: '眼部检查', description: '眼轴', itemCount: 5 }]) }),
      'GET /app-web2/faq/items': (_init, url) =>
        url.searchParams.get('q') === '眼轴'
          ? { body: envelope({ total: 1, list: [{ id: 'i1', categoryId: 'c1', question: '什么是眼轴长度？' }] }) }
          : { body: envelope({ total: 0, list: [] }) },
    });
    const { router } = renderApp('/faq');
    await screen.findByTestId('faq-category');
    fireEvent.change(screen.getByLabelText('搜索问题'), { target: { value: ' 眼轴 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq/list'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('眼轴');
    const results = await screen.findByTestId('faq-results');
    expect(results.textContent).toContain('什么是眼轴长度？');
    expect(results.querySelector('a')?.getAttribute('href')).toBe('/faq/detail?id=i1');
  });

  test('a search without matches says so', async () => {
    mockApi({
      'GET /app-web2/faq/categories': () => ({ body: envelope([]) }),
      'GET /app-web2/faq/items': () => ({ body: envelope({ total: 0, list: [] }) }),
    });
    renderApp('/faq/list?q=zzz');
    expect((await screen.findByTestId('faq-no-results')).textContent).toContain('没有找到相关问题');
  });

  test('an unknown drug code says there is no information', async () => {
    mockApi({ 'GET /app-web2/drugs/NOPE-1': notFound });
    renderApp('/drugs/NOPE-1');
    expect((await screen.findByTestId('content-not-found')).textContent).toContain('未找到该药品的说明');
  });
});
