import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVICE_TEXT_KEYS, ADVICE_TEXT_PLACEHOLDERS } from '@sprout/contracts';
import { auditEvents, contentItems } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';
import { ADVICE_RULES } from './rules.ts';
import { adviceTextDefaults } from './texts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const textsUrl = '/app-web2/admin/advice_texts';
const vitaminD = {
  title: L('维生素 D：每天 {iu} IU', 'Vitamin D: {iu} IU a day'),
  text: L('每天一滴，{iu} IU，坚持到 1 岁。', 'One drop of {iu} IU every day until the first birthday.'),
};
const adviceOf = async (lang: string) => {
  const data = (
    await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.babyXiaoyu}/health_advices?lang=${lang}` })
  ).json().data;
  return data.advices.find((a: { ruleId: string }) => a.ruleId === 'vitaminDInfant') as { title: string; text: string };
};
const adviceItems = async () =>
  (await ctx.database.db.select({ n: count() }).from(contentItems).where(eq(contentItems.kind, 'advice')))[0]!.n;

describe('the advice text keys', () => {
  it('name every rule, and each default uses only the placeholders its key declares', () => {
    const rules = Object.keys(ADVICE_RULES);
    expect(ADVICE_TEXT_KEYS.filter((key) => !key.includes('.')).sort()).toEqual([...rules].sort());
    for (const { key, title, text } of adviceTextDefaults()) {
      const used = [title, text].flatMap((t) => [...`${t['zh-CN']} ${t['en-US']}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      for (const name of used) expect(ADVICE_TEXT_PLACEHOLDERS[key], `${key} uses {${name}}`).toContain(name);
    }
  });
});

describe('editors reword the advice', () => {
  it('lets only editors list and save advice texts', async () => {
    expect(await statusMatrix(ctx, () => ({ url: textsUrl }))).toEqual({
      nobody: 401,
      owner: 403,
      otherParent: 403,
      clinicDoctor: 403,
      otherDoctor: 403,
      editor: 200,
    });
    const put = await statusMatrix(ctx, () => ({
      method: 'PUT',
      url: `${textsUrl}/growthOnTrack`,
      payload: { title: L('好', 'Good'), text: L('很好', 'Fine') },
    }));
    expect(put).toEqual({ nobody: 401, owner: 403, otherParent: 403, clinicDoctor: 403, otherDoctor: 403, editor: 200 });
  });

  it('lists every key with its default wording and placeholders', async () => {
    const list = (await ctx.as('editor', { url: textsUrl })).json().data as {
      key: string;
      placeholders: string[];
      defaultText: { title: Record<string, string> };
    }[];
    expect(list.map((e) => e.key)).toEqual(ADVICE_TEXT_KEYS);
    const entry = list.find((e) => e.key === 'vitaminDInfant')!;
    expect(entry).toMatchObject({ placeholders: ['iu'], itemId: null, published: false });
    expect(entry.defaultText.title['en-US']).toBe('Vitamin D {iu} IU every day');
    expect(list.find((e) => e.key === 'screenTimeByAge.none')!.defaultText.title['en-US']).toBe('Limit screen time');
  });

  it('keeps the default for parents until the new wording is published, and brings it back when withdrawn', async () => {
    const saved = await ctx.as('editor', { method: 'PUT', url: `${textsUrl}/vitaminDInfant`, payload: vitaminD });
    expect(saved.statusCode).toBe(200);
    const item = saved.json().data;
    expect(item).toMatchObject({ kind: 'advice', key: 'vitaminDInfant', published: false, version: 1 });
    expect((await adviceOf('en-US')).title).toBe('Vitamin D 400 IU every day');

    await ctx.as('editor', { method: 'POST', url: `/app-web2/admin/content/${item.id}/publish`, payload: { published: true } });
    expect(await adviceOf('en-US')).toEqual(
      expect.objectContaining({ title: 'Vitamin D: 400 IU a day', text: 'One drop of 400 IU every day until the first birthday.' }),
    );
    expect((await adviceOf('zh-CN')).title).toBe('维生素 D：每天 400 IU');

    const second = await ctx.as('editor', {
      method: 'PUT',
      url: `${textsUrl}/vitaminDInfant`,
      payload: { ...vitaminD, title: L('维生素 D', 'Vitamin D drops: {iu} IU') },
    });
    expect(second.json().data).toMatchObject({ id: item.id, version: 2, published: true });
    expect((await adviceOf('en-US')).title).toBe('Vitamin D drops: 400 IU');
    const versions = (await ctx.as('editor', { url: `/app-web2/admin/content/${item.id}/versions` })).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].editedBy.name).toBeTruthy();

    const list = (await ctx.as('editor', { url: textsUrl })).json().data;
    expect(list.find((e: { key: string }) => e.key === 'vitaminDInfant')).toMatchObject({ itemId: item.id, published: true, version: 2 });

    await ctx.as('editor', { method: 'POST', url: `/app-web2/admin/content/${item.id}/publish`, payload: { published: false } });
    expect((await adviceOf('en-US')).title).toBe('Vitamin D 400 IU every day');
  });

  it('words a variant on its own key: the under-2 screen advice', async () => {
    const saved = await ctx.as('editor', {
      method: 'PUT',
      url: `${textsUrl}/screenTimeByAge.none`,
      payload: { title: L('2 岁前不看屏幕', 'No screens before 2'), text: L('多陪孩子玩。', 'Play together instead.') },
    });
    await ctx.as('editor', {
      method: 'POST',
      url: `/app-web2/admin/content/${saved.json().data.id}/publish`,
      payload: { published: true },
    });
    const data = (
      await ctx.as('parentWang', { url: `/app-web2/family_members/${DEMO_IDS.members.babyXiaoyu}/health_advices?lang=en-US` })
    ).json().data;
    expect(data.advices.find((a: { ruleId: string }) => a.ruleId === 'screenTimeByAge')).toMatchObject({
      title: 'No screens before 2',
      text: 'Play together instead.',
    });
  });

  it('refuses a placeholder the rule cannot fill, on its field, and writes nothing', async () => {
    const before = await adviceItems();
    const res = await ctx.as('editor', {
      method: 'PUT',
      url: `${textsUrl}/bmiHigh`,
      payload: { title: L('BMI 偏高', 'BMI high'), text: L('Z 值 {z}', 'Your {zscore} is high') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'text.en-US' })]);
    expect(await adviceItems()).toBe(before);
  });

  it('refuses an unknown key, an empty language and HTML-free limits, naming the field', async () => {
    const unknown = await ctx.as('editor', { method: 'PUT', url: `${textsUrl}/noSuchRule`, payload: vitaminD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('key');
    const empty = await ctx.as('editor', { method: 'PUT', url: `${textsUrl}/outdoorTime`, payload: { ...vitaminD, title: L('', 'x') } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('title.zh-CN');
  });

  it('audits each save with the path it touched', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]!.n;
    await ctx.as('editor', {
      method: 'PUT',
      url: `${textsUrl}/outdoorTime`,
      payload: { title: L('户外 {hours} 小时', '{hours} h outside'), text: L('多到户外。', 'Go outside.') },
    });
    const after = (await ctx.database.db.select({ n: count() }).from(auditEvents))[0]!.n;
    expect(after).toBe(before + 1);
  });
});
