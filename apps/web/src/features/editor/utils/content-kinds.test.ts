import { describe, expect, it } from 'vitest';
import { articleInputSchema, faqItemInputSchema, type AdminContentItem } from '@sprout/contracts';
import { blankForm, bodyFromForm, formFromData, KINDS } from './content-kinds.ts';

const article = KINDS.article!;

describe('the generic content editor’s kinds', () => {
  it('turns a stored article into the form and back into a body the server’s schema accepts', () => {
    const data = {
      title: { 'zh-CN': '标题', 'en-US': 'Title' },
      summary: { 'zh-CN': '摘要', 'en-US': 'Summary' },
      body: { 'zh-CN': '<p>正文</p>', 'en-US': '<p>Body</p>' },
      topic: 'eyes',
      coverImage: null,
      readMinutes: { 'zh-CN': '1', 'en-US': '1' },
    };
    const body = bodyFromForm(article, formFromData(article, data));
    expect(articleInputSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('readMinutes');
  });

  it('starts a new article blank, which the schema refuses field by field', () => {
    const result = articleInputSchema.safeParse(bodyFromForm(article, blankForm(article)));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title.zh-CN', 'title.en-US', 'body.zh-CN']));
  });

  it('edits an FAQ entry with its category, which lives on the item rather than in its versioned data', () => {
    const faqItem = KINDS.faqItem!;
    const categoryId = '70000000-0000-4000-8000-000000000001';
    const item = { id: 'x', kind: 'faqItem', parentId: categoryId, sortOrder: 3 } as unknown as AdminContentItem;
    const data = { question: { 'zh-CN': '问', 'en-US': 'Q' }, answer: { 'zh-CN': '<p>答</p>', 'en-US': '<p>A</p>' } };
    const body = bodyFromForm(faqItem, formFromData(faqItem, data, item));
    expect(body).toMatchObject({ categoryId, sortOrder: 3 });
    expect(faqItemInputSchema.safeParse(body).success).toBe(true);
    const blank = faqItemInputSchema.safeParse(bodyFromForm(faqItem, blankForm(faqItem)));
    expect(blank.error!.issues.map((i) => i.path.join('.'))).toContain('categoryId');
  });
});
