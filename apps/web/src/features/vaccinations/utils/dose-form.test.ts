import { describe, expect, test } from 'vitest';
import { checkDoseForm } from './dose-form.ts';

const bounds = { birthDate: '2026-05-11', today: '2026-11-27' };
const values = { vaccine: 'HepB' as const, dose: '3', date: '2026-11-27', batch: ' 202611A07 ' };

describe('the dose form’s checks', () => {
  test('gives the body the server takes, the batch trimmed and left out when empty', () => {
    expect(checkDoseForm(values, bounds)).toEqual({
      problems: [],
      body: { vaccine: 'HepB', dose: 3, date: '2026-11-27', batch: '202611A07' },
    });
    expect(checkDoseForm({ ...values, batch: '  ' }, bounds).body).toEqual({ vaccine: 'HepB', dose: 3, date: '2026-11-27' });
  });

  test('refuses a date before birth or after today, the day on each side of both bounds', () => {
    const problem = (date: string) => checkDoseForm({ ...values, date }, bounds).problems.map((p) => p.key);
    expect(problem('2026-05-10')).toEqual(['dateBeforeBirth']);
    expect(problem('2026-05-11')).toEqual([]);
    expect(problem('2026-11-28')).toEqual(['dateFuture']);
    expect(problem('')).toEqual(['dateRequired']);
  });

  test('takes whole dose numbers up to 10, and 20 for yearly influenza', () => {
    const problem = (vaccine: 'HepB' | 'FLU', dose: string) => checkDoseForm({ ...values, vaccine, dose }, bounds).problems;
    expect(problem('HepB', '10')).toEqual([]);
    expect(problem('HepB', '11')).toEqual([{ field: 'dose', key: 'doseRange', max: 10 }]);
    expect(problem('HepB', '0')).toHaveLength(1);
    expect(problem('HepB', '1.5')).toHaveLength(1);
    expect(problem('FLU', '20')).toEqual([]);
  });

  test('refuses a batch number longer than 40 characters', () => {
    expect(checkDoseForm({ ...values, batch: 'x'.repeat(41) }, bounds).problems).toEqual([
      { field: 'batch', key: 'batchTooLong', max: 40 },
    ]);
  });
});
