import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordShares } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, statusMatrix, type TestContext } from '../../test-support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const { boyHaoran: boy } = DEMO_IDS.members;
const sharesUrl = `/app-web2/family_members/${boy}/shares`;
const body = { hours: 24, sections: ['growth', 'eye'] };

async function makeShare(payload: object = body, headers: Record<string, string> = {}) {
  const res = await ctx.as('parentWang', { method: 'POST', url: sharesUrl, payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { shareId: string; url: string; expiresAt: string };
  return { ...data, token: data.url.split('/').pop()! };
}
const view = (token: string) => ctx.as('nobody', { method: 'POST', url: '/app-web2/shared/view?lang=en-US', payload: { token } });

describe('making a share link', () => {
  it('answers a link whose token is kept only as its SHA-256 hash, expiring after the chosen hours', async () => {
    const before = Date.now();
    const share = await makeShare();
    expect(share.url).toMatch(/^http:\/\/[^/]+\/shared\/[A-Za-z0-9_-]{43}$/);
    const expires = new Date(share.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(expires - before).toBeLessThan(24 * 3_600_000 + 60_000);
    const [row] = await ctx.database.db.select().from(recordShares).where(eq(recordShares.id, share.shareId));
    expect(JSON.stringify(row)).not.toContain(share.token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for the child’s own parent only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ method: 'POST', url: sharesUrl, payload: body }));
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    const list = await statusMatrix(ctx, () => ({ url: sharesUrl }));
    expect(list).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('refuses hours outside 1 to 720 and unknown or repeated sections, naming the field and writing nothing', async () => {
    const count = async () => (await ctx.database.db.select().from(recordShares)).length;
    const before = await count();
    for (const [payload, field] of [
      [{ hours: 0, sections: ['growth'] }, 'hours'],
      [{ hours: 721, sections: ['growth'] }, 'hours'],
      [{ hours: 1.5, sections: ['growth'] }, 'hours'],
      [{ hours: 2, sections: [] }, 'sections'],
      [{ hours: 2, sections: ['visits'] }, 'sections.0'],
      [{ hours: 2, sections: ['eye', 'eye'] }, 'sections'],
      [{ hours: 2 }, 'sections'],
    ] as const) {
      const res = await ctx.as('parentWang', { method: 'POST', url: sharesUrl, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(payload)).toBe(field);
    }
    expect(await count()).toBe(before);
  });

  it('answers the same link to a retry with the same Idempotency-Key, and refuses the key with another body', async () => {
    const headers = { 'idempotency-key': 'share-retry-1' };
    const first = await makeShare(body, headers);
    const again = await makeShare(body, headers);
    expect(again).toEqual(first);
    const other = await ctx.as('parentWang', { method: 'POST', url: sharesUrl, payload: { hours: 2, sections: ['growth'] }, headers });
    expect(other.statusCode).toBe(409);
    expect((await view(first.token)).json().data.status).toBe('active');
  });

  it('makes tokens at random whatever the Idempotency-Key: nobody can compute one from the secret, the account and the key', async () => {
    const key = 'share-guess-1';
    const res = await ctx.as('parentWang', { method: 'POST', url: sharesUrl, payload: body, headers: { 'idempotency-key': key } });
    const token = (res.json().data.url as string).split('/').pop()!;
    const account = (await ctx.as('parentWang', { url: '/app-web2/auth/me' })).json().data.id as string;
    const guessed = createHmac('sha256', ctx.config.authSecret).update(`share:${account}:${key}`).digest('base64url');
    expect(token).not.toBe(guessed);
    // The same key again is the first answer, replayed from the idempotency store; another key, another token.
    const again = await ctx.as('parentWang', { method: 'POST', url: sharesUrl, payload: body, headers: { 'idempotency-key': key } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.url).toBe(res.json().data.url);
    const other = await makeShare(body, { 'idempotency-key': 'share-guess-2' });
    expect(other.token).not.toBe(token);
    expect(other.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('builds the link on the configured public origin, never on the Host or forwarded headers', async () => {
    expect(ctx.config.publicOrigin).toBe('http://localhost:8080');
    for (const headers of [
      { host: 'evil.example' } as Record<string, string>,
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ]) {
      const share = await makeShare(body, headers);
      expect(share.url.startsWith('http://localhost:8080/shared/'), share.url).toBe(true);
    }
    const configured = await createTestContext({ PUBLIC_ORIGIN: 'https://sprout.example.com', TRUST_PROXY: 'true' });
    try {
      const res = await configured.as('parentWang', {
        method: 'POST',
        url: sharesUrl,
        payload: body,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(res.json().data.url).toMatch(/^https:\/\/sprout\.example\.com\/shared\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await configured.close();
    }
  });
});

describe('opening a share link', () => {
  it('shows the chosen sections without signing in, and nothing else', async () => {
    const share = await makeShare({ hours: 2, sections: ['growth'] });
    const res = await view(share.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'active',
      sections: ['growth'],
      member: { name: '王浩然', sex: 'male' },
      eye: null,
      record: null,
    });
    expect(data.expiresAt).toBe(share.expiresAt);
    expect(data.growth.latest.height).toBeGreaterThan(100);
    const height = data.growth.charts.find((c: { indicator: string }) => c.indicator === 'height');
    expect(height.points.length).toBeGreaterThan(2);
    expect(height.lines.map((l: { centile: number }) => l.centile)).toEqual([3, 15, 50, 85, 97]);
    // A boy born at term: no preterm facts.
    expect(data.preterm).toBeNull();
    for (const privateField of ['cellphone', 'fileNumber', 'outpatientNumber', '13800000001'])
      expect(JSON.stringify(data)).not.toContain(privateField);
  });

  it("states a preterm baby's gestation at birth and the corrected age her chart uses", async () => {
    const girl = DEMO_IDS.members.babyXiaoyu;
    const made = await ctx.as('parentWang', {
      method: 'POST',
      url: `/app-web2/family_members/${girl}/shares`,
      payload: { hours: 2, sections: ['growth'] },
    });
    const token = (made.json().data.url as string).split('/').pop()!;
    const data = (await view(token)).json().data;
    // Born at 32+3 weeks; her corrected age is her age less the 53 days she came early.
    expect(data.preterm).toMatchObject({ gestationalAge: 32 * 7 + 3 });
    const ageDays = (Date.parse(data.preterm.asOf) - Date.parse(data.member.birthDate)) / 86_400_000;
    expect(data.preterm.correctedAgeDays).toBe(ageDays - (280 - 227));
  });

  it('writes every open to the child’s access log and counts it on the share', async () => {
    const share = await makeShare({ hours: 2, sections: ['record'] });
    await view(share.token);
    await view(share.token);
    const log = (await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/access_log` })).json().data;
    expect(log.list[0]).toMatchObject({ actorRole: 'shareLink', actorName: null, action: 'read', subject: 'share', refused: false });
    const listed = (await ctx.as('parentWang', { url: sharesUrl }))
      .json()
      .data.find((s: { shareId: string }) => s.shareId === share.shareId);
    expect(listed).toMatchObject({ status: 'active', opens: 2, sections: ['record'], revokedAt: null });
  });

  it('answers 404 to a wrong token and 400 to a malformed one', async () => {
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    const bad = await view('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('token');
  });

  it('says revoked and shows nothing once its parent revokes it, at once', async () => {
    const share = await makeShare();
    const revoke = await statusMatrix(ctx, (caller) => ({
      method: 'DELETE',
      url: `/app-web2/shares/${caller === 'owner' ? '00000000-0000-4000-8000-000000000000' : share.shareId}`,
    }));
    expect(revoke).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
    expect((await view(share.token)).json().data.status).toBe('active');
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/shares/${share.shareId}` })).statusCode).toBe(200);
    const res = await view(share.token);
    expect(res.json().data).toEqual({ status: 'revoked', expiresAt: share.expiresAt });
    const listed = (await ctx.as('parentWang', { url: sharesUrl }))
      .json()
      .data.find((s: { shareId: string }) => s.shareId === share.shareId);
    expect(listed.status).toBe('revoked');
    expect((await ctx.as('parentWang', { method: 'DELETE', url: `/app-web2/shares/${share.shareId}` })).statusCode).toBe(200);
  });

  it('says expired and shows nothing once its time is over', async () => {
    const share = await makeShare({ hours: 1, sections: ['growth'] });
    await ctx.database.db
      .update(recordShares)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recordShares.id, share.shareId));
    const data = (await view(share.token)).json().data;
    expect(data.status).toBe('expired');
    expect(Object.keys(data).sort()).toEqual(['expiresAt', 'status']);
  });
});
