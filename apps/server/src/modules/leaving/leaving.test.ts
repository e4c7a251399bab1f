import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_PHONES } from '../../db/seed/demo-people.ts';
import { readZip } from '../../test-support/read-zip.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';

/** Issue 18 part 5: a parent takes everything away and leaves. The Li family leaves; the Wangs stay. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const li = DEMO_IDS.accounts.parentLi;
const siyu = DEMO_IDS.members.teenSiyu;
const count = async (query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const leave = (persona: Parameters<TestContext['as']>[0], confirmPhone: string) =>
  ctx.as(persona, { method: 'DELETE', url: '/app-web2/account', payload: { confirmPhone }, headers: { 'accept-language': 'en-US' } });

/** The zip's files and their text, read by fflate with every CRC-32 checked (an independent reader). */
function unzip(bytes: Buffer): Record<string, string> {
  return Object.fromEntries([...readZip(bytes)].map(([name, data]) => [name, data.toString('utf8')]));
}

describe('the family export', () => {
  it('gives the parent a zip of everything held about the family, the children’s records and the access log included', async () => {
    const res = await ctx.as('parentLi', { url: '/app-web2/account/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="sprout-family-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'data/family_members.json',
        'data/eye_exams.json',
        'data/growth_records.json',
        'data/consents.json',
        'data/vaccination_doses.json',
        'data/milestone_ticks.json',
        'data/audit_events.json',
      ]),
    );
    expect(JSON.parse(files['account.json']!)).toMatchObject({ name: '李强', phone: DEMO_PHONES.parentLi, role: 'parent' });
    expect(JSON.parse(files['data/family_members.json']!)).toEqual([expect.objectContaining({ id: siyu, name: '李思语' })]);
    expect(JSON.parse(files['data/eye_exams.json']!).length).toBeGreaterThan(5);
    // Her vaccination certificate as recorded (issue 34).
    expect(JSON.parse(files['data/vaccination_doses.json']!)).toContainEqual(
      expect.objectContaining({ family_member_id: siyu, vaccine: 'HepB', dose_number: 1 }),
    );
    // The records screen's two exports of the child: the FHIR R4 bundle and the readable page.
    const bundle = JSON.parse(files['members/1-李思语/fhir-bundle.json']!);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(bundle.entry.some((e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Observation')).toBe(true);
    const page = Object.keys(files).find((name) => /^members\/1-李思语\/health-record-\d{4}-\d{2}-\d{2}\.html$/.test(name));
    expect(files[page!]).toMatch(/李思语/);
    // Nobody's client address, and nothing of the other family.
    expect(files['data/audit_events.json']).not.toMatch(/"ip"/);
    expect(JSON.stringify(files)).not.toMatch(/王浩然|王小雨/);
  });

  it('refuses the export to nobody (401), doctors and editors (403)', async () => {
    expect((await ctx.as('nobody', { url: '/app-web2/account/export' })).statusCode).toBe(401);
    for (const persona of ['doctorZhao', 'editor'] as const) {
      const res = await ctx.as(persona, { url: '/app-web2/account/export' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', data: null });
    }
  });
});

describe('deleting the account', () => {
  it('refuses nobody (401), doctors and editors (403), and a phone that is not the account’s (400 naming confirmPhone), erasing nothing', async () => {
    expect((await leave('nobody', DEMO_PHONES.parentLi)).statusCode).toBe(401);
    expect((await leave('doctorZhao', DEMO_PHONES.doctorZhao)).statusCode).toBe(403);
    expect((await leave('editor', DEMO_PHONES.editor)).statusCode).toBe(403);
    const wrong = await leave('parentLi', DEMO_PHONES.parentWang);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'confirmPhone' }] });
    expect(await count(sql`SELECT count(*)::int AS n FROM accounts WHERE id = ${li}`)).toBe(1);
  });

  it('erases the family at once, in one transaction: members and data gone, sessions revoked, the audit trail kept without addresses', async () => {
    // The doctor read the child's record (an audit row about her) and the parent's token works.
    expect((await ctx.as('doctorZhao', { url: `/app-web2/family_members/${siyu}/health_record` })).statusCode).toBe(200);
    expect((await ctx.as('parentLi', { url: '/app-web2/family_members' })).statusCode).toBe(200);
    const auditBefore = await count(
      sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${siyu} OR account_id = ${li}`,
    );
    expect(auditBefore).toBeGreaterThan(0);

    const res = await leave('parentLi', DEMO_PHONES.parentLi);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ erasedAt: expect.any(String), familyMembers: 1, auditRowsKept: auditBefore + 1 });

    for (const table of [
      'family_members',
      'growth_profiles',
      'eye_profiles',
      'patient_files',
      'member_consents',
      'consent_history',
      'vaccination_doses',
      'milestone_ticks',
    ]) {
      const column = table === 'family_members' ? 'id' : 'family_member_id';
      expect(
        await count(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${siyu}`),
        table,
      ).toBe(0);
    }
    expect(
      await count(sql`SELECT count(*)::int AS n FROM eye_exams e WHERE NOT EXISTS (SELECT 1 FROM eye_profiles p WHERE p.id = e.eye_id)`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE account_id = ${li}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM accounts WHERE phone = ${DEMO_PHONES.parentLi}`)).toBe(0);
    // The trail stays (who at the clinic read her data, and the erasure itself), with the family's addresses erased.
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${siyu} OR account_id = ${li}`)).toBe(
      auditBefore + 1,
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_events WHERE account_id = ${li} AND ip <> 'erased'`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM audit_events WHERE family_member_id = ${siyu} AND account_id = ${DEMO_IDS.accounts.doctorZhao} AND ip <> 'erased'`,
      ),
    ).toBeGreaterThan(0);

    // The token answered a moment ago is refused now.
    expect((await ctx.as('parentLi', { url: '/app-web2/family_members' })).statusCode).toBe(401);
    // The other family is untouched.
    expect((await ctx.as('parentWang', { url: '/app-web2/family_members' })).json().data).toHaveLength(3);
  });

  it('answers a repeat of the deletion 401 and changes nothing more; the phone can start again with an empty account', async () => {
    const audit = await count(sql`SELECT count(*)::int AS n FROM audit_events`);
    const again = await leave('parentLi', DEMO_PHONES.parentLi);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'UNAUTHORIZED', data: null });
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_events`)).toBe(audit);
    const sent = await ctx.app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone: DEMO_PHONES.parentLi } });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/app-web2/auth/login',
      payload: { phone: DEMO_PHONES.parentLi, code: sent.json().data.devCode },
    });
    const members = await ctx.app.inject({ url: '/app-web2/family_members', headers: { token: login.json().data.token } });
    expect(members.json().data).toEqual([]);
  });

  it('refuses any other change to the audit trail, as before', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      ctx.database.db.execute(query).then(
        () => 'changed',
        (error: { cause?: unknown }) => String(error.cause ?? error),
      );
    expect(await refusal(sql`UPDATE audit_events SET status = 500 WHERE ip = 'erased'`)).toMatch(/append-only/);
    expect(await refusal(sql`UPDATE audit_events SET ip = 'x' WHERE ip = 'erased'`)).toMatch(/append-only/);
    expect(await refusal(sql`DELETE FROM audit_events WHERE ip = 'erased'`)).toMatch(/append-only/);
  });
});
