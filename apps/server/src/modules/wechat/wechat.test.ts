import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const contexts: TestContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close())));
async function context(env: Record<string, string>) {
  const ctx = await createTestContext(env);
  contexts.push(ctx);
  return ctx;
}

describe('GET /app-web2/wxmp/js_signature', () => {
  it('signs the page address without a token, ignoring the # part', async () => {
    const ctx = await context({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_JSAPI_TICKET: TICKET });
    const page = 'https://sprout.example/article/42?from=timeline';
    const res = await ctx.as('nobody', { url: `/app-web2/wxmp/js_signature?url=${encodeURIComponent(`${page}#top`)}` });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe('1');
    expect(data.appId).toBe('wx0123456789abcdef');
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${TICKET}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=${page}`)
      .digest('hex');
    expect(data.signature).toBe(expected);
  });

  it('refuses a missing or non-http address with the field named', async () => {
    const ctx = await context({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_JSAPI_TICKET: TICKET });
    for (const query of ['', '?url=', '?url=javascript:alert(1)', '?url=%2Farticle%2F1']) {
      const res = await ctx.as('nobody', { url: `/app-web2/wxmp/js_signature${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field).toBe('url');
    }
  });

  it('says clearly that WeChat is not configured when neither a ticket nor a secret is set', async () => {
    const ctx = await context({});
    const res = await ctx.as('nobody', {
      url: `/app-web2/wxmp/js_signature?url=${encodeURIComponent('https://sprout.example/')}&lang=en-US`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ data: null });
    expect(res.json().message).toMatch(/WeChat sharing is not configured/);
  });
});
