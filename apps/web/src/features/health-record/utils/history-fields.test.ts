import { describe, expect, it } from 'vitest';
import type { DoctorAdvice, Visit } from '@sprout/contracts';
import { changedFields, HISTORY_FIELDS } from './history-fields.ts';

const visit = (diagnosis: string, drugs: string[]): Visit => ({
  visitId: 'v',
  visitDate: '2026-11-20',
  clinicId: 'c',
  clinicName: 'Xuhui',
  department: 'Paediatrics',
  doctorName: 'Dr Chen',
  chiefComplaint: 'Cough',
  presentIllness: null,
  examination: null,
  diagnosis,
  advice: null,
  prescriptions: drugs.map((drugName) => ({ productCode: drugName, drugName, dosage: '5 ml', quantity: null, durationDays: null })),
  version: 1,
  correction: null,
});

describe('the versions of a corrected entry', () => {
  it('marks the fields each version changed from the one before it, and nothing on the original', () => {
    const versions = [
      visit('Viral bronchitis', ['Ambroxol']),
      visit('Bronchitis', ['Ambroxol', 'Ibuprofen']),
      visit('Bronchitis', ['Ambroxol']),
    ];
    const changed = changedFields('visit', versions);
    expect(changed.map((s) => [...s].sort())).toEqual([['diagnosis', 'prescriptions'], ['prescriptions'], []]);
  });

  it('reads each kind’s fields as text, an empty one as empty', () => {
    const text = (key: string) => HISTORY_FIELDS.visit.find((f) => f.key === key)!.text(visit('Bronchitis', ['Ambroxol', 'Ibuprofen']));
    expect(text('prescriptions')).toBe('Ambroxol 5 ml\nIbuprofen 5 ml');
    expect(text('examination')).toBe('');
    const advice: DoctorAdvice = { id: 'a', doctorName: 'Dr Chen', text: 'Sleep early', createdAt: '', version: 2, correction: null };
    expect(HISTORY_FIELDS.advice.map((f) => f.text(advice))).toEqual(['Sleep early']);
  });
});
