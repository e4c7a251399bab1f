import { describe, expect, it } from 'vitest';
import { given, lines, planFor, row } from './plan-test-support.ts';

/** The day before the 2025 pertussis schedule: the 2021 DTaP and DT rows and rules, as written. */
const IN_2024 = '2024-06-01';
const dtp = (rows: string[]) => rows.filter((r) => r.startsWith('DT'));

describe('BCG catch-up by age (卡介苗 · 补种原则)', () => {
  const birth = '2022-06-01';
  it('is given directly before 3 months, after a negative TB test from 3 months, and not from 4 years', () => {
    expect(row(planFor(birth, '2022-08-31'), 'BCG', 1)).toMatchObject({ status: 'due', note: null });
    expect(row(planFor(birth, '2022-09-01'), 'BCG', 1)).toMatchObject({ status: 'overdue', note: 'tbTestFirst' });
    expect(row(planFor(birth, '2026-05-31'), 'BCG', 1)).toMatchObject({ status: 'overdue', note: 'tbTestFirst' });
    expect(row(planFor(birth, '2026-06-01'), 'BCG', 1)).toMatchObject({ status: 'notNeeded', reason: 'bcgAge', plannedDate: null });
  });
});

describe('meningococcal catch-up by age (流脑疫苗 · 补种原则)', () => {
  const birth = '2024-10-01';
  it('catches up MPSV-A below 24 months, as far as its 3-month interval allows', () => {
    const plan = planFor(birth, '2026-09-30');
    expect(row(plan, 'MPSV-A', 1)).toMatchObject({ status: 'overdue', plannedDate: '2026-09-30' });
    // Three months later the child is past 24 months: the 2nd MPSV-A is no longer given.
    expect(row(plan, 'MPSV-A', 2)).toMatchObject({ status: 'notNeeded', reason: 'mpsvAReplaced' });
    expect(row(plan, 'MPSV-AC', 1)).toMatchObject({ status: 'upcoming', plannedDate: '2027-10-01' });
  });

  it('from 24 months gives MPSV-AC only, at its own ages', () => {
    const plan = planFor(birth, '2026-10-01');
    expect(lines(plan, 'notNeeded')).toEqual(['MPSV-A 1 notNeeded', 'MPSV-A 2 notNeeded']);
    expect(row(plan, 'MPSV-AC', 1).plannedDate).toBe('2027-10-01');
    expect(row(plan, 'MPSV-AC', 2).plannedDate).toBe('2030-10-01');
  });

  it('keeps MPSV-AC 1 a year after MPSV-A 2', () => {
    const plan = planFor(birth, '2027-10-01', [given('MPSV-A', 1, '2025-04-01'), given('MPSV-A', 2, '2027-01-15')]);
    expect(row(plan, 'MPSV-AC', 1)).toMatchObject({ status: 'upcoming', plannedDate: '2028-01-15' });
  });
});

describe('DTaP and DT catch-up from 6 years (百白破疫苗 · 补种原则, 2021)', () => {
  it('a 7-year-old with 2 DTaP doses completes 3 with one DT dose, and DTaP is not given any more', () => {
    const plan = planFor('2017-05-01', IN_2024, [given('DTaP', 1, '2017-08-01'), given('DTaP', 2, '2017-09-01')]);
    expect(dtp(lines(plan, 'notNeeded'))).toEqual(['DTaP 3 notNeeded', 'DTaP 4 notNeeded']);
    expect(row(plan, 'DTaP', 3).reason).toBe('dtapAfter6');
    expect(row(plan, 'DT', 1)).toMatchObject({ status: 'overdue', plannedDate: IN_2024, catchUp: true, scheduledDate: null });
  });

  it('a 10-year-old with none gets 3 DT doses: the 2nd 1–2 months after the 1st, the 3rd 6–12 months after the 2nd', () => {
    const plan = planFor('2014-03-01', IN_2024);
    expect(row(plan, 'DT', 1)).toMatchObject({ status: 'overdue', plannedDate: IN_2024, windowEnd: null });
    expect(row(plan, 'DT', 2)).toMatchObject({ status: 'overdue', plannedDate: '2024-07-01', windowEnd: '2024-08-01' });
    expect(row(plan, 'DT', 3)).toMatchObject({ plannedDate: '2025-01-01', windowEnd: '2025-07-01' });
    expect(plan.doses.filter((d) => d.vaccine === 'DT')).toHaveLength(3);
  });

  it('a 6-year-old with 3 DTaP doses skips the 18-month dose and is due the 6-year DT', () => {
    const plan = planFor('2018-01-10', IN_2024, [
      given('DTaP', 1, '2018-04-10'),
      given('DTaP', 2, '2018-05-10'),
      given('DTaP', 3, '2018-06-10'),
    ]);
    expect(row(plan, 'DTaP', 4)).toMatchObject({ status: 'notNeeded', reason: 'dtapAfter6' });
    expect(row(plan, 'DT', 1)).toMatchObject({ status: 'due', scheduledDate: '2024-01-10', catchUp: false });
  });

  it('a 5-year-old still catches up DTaP, the 4th dose 6 months after the 3rd', () => {
    const plan = planFor('2019-03-01', IN_2024, [
      given('DTaP', 1, '2019-06-01'),
      given('DTaP', 2, '2019-07-01'),
      given('DTaP', 3, '2019-08-01'),
    ]);
    expect(row(plan, 'DTaP', 4)).toMatchObject({ status: 'overdue', plannedDate: IN_2024 });
    expect(row(plan, 'DT', 1).status).toBe('upcoming');
  });
});

describe('the 2025 pertussis schedule takes over on 1 January 2025', () => {
  const birth = '2024-11-01';
  it('moves DTaP 1 from 3 to 2 months and makes the 6-year dose DTaP', () => {
    const before = planFor(birth, '2024-12-31');
    expect(row(before, 'DTaP', 1).scheduledDate).toBe('2025-02-01');
    expect(row(before, 'DT', 1).scheduledDate).toBe('2030-11-01');
    const after = planFor(birth, '2025-01-01');
    expect(row(after, 'DTaP', 1)).toMatchObject({ status: 'due', scheduledDate: '2025-01-01' });
    expect(row(after, 'DTaP', 3).scheduledDate).toBe('2025-05-01');
    expect(row(after, 'DTaP', 5).scheduledDate).toBe('2030-11-01');
    expect(after.doses.some((d) => d.vaccine === 'DT')).toBe(false);
  });

  it('still completes 3 doses with DT for a child of 6 or more with fewer, without the 6-year dose on top', () => {
    const plan = planFor('2019-01-01', '2026-11-27', [given('DTaP', 1, '2019-04-01')]);
    expect(dtp(lines(plan, 'notNeeded'))).toEqual(['DTaP 2 notNeeded', 'DTaP 3 notNeeded', 'DTaP 4 notNeeded', 'DTaP 5 notNeeded']);
    expect(row(plan, 'DTaP', 5).reason).toBe('dtCatchUpComplete');
    expect(plan.doses.filter((d) => d.vaccine === 'DT').map((d) => d.plannedDate)).toEqual(['2026-11-27', '2027-05-27']);
  });
});

describe('hepatitis A and Japanese encephalitis: live or inactivated', () => {
  it('completes hepatitis A with one live dose at least 6 months after one inactivated dose', () => {
    const plan = planFor('2023-01-01', '2026-11-27', [given('HepA-I', 1, '2024-07-01'), given('HepA-L', 1, '2025-02-01')]);
    expect(row(plan, 'HepA-I', 2)).toMatchObject({ status: 'notNeeded', reason: 'hepACompletedWithLive' });
    expect(row(plan, 'HepA-L', 1)).toMatchObject({ status: 'done', scheduledDate: null });
  });

  it('asks for the 2nd inactivated dose when the live one came too soon', () => {
    const plan = planFor('2023-01-01', '2026-11-27', [given('HepA-I', 1, '2024-07-01'), given('HepA-L', 1, '2024-09-01')]);
    expect(row(plan, 'HepA-I', 2)).toMatchObject({ status: 'overdue', plannedDate: '2026-11-27' });
  });

  it('follows the live JE schedule until an inactivated dose is recorded', () => {
    expect(
      planFor('2026-01-01', '2026-11-27')
        .doses.filter((d) => d.vaccine.startsWith('JE'))
        .map((d) => `${d.vaccine} ${d.dose}`),
    ).toEqual(['JE-L 1', 'JE-L 2']);
  });
});
