import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentVersions } from '../../db/schema/index.ts';
import { CONTENT_IDS } from '../../db/seed/content/ids.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const article = (body = '<p>正文</p>', enBody = '<p>Body</p>') => ({
  title: L('新文章', 'New article'),
  summary: L('摘要', 'Summary'),
  body: L(body, enBody),
  topic: 'growth',
});
const counts = async () => ({
  items: (await ctx.database.db.select({ n: count() }).from(contentItems))[0]!.n,
  versions: (await ctx.database.db.select({ n: count() }).from(contentVersions))[0]!.n,
});
const asEditor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.as('editor', { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('editor API access', () => {
  it('lets only editors write content', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: '/app-web2/admin/articles', payload: article() }));
    expect(matrix).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('lets only editors read drafts and versions', async () => {
    const list = await statusMatrix(ctx, () => ({ url: '/app-web2/admin/content?kind=article' }));
    expect(list).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
    const versions = await statusMatrix(ctx, () => ({ url: `/app-web2/admin/content/${CONTENT_IDS.articles.sleep}/versions` }));
    expect(versions).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });
});

describe('articles through the editor API', () => {
  it('sanitizes rich text on save and keeps new articles unpublished until published', async () => {
    const created = await asEditor(
      'POST',
      '/app-web2/admin/articles',
      article('<p onclick="x()">安全</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>'),
    );
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ kind: 'article', published: false, version: 1 });
    expect(item.data.body['zh-CN']).toBe('<p>安全</p><a rel="noopener noreferrer nofollow">链接</a>');
    expect((await ctx.as('nobody', { url: `/app-web2/articles/${item.id}` })).statusCode).toBe(404);

    const published = await asEditor('POST', `/app-web2/admin/content/${item.id}/publish`, { published: true });
    expect(published.json().data.published).toBe(true);
    const read = await ctx.as('nobody', { url: `/app-web2/articles/${item.id}` });
    expect(read.json().data.body).toBe('<p>安全</p><a rel="noopener noreferrer nofollow">链接</a>');

    await asEditor('POST', `/app-web2/admin/content/${item.id}/publish`, { published: false });
    expect((await ctx.as('nobody', { url: `/app-web2/articles/${item.id}` })).statusCode).toBe(404);
  });

  it('keeps every version: an edit never loses the previous text', async () => {
    const id = CONTENT_IDS.articles.sleep;
    const before = (await ctx.as('nobody', { url: `/app-web2/articles/${id}?lang=en-US` })).json().data;
    const saved = await asEditor('PUT', `/app-web2/admin/articles/${id}`, article('<p>第二版</p>', '<p>Second version</p>'));
    expect(saved.json().data.version).toBe(2);
    const after = (await ctx.as('nobody', { url: `/app-web2/articles/${id}?lang=en-US` })).json().data;
    expect(after.body).toBe('<p>Second version</p>');
    const versions = (await asEditor('GET', `/app-web2/admin/content/${id}/versions`)).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[1].data.body['en-US']).toBe(before.body);
    expect(versions[0].editedBy.name).toBe('编辑小周');
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await counts();
    const cases = [
      [{ ...article(), topic: 'astrology' }, 'topic'],
      [{ ...article(), title: L('', 'x') }, 'title.zh-CN'],
      [{ ...article(), body: { 'zh-CN': '<p>x</p>' } }, 'body.en-US'],
      [{ ...article(), coverImage: 'javascript:alert(1)' }, 'coverImage'],
      [{ ...article(), coverImage: 'http://cdn.example/a.png' }, 'coverImage'],
      [{ ...article(), author: 'me' }, 'author'],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await asEditor('POST', '/app-web2/admin/articles', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const put = await asEditor('PUT', `/app-web2/admin/articles/${CONTENT_IDS.articles.vitaminD}`, { ...article(), topic: 'x' });
    expect(put.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 when saving or publishing an unknown item', async () => {
    const missing = '99999999-0000-4000-8000-000000000000';
    expect((await asEditor('PUT', `/app-web2/admin/articles/${missing}`, article())).statusCode).toBe(404);
    expect((await asEditor('POST', `/app-web2/admin/content/${missing}/publish`, { published: true })).statusCode).toBe(404);
    // An id of another kind is not an article.
    expect((await asEditor('PUT', `/app-web2/admin/articles/${CONTENT_IDS.faqItem(1)}`, article())).statusCode).toBe(404);
  });
});

describe('FAQ, drugs and legal texts through the editor API', () => {
  const faqItem = (categoryId: string) => ({
    categoryId,
    question: L('孩子可以戴蓝光眼镜吗？', 'Do blue-light glasses help?'),
    answer: L('<p>没有证据。</p>', '<p>There is no evidence they do.</p>'),
  });

  it('adds a FAQ question that search then finds, and refuses an unknown category', async () => {
    const created = await asEditor('POST', '/app-web2/admin/faq/items', faqItem(CONTENT_IDS.faqCategories.eyes));
    await asEditor('POST', `/app-web2/admin/content/${created.json().data.id}/publish`, { published: true });
    const found = (await ctx.as('nobody', { url: '/app-web2/faq/items?q=blue-light&lang=en-US' })).json().data;
    expect(found.list.map((i: { id: string }) => i.id)).toEqual([created.json().data.id]);

    const before = await counts();
    const bad = await asEditor('POST', '/app-web2/admin/faq/items', faqItem('99999999-0000-4000-8000-000000000000'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('categoryId');
    expect(await counts()).toEqual(before);
  });

  it('updates a FAQ answer and search follows the new text', async () => {
    const id = CONTENT_IDS.faqItem(4);
    const res = await asEditor('PUT', `/app-web2/admin/faq/items/${id}`, {
      ...faqItem(CONTENT_IDS.faqCategories.account),
      question: L('怎么切换语言？', 'How do I switch language?'),
      answer: L('<p>在“我的”页面切换。</p>', '<p>Switch it on the Me tab.</p>'),
    });
    expect(res.json().data.version).toBe(2);
    expect((await ctx.as('nobody', { url: '/app-web2/faq/items?q=me%20tab&lang=en-US' })).json().data.total).toBe(1);
    expect((await ctx.as('nobody', { url: '/app-web2/faq/items?q=top%20right&lang=en-US' })).json().data.total).toBe(0);
  });

  it('creates drugs once per product code and versions their edits', async () => {
    const drug = (await asEditor('GET', '/app-web2/admin/content?kind=drug')).json().data.list[0];
    const { productCode: _code, ...fields } = { ...drug.data, productCode: drug.key };
    const dup = await asEditor('POST', '/app-web2/admin/drugs', { ...fields, productCode: drug.key });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('RECORD_EXISTS');
    const bad = await asEditor('POST', '/app-web2/admin/drugs', { ...fields, productCode: 'bad code' });
    expect(bad.json().errors[0].field).toBe('productCode');
    const edited = await asEditor('PUT', `/app-web2/admin/drugs/${drug.key}`, { ...fields, storage: L('冷藏', 'Refrigerate') });
    expect(edited.json().data.version).toBe(2);
    expect((await ctx.as('nobody', { url: `/app-web2/drugs/${drug.key}?lang=en-US` })).json().data.storage).toBe('Refrigerate');
    expect((await asEditor('PUT', '/app-web2/admin/drugs/NOPE-1', fields)).statusCode).toBe(404);
  });

  it('versions a legal text and serves the new one', async () => {
    const res = await asEditor('PUT', '/app-web2/admin/legal/about', {
      title: L('关于我们', 'About us'),
      body: L('<p>新的介绍</p><iframe src="https://x"></iframe>', '<p>New text</p>'),
    });
    expect(res.json().data.version).toBe(2);
    const about = (await ctx.as('nobody', { url: '/app-web2/legal/about' })).json().data;
    expect(about).toMatchObject({ title: '关于我们', body: '<p>新的介绍</p>', version: 2 });
  });
});
