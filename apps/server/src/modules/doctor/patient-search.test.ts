import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@sprout/clinical';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { openTestDatabase } from '../../test-support/test-app.ts';
import { patientPage, type PatientPageQuery } from './patient-page-repository.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase({ seeded: true });
});
afterAll(async () => opened?.drop());

const page = (query: Partial<PatientPageQuery>) =>
  patientPage(opened.database.db, [DEMO_IDS.clinics.xuhui], 'en-US', todayUtc(), { sort: 'lastVisit', start: 0, limit: 50, ...query });

describe("the patient list's search", () => {
  it('finds a keyword as a literal, case-blind substring of the name, the file or the outpatient number', async () => {
    const boy = (await page({})).list.find((p) => p.patientId === DEMO_IDS.patients.boyHaoranXuhui)!;
    const ids = async (keyword: string) => (await page({ keyword })).list.map((p) => p.patientId);
    expect(await ids(boy.fileNumber.toLowerCase())).toEqual([boy.patientId]);
    expect(await ids(boy.fileNumber.toUpperCase())).toEqual([boy.patientId]);
    expect(await ids(boy.outpatientNumber.toLowerCase().slice(1))).toEqual([boy.patientId]);
    expect(await ids(boy.name.slice(1))).toContain(boy.patientId);
    // What LIKE would read as wildcards are characters like any other.
    expect(await ids('_')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    expect(await ids(`${boy.fileNumber.slice(0, 2)}%`)).toEqual([]);
    expect(await ids(`${boy.fileNumber.slice(0, 2)}_`)).toEqual([]);
  });
});
