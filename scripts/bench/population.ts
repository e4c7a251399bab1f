/**
 * The bench's population (issue 28, criterion 1): N parents, each with one child holding 20 growth records and 6
 * eye exams, every child a patient of one clinic with one doctor. Written with a few set-based INSERTs in one
 * transaction (seconds, not minutes), before the server starts (PGlite is one process's database).
 * Its patient files are INSERTed directly on purpose: the demo seed and the tests open theirs through the desk's
 * registration code (issue 30), but 2,000 registrations one by one, each with its checks and audit row, would make
 * this minutes again, and the bench measures reads, not registering.
 *
 * Every id and token is derived from the parent's number, so the load generator knows them without asking the
 * server: ids are md5 of a label made a version-4 uuid (the same in SQL and in JS), a session's token is its label
 * and its hash is what the server stores (sha256 hex).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../apps/server/src/db/client.ts';

export const GROWTH_RECORDS_PER_CHILD = 20;
export const EYE_EXAMS_PER_CHILD = 6;
/** Saves a parent made in the last day, whose keys the database holds (a day's keys: http/idempotency.ts). */
export const KEYS_PER_PARENT = 3;
const PHONE_PREFIX = '1991';

/** md5 of a label as a version-4 uuid: `pg_temp.bench_id(label)` in the seed's SQL. */
export function labelId(label: string): string {
  const h = createHash('md5').update(label).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const GIVEN_1 = ['小', '子', '思', '浩', '雨', '欣', '梓', '一'];
const GIVEN_2 = ['雨', '轩', '涵', '宇', '琪', '睿', '彤', '航', '萱', '泽', '瑶', '然'];

/** What the bench knows of parent i: its token, its child's ids, and what a doctor types to find the child. */
export function parent(i: number) {
  return {
    token: `bench-parent-token-${i}`,
    familyMemberId: labelId(`bench-member-${i}`),
    growthId: labelId(`bench-growth-${i}`),
    eyeId: labelId(`bench-eye-${i}`),
    phone: `${PHONE_PREFIX}${String(i).padStart(7, '0')}`,
    childName: childName(i),
    fileNumber: `B${String(i).padStart(6, '0')}`,
    outpatientNumber: `MZ${String(i).padStart(7, '0')}`,
  };
}

export function childName(i: number): string {
  return SURNAMES[i % SURNAMES.length]! + GIVEN_1[Math.floor(i / 10) % GIVEN_1.length]! + GIVEN_2[Math.floor(i / 80) % GIVEN_2.length]!;
}

export const DOCTOR_TOKEN = 'bench-doctor-token';

/**
 * Issue 28's criterion 4: one more parent whose child has a growth record and an eye exam every day for
 * LONG_HISTORY days (born 2010-01-01, measured from day 30 on), neither a patient of the clinic nor one of the
 * parents the other scenarios pick: the `long` scenarios read its curves and any of its records pages.
 */
export const LONG_HISTORY = 5000;
export const LONG = {
  token: 'bench-long-token',
  growthId: labelId('bench-long-growth'),
  eyeId: labelId('bench-long-eye'),
  memberId: labelId('bench-long-member'),
};

const sqlArray = (items: readonly string[]) => `(array[${items.map((s) => `'${s}'`).join(',')}])`;

export async function seedPopulation(database: Database, parents: number): Promise<void> {
  const last = parents - 1;
  const sha = (expr: string) => `encode(sha256(convert_to(${expr}, 'UTF8')), 'hex')`;
  const name = `${sqlArray(SURNAMES)}[1 + i % ${SURNAMES.length}] || ${sqlArray(GIVEN_1)}[1 + (i / 10) % ${GIVEN_1.length}] || ${sqlArray(GIVEN_2)}[1 + (i / 80) % ${GIVEN_2.length}]`;
  await database.runScriptsInTransaction(async (tx) => {
    await tx.exec(`
      -- labelId() in SQL: md5 as a version-4 uuid (the API checks the version and variant digits).
      CREATE FUNCTION pg_temp.bench_id(label text) RETURNS uuid LANGUAGE sql IMMUTABLE
        AS $$ SELECT overlay(overlay(md5(label) placing '4' from 13) placing '8' from 17)::uuid $$;
      INSERT INTO clinics (id, name, address, phone)
      VALUES (pg_temp.bench_id('bench-clinic'), '{"zh-CN": "压测诊所", "en-US": "Bench clinic"}', '{"zh-CN": "", "en-US": ""}', '021-00000000');
      INSERT INTO accounts (id, phone, name, role) VALUES (pg_temp.bench_id('bench-doctor'), '19920000000', 'bench doctor', 'doctor');
      INSERT INTO doctors (id, account_id, name, title)
      VALUES (pg_temp.bench_id('bench-doctor-row'), pg_temp.bench_id('bench-doctor'), '{"zh-CN": "压测医生", "en-US": "Bench doctor"}', '{"zh-CN": "", "en-US": ""}');
      INSERT INTO doctor_clinics (doctor_id, clinic_id) VALUES (pg_temp.bench_id('bench-doctor-row'), pg_temp.bench_id('bench-clinic'));
      INSERT INTO sessions (account_id, token_hash, expires_at)
      VALUES (pg_temp.bench_id('bench-doctor'), ${sha(`'${DOCTOR_TOKEN}'`)}, now() + interval '30 days');

      INSERT INTO accounts (id, phone, name, role)
      SELECT pg_temp.bench_id('bench-parent-' || i), '${PHONE_PREFIX}' || lpad(i::text, 7, '0'), 'parent ' || i, 'parent'
      FROM generate_series(0, ${last}) AS i;
      INSERT INTO sessions (account_id, token_hash, expires_at)
      SELECT pg_temp.bench_id('bench-parent-' || i), ${sha(`'bench-parent-token-' || i`)}, now() + interval '30 days'
      FROM generate_series(0, ${last}) AS i;
      INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
      SELECT pg_temp.bench_id('bench-member-' || i), pg_temp.bench_id('bench-parent-' || i), ${name},
             CASE WHEN i % 2 = 0 THEN 'male' ELSE 'female' END, date '2012-01-01' + (i % 1500), 'child'
      FROM generate_series(0, ${last}) AS i;
      INSERT INTO patient_files (family_member_id, clinic_id, file_number, outpatient_number)
      SELECT pg_temp.bench_id('bench-member-' || i), pg_temp.bench_id('bench-clinic'), 'B' || lpad(i::text, 6, '0'), 'MZ' || lpad(i::text, 7, '0')
      FROM generate_series(0, ${last}) AS i;
      INSERT INTO growth_profiles (id, family_member_id)
      SELECT pg_temp.bench_id('bench-growth-' || i), pg_temp.bench_id('bench-member-' || i) FROM generate_series(0, ${last}) AS i;
      INSERT INTO eye_profiles (id, family_member_id)
      SELECT pg_temp.bench_id('bench-eye-' || i), pg_temp.bench_id('bench-member-' || i) FROM generate_series(0, ${last}) AS i;
      -- One measurement every 91 days from the first month on: about five years of a child's growth.
      INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
      SELECT pg_temp.bench_id('bench-growth-' || i), date '2012-01-01' + (i % 1500) + 30 + m * 91,
             round((50 + 32 * ln(1 + (30 + m * 91) / 365.25) + (i % 7 - 3))::numeric, 1),
             round((3.5 + 8 * ln(1 + (30 + m * 91) / 365.25) + (i % 5 - 2) * 0.4)::numeric, 1)
      FROM generate_series(0, ${last}) AS i, generate_series(0, ${GROWTH_RECORDS_PER_CHILD - 1}) AS m;
      -- Six exams half a year apart from age 5; a third of the children in myopia control.
      INSERT INTO eye_exams (eye_id, exam_date, treatment, od_axial_length_mm, os_axial_length_mm)
      SELECT pg_temp.bench_id('bench-eye-' || i), date '2017-01-01' + (i % 1500) + m * 182,
             CASE WHEN i % 3 = 0 THEN 'orthokeratology' ELSE 'none' END,
             22.6 + m * 0.15 + (i % 10) * 0.05, 22.7 + m * 0.14 + (i % 10) * 0.05
      FROM generate_series(0, ${last}) AS i, generate_series(0, ${EYE_EXAMS_PER_CHILD - 1}) AS m;

      -- A day's Idempotency-Keys (kept a day, http/idempotency.ts): each parent's saves of the last 24 hours, answered.
      INSERT INTO idempotency_keys (actor, key, request_hash, status, response, family_member_id, created_at)
      SELECT pg_temp.bench_id('bench-parent-' || i)::text, md5('bench-key-' || i || '-' || k), md5('bench-request-' || i || '-' || k), 200,
             '{"code":0,"message":"ok","data":{"id":"' || pg_temp.bench_id('bench-saved-' || i || '-' || k) || '"}}',
             pg_temp.bench_id('bench-member-' || i), now() - (i % 1440 + k * 7) * interval '1 minute'
      FROM generate_series(0, ${last}) AS i, generate_series(0, ${KEYS_PER_PARENT - 1}) AS k;

      -- The long history (LONG): a record and an exam a day, the child growing as children do (roughly).
      INSERT INTO accounts (id, phone, name, role) VALUES (pg_temp.bench_id('bench-long'), '19930000000', 'long history', 'parent');
      INSERT INTO sessions (account_id, token_hash, expires_at)
      VALUES (pg_temp.bench_id('bench-long'), ${sha(`'${LONG.token}'`)}, now() + interval '30 days');
      INSERT INTO family_members (id, account_id, name, sex, birth_date, relation)
      VALUES (pg_temp.bench_id('bench-long-member'), pg_temp.bench_id('bench-long'), '长历史', 'female', date '2010-01-01', 'child');
      INSERT INTO growth_profiles (id, family_member_id) VALUES (pg_temp.bench_id('bench-long-growth'), pg_temp.bench_id('bench-long-member'));
      INSERT INTO eye_profiles (id, family_member_id) VALUES (pg_temp.bench_id('bench-long-eye'), pg_temp.bench_id('bench-long-member'));
      INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg)
      SELECT pg_temp.bench_id('bench-long-growth'), date '2010-01-01' + 30 + d,
             round((50 + 26 * power((30 + d) / 365.25, 0.6))::numeric, 1), round((3.5 + 6 * power((30 + d) / 365.25, 0.8))::numeric, 1)
      FROM generate_series(0, ${LONG_HISTORY - 1}) AS d;
      INSERT INTO eye_exams (eye_id, exam_date, treatment, od_axial_length_mm, os_axial_length_mm)
      SELECT pg_temp.bench_id('bench-long-eye'), date '2010-01-01' + 30 + d, 'none',
             round((21.0 + 0.2 * (30 + d) / 365.25 + (d % 7) * 0.01)::numeric, 2), round((21.1 + 0.2 * (30 + d) / 365.25 + (d % 5) * 0.01)::numeric, 2)
      FROM generate_series(0, ${LONG_HISTORY - 1}) AS d;
    `);
  });
  await database.runScriptsInTransaction(async (tx) => {
    await tx.exec('ANALYZE');
  });
}
