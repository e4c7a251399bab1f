import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_KEYS } from '@sprout/contracts';
import { CONTENT_IDS, DRUG_CODES } from '../../db/seed/content/ids.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (url: string) => ctx.as('nobody', { url });

describe('public articles', () => {
  it('lists the published articles newest first in the request language, without a token', async () => {
    const zh = await get('/app-web2/articles?limit=20');
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data.total).toBe(8);
    const list = zh.json().data.list as Array<{ id: string; title: string; publishedAt: string; readMinutes: number }>;
    expect(list[0]!.id).toBe(CONTENT_IDS.articles.myopiaPrevention);
    expect(list.map((a) => a.publishedAt)).toEqual([...list.map((a) => a.publishedAt)].sort().reverse());
    expect(list[0]!.title).toBe('预防近视，哪些方法真正有效');
    const en = await get('/app-web2/articles?limit=20&lang=en-US');
    expect(en.json().data.list[0].title).toBe('Preventing myopia: what really works');
    for (const a of list) expect(a.readMinutes).toBeGreaterThanOrEqual(1);
  });

  it('pages and filters by topic', async () => {
    const page = (await get('/app-web2/articles?start=2&limit=3')).json().data;
    expect(page.total).toBe(8);
    expect(page.list).toHaveLength(3);
    const eyes = (await get('/app-web2/articles?topic=eyes')).json().data;
    expect(eyes.total).toBe(3);
    expect((await get('/app-web2/articles?topic=astrology')).statusCode).toBe(400);
  });

  it('reads one article and answers 404 for an unknown or malformed id', async () => {
    const res = await get(`/app-web2/articles/${CONTENT_IDS.articles.vitaminD}?lang=en-US`);
    expect(res.json().data).toMatchObject({ title: 'Does my baby need vitamin D?', topic: 'nutrition', version: 1 });
    expect(res.json().data.body).toContain('<strong>400 IU</strong>');
    for (const id of ['99999999-0000-4000-8000-000000000000', 'no-such-article', '1']) {
      const missing = await get(`/app-web2/articles/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    }
  });
});

describe('public FAQ', () => {
  it('lists four categories with five questions each, in order', async () => {
    const data = (await get('/app-web2/faq/categories?lang=en-US')).json().data;
    expect(data.map((c: { name: string }) => c.name)).toEqual(['Account & sign-in', 'Growth records', 'Eye exams', 'Membership & orders']);
    expect(data.map((c: { itemCount: number }) => c.itemCount)).toEqual([5, 5, 5, 5]);
  });

  it('lists a category’s questions', async () => {
    const data = (await get(`/app-web2/faq/items?categoryId=${CONTENT_IDS.faqCategories.eyes}&limit=50`)).json().data;
    expect(data.total).toBe(5);
    expect(data.list[0].question).toBe('什么是眼轴长度？');
  });

  it('searches question and answer in the request language only', async () => {
    const zh = (await get(`/app-web2/faq/items?q=${encodeURIComponent('眼轴')}&limit=50`)).json().data;
    expect(zh.total).toBeGreaterThanOrEqual(3);
    // Found through the answer alone: "多久测量一次" mentions neither word in its question.
    const refund = (await get(`/app-web2/faq/items?q=${encodeURIComponent('全额退款')}`)).json().data;
    expect(refund.list.map((i: { question: string }) => i.question)).toContain('购买后可以退款吗？');
    const en = (await get('/app-web2/faq/items?q=AXIAL&lang=en-US&limit=50')).json().data;
    expect(en.total).toBe(zh.total);
    expect((await get('/app-web2/faq/items?q=axial')).json().data.total).toBe(0);
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect((await get(`/app-web2/faq/items?q=${encodeURIComponent('%')}`)).json().data.total).toBe(0);
    expect((await get(`/app-web2/faq/items?q=${encodeURIComponent('_')}&lang=en-US`)).json().data.total).toBe(0);
  });

  it('refuses an over-long search or a malformed category with the field named', async () => {
    const long = await get(`/app-web2/faq/items?q=${'x'.repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('q');
    expect((await get('/app-web2/faq/items?categoryId=abc')).json().errors[0].field).toBe('categoryId');
  });

  it('reads one question with its category name, 404 when unknown', async () => {
    const data = (await get(`/app-web2/faq/items/${CONTENT_IDS.faqItem(1)}?lang=en-US`)).json().data;
    expect(data).toMatchObject({ categoryName: 'Account & sign-in', question: 'I did not receive the SMS code. What should I do?' });
    expect((await get('/app-web2/faq/items/99999999-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('public drugs and legal texts', () => {
  it.each(DRUG_CODES)('reads drug %s in both languages', async (code) => {
    const zh = (await get(`/app-web2/drugs/${code}`)).json().data;
    const en = (await get(`/app-web2/drugs/${code}?lang=en-US`)).json().data;
    expect(zh.productCode).toBe(code);
    expect(zh.name).not.toBe(en.name);
    expect(en.dosage.length).toBeGreaterThan(0);
    expect(en.note).toMatch(/doctor/);
  });

  it('finds a drug whatever the case of the code, and says clearly when there is none', async () => {
    expect((await get('/app-web2/drugs/vd3-400')).json().data.productCode).toBe('VD3-400');
    const missing = await get('/app-web2/drugs/NOPE-1?lang=en-US');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no information for this product code.');
  });

  it.each(LEGAL_KEYS)('reads the %s text in both languages', async (key) => {
    const zh = (await get(`/app-web2/legal/${key}`)).json().data;
    const en = (await get(`/app-web2/legal/${key}?lang=en-US`)).json().data;
    expect(zh.key).toBe(key);
    expect(zh.body.length).toBeGreaterThan(100);
    expect(en.body.length).toBeGreaterThan(100);
    expect(zh.title).not.toBe(en.title);
  });

  it('refuses an unknown legal key', async () => {
    expect((await get('/app-web2/legal/cookies')).statusCode).toBe(400);
  });
});
