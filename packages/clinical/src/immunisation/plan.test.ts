import { describe, expect, it } from 'vitest';
import { given, lines, planFor, row } from './plan-test-support.ts';
import { dosesOf, infantOnTimeTo4Months, schoolBoyMissedMenAC, teenGirlComplete } from './stories.ts';

const TODAY = '2026-11-27';

describe('a newborn on the day of birth', () => {
  const plan = planFor(TODAY, TODAY);

  it('is due hepatitis B and BCG now, with the last day of each', () => {
    expect(row(plan, 'HepB', 1)).toMatchObject({
      status: 'due',
      plannedDate: TODAY,
      dueBy: '2026-11-28',
      dueByNamed: true,
      catchUp: false,
    });
    expect(row(plan, 'BCG', 1)).toMatchObject({ status: 'due', dueBy: '2027-02-26' });
    expect(lines(plan, 'due')).toEqual(['HepB 1 due', 'BCG 1 due']);
  });

  it('has the rest ahead on the schedule’s days, DTaP from 2 months (2025 schedule), and no HPV for a boy', () => {
    expect(row(plan, 'HepB', 2)).toMatchObject({ status: 'upcoming', scheduledDate: '2026-12-27', plannedDate: '2026-12-27' });
    expect(row(plan, 'IPV', 1).plannedDate).toBe('2027-01-27');
    expect(row(plan, 'DTaP', 1).plannedDate).toBe('2027-01-27');
    expect(row(plan, 'DTaP', 5).scheduledDate).toBe('2032-11-27');
    expect(plan.doses.some((d) => d.vaccine === 'DT' || d.vaccine === 'HPV' || d.vaccine === 'JE-I' || d.vaccine === 'HepA-I')).toBe(false);
    expect(plan.amendments).toEqual(['CN-DTAP-2025', 'CN-HPV-2025']);
    expect(plan.beyondProgrammeAge).toBe(false);
  });

  it('counts hepatitis B 1 late from the second day after birth (24 hours), not before', () => {
    expect(row(planFor(TODAY, '2026-11-28'), 'HepB', 1).status).toBe('due');
    expect(row(planFor(TODAY, '2026-11-29'), 'HepB', 1)).toMatchObject({ status: 'overdue', plannedDate: '2026-11-29', catchUp: true });
  });
});

describe('a baby vaccinated on time, at 6½ months', () => {
  const birth = '2026-05-11';
  const plan = planFor(birth, TODAY, dosesOf(infantOnTimeTo4Months, birth), 'female');

  it('shows the doses given, with their records', () => {
    expect(lines(plan, 'done')).toEqual([
      'HepB 1 done',
      'BCG 1 done',
      'HepB 2 done',
      'IPV 1 done',
      'DTaP 1 done',
      'IPV 2 done',
      'bOPV 1 done',
      'DTaP 2 done',
    ]);
    expect(row(plan, 'IPV', 2)).toMatchObject({ givenDate: '2026-08-11', recordId: 'r6' });
  });

  it('is due the 6-month doses now and plans the next ones by age and interval', () => {
    expect(lines(plan, 'due', 'overdue')).toEqual(['HepB 3 due', 'DTaP 3 due', 'MPSV-A 1 due']);
    expect(row(plan, 'MMR', 1)).toMatchObject({ status: 'upcoming', plannedDate: '2027-01-11' });
    // Nine months is 2027-02-11, but the 2nd MPSV-A comes 3 months after the 1st, given today at the earliest.
    expect(row(plan, 'MPSV-A', 2)).toMatchObject({ status: 'upcoming', scheduledDate: '2027-02-11', plannedDate: '2027-02-27' });
  });
});

describe('a 9-month-old with no dose recorded', () => {
  const birth = '2026-02-27';
  const plan = planFor(birth, TODAY);

  it('catches up at once what is late, and every dose that may be given today', () => {
    expect(row(plan, 'HepB', 1)).toMatchObject({ status: 'overdue', plannedDate: TODAY, catchUp: true });
    expect(row(plan, 'BCG', 1)).toMatchObject({ status: 'overdue', note: 'tbTestFirst' });
    expect(lines(plan, 'due')).toEqual(['IPV 1 due', 'DTaP 1 due', 'MPSV-A 1 due', 'MMR 1 due', 'JE-L 1 due']);
  });

  it('spaces the rest by the minimum intervals, so a dose may end up late though not late yet', () => {
    expect(row(plan, 'HepB', 2)).toMatchObject({ status: 'upcoming', plannedDate: '2026-12-25', catchUp: false });
    // ≥ 60 days after HepB 2 (2027-02-23) and ≥ 4 months after HepB 1 (2027-03-27): after the first birthday.
    expect(row(plan, 'HepB', 3)).toMatchObject({ status: 'upcoming', plannedDate: '2027-03-27', dueBy: '2027-02-26', catchUp: true });
    expect(row(plan, 'IPV', 2).plannedDate).toBe('2026-12-25');
    expect(row(plan, 'bOPV', 1).plannedDate).toBe('2027-01-22');
    expect(row(plan, 'DTaP', 3).plannedDate).toBe('2027-01-22');
    expect(row(plan, 'DTaP', 4).plannedDate).toBe('2027-08-27');
  });
});

describe('intervals between vaccines', () => {
  it('keeps an injected live vaccine 28 days from another one not given the same day', () => {
    const birth = '2026-03-10';
    const later = planFor(birth, TODAY, [given('MMR', 1, '2026-11-20')]);
    expect(row(later, 'JE-L', 1)).toMatchObject({ status: 'upcoming', plannedDate: '2026-12-18' });
    const sameDay = planFor(birth, TODAY, [given('MMR', 1, TODAY)]);
    expect(row(sameDay, 'JE-L', 1)).toMatchObject({ status: 'due', plannedDate: TODAY });
  });

  it('keeps any two polio doses 28 days apart, whatever their order', () => {
    const plan = planFor('2026-01-15', TODAY, [given('IPV', 1, '2026-03-15'), given('bOPV', 1, '2026-11-20')]);
    expect(row(plan, 'IPV', 2)).toMatchObject({ status: 'upcoming', plannedDate: '2026-12-18' });
    expect(row(plan, 'bOPV', 2).plannedDate).toBe('2030-01-15');
  });

  it('gives the 2nd inactivated JE dose 7 to 10 days after the 1st', () => {
    const plan = planFor('2026-03-01', '2026-11-03', [given('JE-I', 1, '2026-11-01')]);
    expect(row(plan, 'JE-I', 2)).toMatchObject({ status: 'upcoming', plannedDate: '2026-11-08', windowEnd: '2026-11-11' });
    expect(plan.doses.some((d) => d.vaccine === 'JE-L')).toBe(false);
    expect(row(plan, 'JE-I', 3).windowEnd).toBeNull();
  });
});

describe('stories of older children', () => {
  it('a school boy who missed the 6-year MPSV-AC dose: that one overdue, the rest done, his DT at 6 standing for the 6-year dose', () => {
    const birth = '2018-07-29';
    const plan = planFor(birth, TODAY, dosesOf(schoolBoyMissedMenAC, birth));
    expect(lines(plan, 'overdue', 'due', 'upcoming', 'notNeeded')).toEqual(['MPSV-AC 2 overdue']);
    expect(row(plan, 'MPSV-AC', 2)).toMatchObject({ plannedDate: TODAY, dueBy: '2025-07-28', catchUp: true });
    expect(row(plan, 'DT', 1)).toMatchObject({ status: 'done', scheduledDate: '2024-07-29', givenDate: '2024-07-29' });
    expect(plan.optional.map((d) => `${d.vaccine} ${d.dose} ${d.date}`)).toEqual([
      'FLU 1 2021-01-29',
      'FLU 2 2024-01-29',
      'VAR 1 2019-07-29',
    ]);
  });

  it('a 14-year-old girl with every childhood dose: HPV due now, the 2nd dose six months later', () => {
    const birth = '2012-10-18';
    const plan = planFor(birth, TODAY, dosesOf(teenGirlComplete, birth), 'female');
    expect(lines(plan, 'overdue', 'due', 'upcoming', 'notNeeded')).toEqual(['HPV 1 due', 'HPV 2 upcoming']);
    expect(row(plan, 'HPV', 2)).toMatchObject({ plannedDate: '2027-05-27', dueBy: null });
    expect(plan.doses.some((d) => d.vaccine === 'JE-L' || d.vaccine === 'HepA-L')).toBe(false);
  });

  it('offers HPV only to girls born from 10 November 2011, and only once the programme has it', () => {
    expect(planFor('2011-06-01', TODAY, [], 'female').doses.some((d) => d.vaccine === 'HPV')).toBe(false);
    expect(planFor('2012-10-18', '2025-11-09', [], 'female').doses.some((d) => d.vaccine === 'HPV')).toBe(false);
    expect(planFor('2012-10-18', '2025-11-10', [], 'female').doses.some((d) => d.vaccine === 'HPV')).toBe(true);
  });

  it('an adult: past the programme’s age, nothing pending, optional doses still listed', () => {
    const plan = planFor('1989-01-01', TODAY, [given('FLU', 1, '2026-10-10')], 'female');
    expect(plan.beyondProgrammeAge).toBe(true);
    expect(new Set(plan.doses.map((d) => `${d.status} ${d.reason}`))).toEqual(new Set(['notNeeded over18']));
    expect(plan.optional).toEqual([{ vaccine: 'FLU', dose: 1, date: '2026-10-10', recordId: null }]);
  });

  it('shows a programme dose the schedule has no place for as given, and refuses a day before birth', () => {
    const plan = planFor('2020-01-01', TODAY, [given('bOPV', 3, '2021-05-01')]);
    expect(row(plan, 'bOPV', 3)).toMatchObject({ status: 'done', scheduledDate: null, givenDate: '2021-05-01', source: 'recorded' });
    expect(() => planFor(TODAY, '2026-11-26')).toThrow(RangeError);
  });
});
