import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@sprout/clinical';
import { accounts, auditEvents, checkupReports, memberAttachments, memberCarers, testReports } from '../../db/schema/index.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, READ_BY_OWNER_AND_CLINIC, statusMatrix, type Persona, type TestContext } from '../../test-support/test-app.ts';
import { solidPng, tinyPdf } from '../media/test-files.ts';

let ctx: TestContext;
const { boyHaoran: boy, babyXiaoyu: baby } = DEMO_IDS.members;
const APP = '/app-web2';
const GUARDIAN = '13611112001';
const CAREGIVER = '13611112002';
const tokens = new Map<string, string>();

/** Signs a new phone in (a new parent account) and links it to the boy as `role`. */
async function carer(phone: string, role: 'guardian' | 'caregiver'): Promise<void> {
  const sent = await ctx.app.inject({ method: 'POST', url: `${APP}/auth/sms_code`, payload: { phone } });
  const login = await ctx.app.inject({ method: 'POST', url: `${APP}/auth/login`, payload: { phone, code: sent.json().data.devCode } });
  tokens.set(phone, login.json().data.token);
  const [account] = await ctx.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  await ctx.database.db.insert(memberCarers).values({ familyMemberId: boy, accountId: account!.id, role });
}
const asPhone = (phone: string, url: string) => ctx.app.inject({ url, headers: { token: tokens.get(phone)! } });

beforeAll(async () => {
  ctx = await createTestContext();
  await carer(GUARDIAN, 'guardian');
  await carer(CAREGIVER, 'caregiver');
});
afterAll(async () => ctx?.close());

const listUrl = (member: string) => `${APP}/family_members/${member}/attachments`;
const upload = (persona: Persona | 'nobody', member: string, bytes: Buffer, type: string, filename = 'report.pdf') =>
  ctx.as(persona, {
    method: 'POST',
    url: `${listUrl(member)}?filename=${encodeURIComponent(filename)}`,
    headers: { 'content-type': type },
    payload: bytes,
  });
const stored = async () => (await ctx.database.db.select({ n: count() }).from(memberAttachments))[0]!.n;
const reportRows = async () =>
  (await ctx.database.db.select({ n: count() }).from(testReports))[0]!.n +
  (await ctx.database.db.select({ n: count() }).from(checkupReports))[0]!.n;
const reads = async (member: string, role: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.familyMemberId, member), eq(auditEvents.action, 'read'), eq(auditEvents.role, role)))
  )[0]!.n;
/** A PDF of its own bytes (the same bytes for the same child are one attachment). */
const pdfWith = (mark: string) => Buffer.from(`${tinyPdf().toString()}%${mark}\n`);
const recent = addDays(todayUtc(), -3);
const testReport = (attachments: string[]) => ({ kind: 'lab', name: '血常规', reportDate: recent, attachments, items: [] });
const checkup = (attachments: string[]) => ({ checkupDate: recent, institution: '学校体检', summary: '正常', attachments, items: [] });

describe('uploading a report attachment', () => {
  it('is for the child’s clinic doctors only, and a refusal stores nothing', async () => {
    const before = await stored();
    const matrix = await statusMatrix(ctx, () => ({
      method: 'POST',
      url: `${listUrl(boy)}?filename=a.pdf`,
      headers: { 'content-type': 'application/pdf' },
      payload: tinyPdf(),
    }));
    // The owner is refused too: reports and their files are the clinic's to write (BRIEF).
    expect(matrix).toEqual({ nobody: 401, owner: 404, otherParent: 404, clinicDoctor: 200, otherDoctor: 404, editor: 404 });
    expect(await stored()).toBe(before + 1);
  });

  it('stores a PDF and an image tied to the child, never served at /media, the same bytes once per child', async () => {
    const pdf = await upload('doctorChen', boy, pdfWith('stored'), 'application/pdf', '血常规 report.pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    const item = pdf.json().data;
    expect(item).toMatchObject({ kind: 'document', contentType: 'application/pdf', filename: '血常规 report.pdf' });
    expect(item.path).toBe(`${listUrl(boy)}/${item.id}`);
    expect((await ctx.app.inject({ url: `/media/${item.id}` })).statusCode).toBe(404);

    const png = solidPng([40, 90, 140]);
    const image = (await upload('doctorChen', boy, png, 'image/png', 'x-ray.png')).json().data;
    expect(image.kind).toBe('image');
    const again = await upload('doctorChen', boy, png, 'image/png', 'again.png');
    expect(again.json().data.id).toBe(image.id);
    const forBaby = (await upload('doctorChen', baby, png, 'image/png', 'x-ray.png')).json().data;
    expect(forBaby.id).not.toBe(image.id);

    const list = (await ctx.as('parentWang', { url: `${listUrl(boy)}?limit=100` })).json().data;
    expect(list.list.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([item.id, image.id]));
    expect(list.list.map((a: { id: string }) => a.id)).not.toContain(forBaby.id);
  });

  it('refuses by the file’s own bytes and by size, with the field named, storing nothing', async () => {
    const before = await stored();
    const html = await upload('doctorChen', boy, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body' }] });
    const mismatch = await upload('doctorChen', boy, tinyPdf(), 'image/png');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('Content-Type');
    expect((await upload('doctorChen', boy, Buffer.alloc(0), 'application/pdf')).statusCode).toBe(400);
    const big = await upload('doctorChen', boy, Buffer.concat([solidPng([1, 1, 1]), Buffer.alloc(5 * 1024 * 1024)]), 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'TOO_LARGE', data: null });
    const huge = await upload('doctorChen', boy, Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(huge.statusCode).toBe(413);
    const badName = await upload('doctorChen', boy, tinyPdf(), 'application/pdf', '../etc/passwd');
    expect(badName.statusCode).toBe(400);
    expect(badName.json().errors[0].field).toBe('filename');
    expect(await stored()).toBe(before);
  });
});

describe('opening an attachment', () => {
  let path = '';
  beforeAll(async () => {
    path = (await upload('doctorChen', boy, pdfWith('open'), 'application/pdf', '化验单 "lab".pdf')).json().data.path;
  });

  it('serves the file privately, inline, with its type and a safe name to the family and the clinic doctor', async () => {
    for (const open of [
      () => ctx.as('parentWang', { url: path }),
      () => ctx.as('doctorChen', { url: path }),
      () => asPhone(GUARDIAN, path),
      () => asPhone(CAREGIVER, path),
    ]) {
      const file = await open();
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="___ _lab_.pdf"; filename*=UTF-8''${encodeURIComponent('化验单 "lab".pdf')}`,
      );
      expect(file.rawPayload.toString()).toContain('%open');
    }
    const image = (await upload('doctorChen', boy, solidPng([7, 8, 9]), 'image/png', 'scan.png')).json().data;
    const shown = await ctx.as('parentWang', { url: image.path });
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="scan\.png"/);
    expect(shown.headers['content-security-policy']).toContain('sandbox');
  });

  it('audits the doctor’s, guardian’s and caregiver’s reads, not the owner’s', async () => {
    const before = { doctor: await reads(boy, 'doctor'), guardian: await reads(boy, 'guardian'), parent: await reads(boy, 'parent') };
    await ctx.as('doctorChen', { url: path });
    await asPhone(GUARDIAN, path);
    await ctx.as('parentWang', { url: path });
    expect(await reads(boy, 'doctor')).toBe(before.doctor + 1);
    expect(await reads(boy, 'guardian')).toBe(before.guardian + 1);
    expect(await reads(boy, 'parent')).toBe(before.parent);
  });

  it('refuses everyone else as the policy does: another family, another clinic, an editor, signed out', async () => {
    expect(await statusMatrix(ctx, () => ({ url: path }))).toEqual(READ_BY_OWNER_AND_CLINIC);
    const refused = await ctx.as('parentLi', { url: path });
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('finds nothing through another child’s id, an unknown id or a malformed one', async () => {
    const id = path.split('/').pop()!;
    expect((await ctx.as('parentWang', { url: `${listUrl(baby)}/${id}` })).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `${listUrl(boy)}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await ctx.as('parentWang', { url: `${listUrl(boy)}/not-an-id` })).statusCode).toBe(400);
  });
});

describe('reports naming attachments', () => {
  it('keep an uploaded attachment’s path and an https address, in test and checkup reports alike', async () => {
    const own = (await upload('doctorChen', boy, solidPng([11, 22, 33]), 'image/png', 'own.png')).json().data.path as string;
    const names = [own, 'https://lab.example.com/r/1.pdf'];
    const made = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${APP}/family_members/${boy}/test_reports`,
      payload: testReport(names),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.attachments).toEqual(names);
    const made2 = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${APP}/family_members/${boy}/checkup_reports`,
      payload: checkup(names),
    });
    expect(made2.statusCode, made2.body).toBe(200);
    const record = (await ctx.as('parentWang', { url: `${APP}/family_members/${boy}/health_record` })).json().data;
    expect(record.testReports.find((r: { reportId: string }) => r.reportId === made.json().data.reportId).attachments).toEqual(names);
  });

  it('refuses another child’s attachment or one that does not exist, naming the entry, and writes nothing', async () => {
    const babys = (await upload('doctorChen', baby, solidPng([200, 1, 1]), 'image/png')).json().data.path as string;
    const missing = `${listUrl(boy)}/00000000-0000-4000-8000-000000000000`;
    const before = await reportRows();
    const cross = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${APP}/family_members/${boy}/test_reports`,
      payload: testReport(['https://lab.example.com/ok.pdf', babys, missing, `${listUrl(boy)}/x`]),
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().errors.map((e: { field: string }) => e.field)).toEqual(['attachments.1', 'attachments.2', 'attachments.3']);
    const checkupCross = await ctx.as('doctorChen', {
      method: 'POST',
      url: `${APP}/family_members/${boy}/checkup_reports`,
      payload: checkup([babys]),
    });
    expect(checkupCross.statusCode).toBe(400);
    expect(checkupCross.json().errors[0].field).toBe('attachments.0');
    expect(await reportRows()).toBe(before);
  });

  it('refuses a correction naming another child’s attachment, leaving the report as it was', async () => {
    const made = (
      await ctx.as('doctorChen', { method: 'POST', url: `${APP}/family_members/${boy}/test_reports`, payload: testReport([]) })
    ).json().data;
    const babys = (await upload('doctorChen', baby, tinyPdf(), 'application/pdf')).json().data.path as string;
    const url = `${APP}/family_members/${boy}/test_reports/${made.reportId}`;
    const amend = await ctx.as('doctorChen', { method: 'PUT', url, payload: { ...testReport([babys]), version: made.version } });
    expect(amend.statusCode).toBe(400);
    expect(amend.json().errors[0].field).toBe('attachments.0');
    expect((await ctx.as('doctorChen', { url })).json().data).toMatchObject({ version: made.version, attachments: [] });
  });
});

describe('consent withdrawn', () => {
  it('refuses the clinic doctor with 403 for upload, list and file, audited, while the family still opens it', async () => {
    const path = (await upload('doctorChen', boy, solidPng([3, 141, 59]), 'image/png')).json().data.path as string;
    const consent = `${APP}/family_members/${boy}/consent`;
    const version = (await ctx.as('parentWang', { url: consent })).json().data.policy.version;
    await ctx.as('parentWang', { method: 'PUT', url: consent, payload: { decision: 'refused', policyVersion: version } });
    const refusedAudits = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(auditEvents)
          .where(and(eq(auditEvents.familyMemberId, boy), eq(auditEvents.status, 403), sql`${auditEvents.route} LIKE '%attachments%'`))
      )[0]!.n;
    const before = { audits: await refusedAudits(), stored: await stored() };
    expect((await ctx.as('doctorChen', { url: path })).statusCode).toBe(403);
    expect((await ctx.as('doctorChen', { url: listUrl(boy) })).statusCode).toBe(403);
    const up = await upload('doctorChen', boy, solidPng([3, 141, 60]), 'image/png');
    expect(up.statusCode).toBe(403);
    expect(up.json().code).toBe('FORBIDDEN');
    expect(await refusedAudits()).toBe(before.audits + 3);
    expect(await stored()).toBe(before.stored);
    expect((await ctx.as('parentWang', { url: path })).statusCode).toBe(200);
    await ctx.as('parentWang', {
      method: 'PUT',
      url: consent,
      payload: { decision: 'granted', policyVersion: version, clinicIds: [DEMO_IDS.clinics.xuhui] },
    });
    expect((await ctx.as('doctorChen', { url: path })).statusCode).toBe(200);
  });
});
