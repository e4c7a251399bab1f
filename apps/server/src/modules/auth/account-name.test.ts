import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/** The name an account goes by (issue 31): none made up for a new account, and its owner sets it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function newAccount(phone: string): Promise<string> {
  const sent = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
  const login = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code: sent.json().data.devCode } });
  return login.json().data.token as string;
}
const me = (token: string) => ctx.app.inject({ url: '/app-web2/auth/me?lang=en-US', headers: { token } });
const rename = (token: string | null, payload: unknown, lang = 'en-US') =>
  ctx.app.inject({ method: 'PUT', url: `/app-web2/auth/me?lang=${lang}`, headers: token ? { token } : {}, payload: payload as object });

describe('the name of an account', () => {
  it('is empty for a new account: no Chinese "用户1234" made up for it', async () => {
    const token = await newAccount('13822223333');
    expect((await me(token)).json().data).toMatchObject({ name: '', phone: '13822223333', role: 'parent' });
  });

  it('is set by its owner, trimmed, and read back at once', async () => {
    const token = await newAccount('13822224444');
    const res = await rename(token, { name: '  Anna Li ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', data: { name: 'Anna Li', phone: '13822224444' } });
    expect((await me(token)).json().data.name).toBe('Anna Li');
  });

  it('changes only the caller’s own account', async () => {
    const token = await newAccount('13822225555');
    await rename(token, { name: '李' });
    const [wang] = await ctx.database.db.select().from(accounts).where(eq(accounts.phone, '13800000001'));
    expect(wang!.name).toBe('王丽');
  });

  it('refuses an empty, a too long or an extra field, naming it, in the request’s language, and writes nothing', async () => {
    const token = await newAccount('13822226666');
    await rename(token, { name: 'Before' });
    for (const [payload, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
      [{ name: 'ok', role: 'admin' }, 'role'],
    ] as const) {
      const res = await rename(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const zh = await rename(token, { name: '' }, 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect((await me(token)).json().data).toMatchObject({ name: 'Before', role: 'parent' });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await rename(null, { name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('clears the made-up names of accounts from before, and keeps chosen ones (migration 1910)', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO accounts (phone, name, role) VALUES ('13822227777', '用户7777', 'parent'), ('13822228888', '用户1234', 'parent')`,
    );
    await ctx.database.db.execute(
      sql.raw(readFileSync(new URL('../../db/migrations/1910_account_default_name.sql', import.meta.url), 'utf8')),
    );
    const rows = await ctx.database.db
      .select({ phone: accounts.phone, name: accounts.name })
      .from(accounts)
      .where(sql`${accounts.phone} in ('13822227777', '13822228888')`);
    expect(Object.fromEntries(rows.map((r) => [r.phone, r.name]))).toEqual({ '13822227777': '', '13822228888': '用户1234' });
  });
});
