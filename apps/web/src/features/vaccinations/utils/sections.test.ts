import { describe, expect, test } from 'vitest';
import { infantOnTimeTo4Months, schoolBoyMissedMenAC } from '@sprout/clinical';
import { scheduleFor } from '../test-schedule.ts';
import { nextDoseNumber, sectionsOf } from './sections.ts';

const names = (doses: { vaccine: string; dose: number }[]) => doses.map((d) => `${d.vaccine} ${d.dose}`);

describe('the order a parent reads the schedule in', () => {
  test('puts the overdue and due doses first and the next ones by date', () => {
    const schedule = scheduleFor(infantOnTimeTo4Months, 200, { sex: 'female' });
    const sections = sectionsOf(schedule);
    expect(sections.overdue).toEqual([]);
    expect(names(sections.due)).toEqual(['HepB 3', 'DTaP 3', 'MPSV-A 1']);
    const planned = sections.upcoming.map((d) => d.plannedDate!);
    expect(planned).toEqual([...planned].sort());
    expect(names(sections.upcoming).slice(0, 2)).toEqual(['MMR 1', 'JE-L 1']);
  });

  test('lists the doses given newest first, and an overdue dose on its own', () => {
    const sections = sectionsOf(scheduleFor(schoolBoyMissedMenAC, 8 * 365 + 120));
    expect(names(sections.overdue)).toEqual(['MPSV-AC 2']);
    const given = sections.done.map((d) => d.givenDate!);
    expect(given).toEqual([...given].sort().reverse());
    expect(names(sections.done)[0]).toBe('DT 1');
  });

  test('offers the dose after the highest one recorded, programme or optional', () => {
    const schedule = scheduleFor(schoolBoyMissedMenAC, 8 * 365 + 120);
    expect(nextDoseNumber(schedule, 'FLU')).toBe(3);
    expect(nextDoseNumber(schedule, 'HepB')).toBe(4);
    expect(nextDoseNumber(schedule, 'EV71')).toBe(1);
  });
});
