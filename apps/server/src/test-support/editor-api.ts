import { count, eq } from 'drizzle-orm';
import { accounts, clinics, doctors } from '../db/schema/index.ts';
import { DEMO_IDS } from '../db/seed/demo-people.ts';
import type { TestContext } from './test-app.ts';

/** What the editor API tests of clinics, doctors and staff accounts share. */
export const both = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** A doctor's input, with any field replaced. */
export const doctor = (over: Record<string, unknown> = {}) => ({
  name: both('周医生', 'Dr Zhou'),
  title: both('主治医师', 'Attending physician'),
  photo: null,
  tags: [both('近视防控', 'Myopia control')],
  introduction: both('', ''),
  specialties: both('儿童近视', 'Myopia in children'),
  clinicIds: [DEMO_IDS.clinics.xuhui],
  signInPhone: '13900000077',
  ...over,
});

export const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);

export const rows = async (ctx: TestContext, table: typeof clinics | typeof doctors) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

/** Every account as phone:role, to show that none changed role. */
export const accountRoles = async (ctx: TestContext) =>
  (await ctx.database.db.select({ phone: accounts.phone, role: accounts.role }).from(accounts).orderBy(accounts.phone)).map(
    (a) => `${a.phone}:${a.role}`,
  );

export const roleOf = async (ctx: TestContext, phone: string) =>
  (await ctx.database.db.select({ role: accounts.role }).from(accounts).where(eq(accounts.phone, phone)))[0]?.role;

/** Signs a phone in through the real calls and returns the account the server says it is. */
export async function signIn(ctx: TestContext, phone: string) {
  const sent = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
  const login = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code: sent.json().data.devCode } });
  return login.json().data as { token: string; account: { role: string; phone: string } };
}
