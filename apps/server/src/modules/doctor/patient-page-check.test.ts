import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { GROWTH_DEMO_IDS } from '../../db/seed/growth.ts';
import { statementsDuring } from '../../test-support/statements.ts';
import { createTestContext, type TestContext } from '../../test-support/test-app.ts';
import { doctorRepository } from './repository.ts';

/**
 * Issue 28: a page of the doctor's list is one statement once the doctor's clinics are known (service.ts): the
 * statement checks, in the snapshot it reads the page in, that they are still the doctor's and that no summary at
 * them is stale. Whatever changed since, the very next page follows it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIST = '/health-info-service/doctor/patients';
const { xuhui } = DEMO_IDS.clinics;
const { boyHaoran: boy } = DEMO_IDS.members;
const doctorRow = sql`(SELECT id FROM doctors WHERE account_id = ${DEMO_IDS.accounts.doctorChen})`;

type Listed = { familyMemberId: string; clinicId: string; name: string };
const page = async (query = '') => {
  const res = await ctx.as('doctorChen', { url: `${LIST}?start=0&limit=100${query}`, headers: { 'accept-language': 'en-US' } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; list: Listed[] };
};
/** The statements of a page that are not the session's or the audit's. */
const listStatements = async (query = '') => {
  const { statements } = await statementsDuring(ctx.database, () => page(query));
  return statements.filter((s) => !/\bsessions\b|audit_events/.test(s));
};

describe("a page of the doctor's list", () => {
  it('is one statement when nothing changed since the last', async () => {
    await page();
    expect(await listStatements()).toHaveLength(1);
    expect(await listStatements('&keyword=x')).toHaveLength(1);
  });

  it("answers every field of a row, the clinic's name in the request's language", async () => {
    const names = rowsOf<{ id: string; name: Record<string, string> }>(await ctx.database.db.execute(sql`SELECT id, name FROM clinics`));
    const clinicName = new Map(names.map((row) => [row.id, row.name]));
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await ctx.as('doctorChen', { url: `${LIST}?start=0&limit=100`, headers: { 'accept-language': lang } });
      const rows = res.json().data.list as Array<Record<string, unknown>>;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.clinicName).toBe(clinicName.get(row.clinicId as string)![lang]);
    }
    const [haoran] = (await page()).list.filter((p) => p.familyMemberId === boy);
    expect(haoran).toMatchObject({
      patientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.any(String),
      sex: 'male',
      birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      clinicId: xuhui,
      fileNumber: expect.any(String),
      outpatientNumber: expect.any(String),
      flags: expect.any(Array),
    });
    expect(Object.keys(haoran!).sort()).toEqual([
      'birthDate',
      'clinicId',
      'clinicName',
      'familyMemberId',
      'fileNumber',
      'flags',
      'lastVisitDate',
      'name',
      'nextDueDate',
      'outpatientNumber',
      'patientId',
      'sex',
    ]);
  });

  it('follows a change to the data at once: the stale summary is refreshed before the page', async () => {
    await page();
    await ctx.database.db.execute(sql`UPDATE family_members SET name = 'Haoran Renamed' WHERE id = ${boy}`);
    const statements = await listStatements();
    expect(statements.length).toBeGreaterThan(1);
    const names = (await page()).list.filter((p) => p.familyMemberId === boy).map((p) => p.name);
    expect(names).toContain('Haoran Renamed');
    expect(await listStatements()).toHaveLength(1);
  });

  it('drops a clinic the doctor leaves, and shows one they join, in the very next page', async () => {
    const clinicsOf = async () => [...new Set((await page()).list.map((p) => p.clinicId))].sort();
    const before = await clinicsOf();
    expect(before).toContain(xuhui);

    await ctx.database.db.execute(sql`DELETE FROM doctor_clinics WHERE doctor_id = ${doctorRow} AND clinic_id = ${xuhui}`);
    expect(await clinicsOf()).not.toContain(xuhui);
    // Asked for by name, a clinic no longer theirs is empty at once too.
    expect((await page(`&clinicId=${xuhui}`)).total).toBe(0);

    await ctx.database.db.execute(sql`INSERT INTO doctor_clinics (doctor_id, clinic_id) VALUES (${doctorRow}, ${xuhui})`);
    expect(await clinicsOf()).toEqual(before);
    expect((await page(`&clinicId=${xuhui}`)).total).toBeGreaterThan(0);
    // And again one statement a page.
    expect(await listStatements()).toHaveLength(1);
  });

  it("counts the summaries stale since before the request's first check, not those of writes landing after it", async () => {
    await page();
    const repo = doctorRepository(ctx.database.db);
    const clinics = rowsOf<{ id: string }>(
      await ctx.database.db.execute(
        sql`SELECT DISTINCT dc.clinic_id::text AS id FROM doctor_clinics dc WHERE dc.doctor_id = ${doctorRow} ORDER BY 1`,
      ),
    ).map((r) => r.id);
    const query = { sort: 'nextDue' as const, start: 0, limit: 20 };
    const check = (asOf: string | null) =>
      repo.checkedPatientPage(DEMO_IDS.accounts.doctorChen, clinics, 'en-US', '2026-01-01', query, asOf);
    const staleSince = async () =>
      rowsOf<{ fresh: boolean; since: string | null }>(
        await ctx.database.db.execute(sql`SELECT fresh, stale_since::text AS since FROM patient_summaries WHERE family_member_id = ${boy}`),
      )[0]!;
    expect(await staleSince()).toEqual({ fresh: true, since: null });
    const first = await check(null);
    expect(first.page).not.toBeNull();
    expect(first.asOf).not.toBeNull();

    // A write after that first check: stale since its own transaction began, after the check.
    await ctx.database.db.execute(sql`UPDATE family_members SET name = 'Haoran Later' WHERE id = ${boy}`);
    const later = await staleSince();
    expect(later.fresh).toBe(false);
    expect(later.since! > first.asOf!).toBe(true);
    // The request that began before it is answered; a request asked now is not until the summary is computed.
    expect((await check(first.asOf)).page).not.toBeNull();
    const now = await check(null);
    expect(now.page).toBeNull();
    // A second write keeps the row stale since the first: the oldest write it does not hold.
    await ctx.database.db.execute(sql`UPDATE family_members SET name = 'Haoran Later Still' WHERE id = ${boy}`);
    expect(await staleSince()).toEqual(later);
    expect((await check(now.asOf)).page).toBeNull();

    // The list computes it: fresh again, stale since never.
    expect((await page()).list.find((p) => p.familyMemberId === boy)?.name).toBe('Haoran Later Still');
    expect(await staleSince()).toEqual({ fresh: true, since: null });
    expect((await check(now.asOf)).page).not.toBeNull();
  });

  it('waits for a growth save only when the page shows that child, or its order or filter reads the due dates or flags', async () => {
    const firstOf = async (query: string) => {
      const res = await ctx.as('doctorChen', { url: `${LIST}?start=0&limit=1${query}` });
      return (res.json().data.list as Listed[])[0]?.familyMemberId;
    };
    const statementsOf = async (query: string) => {
      const { statements } = await statementsDuring(ctx.database, () => firstOf(query));
      return statements.filter((s) => !/\bsessions\b|audit_events/.test(s));
    };
    const growthOf: Record<string, string> = {
      [boy]: GROWTH_DEMO_IDS.boyHaoran,
      [DEMO_IDS.members.babyXiaoyu]: GROWTH_DEMO_IDS.babyXiaoyu,
    };
    /** A weight on a day of the last week, plausible for either child (a baby and a school boy). */
    const save = async (memberId: string, daysAgo: number) => {
      const recordDate = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const weight = memberId === boy ? 22 : 6;
      const payload = { growthId: growthOf[memberId], recordDate, weight, replaceFlag: true };
      const res = await ctx.as('parentWang', { method: 'POST', url: '/health-info-service/app/growth/save', payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    const first = (await firstOf(''))!;
    const other = first === boy ? DEMO_IDS.members.babyXiaoyu : boy;
    // By last visit, the first page of one row: a save to another child leaves it as it is, one statement.
    await save(other, 3);
    expect(await statementsOf('')).toHaveLength(1);
    // The order by due date reads that child's: its summary is computed first.
    expect((await statementsOf('&sort=nextDue')).length).toBeGreaterThan(1);
    expect(await statementsOf('&sort=nextDue')).toHaveLength(1);
    // A save to the child the page shows: computed first.
    await save(first, 2);
    expect((await statementsOf('')).length).toBeGreaterThan(1);
    // A flag filter reads every child's flags.
    await save(other, 1);
    expect((await statementsOf('&flag=eyeRecheckOverdue')).length).toBeGreaterThan(1);
    // A new name may move the other child in the order by name or in a search: computed first.
    await ctx.database.db.execute(sql`UPDATE family_members SET name = name || ' ' WHERE id = ${other}`);
    expect((await statementsOf('')).length).toBeGreaterThan(1);
  });
});
