import { describe, expect, it } from 'vitest';
import { EYE_EXAM_BOUNDS } from '@sprout/clinical';
import { EYE_EXAM_LIMITS } from '@sprout/contracts';
import { mergeImportRows, parseEyeImport } from './csv-import.ts';
import { normaliseHeader, resolveHeader } from './import-columns.ts';
import './messages.ts';

const ctx = { birthDate: '2015-03-10', today: '2025-06-01' };

describe('the contracts restate the clinical bounds exactly', () => {
  it('has the same limits for every measured quantity', () => {
    for (const [field, bounds] of Object.entries(EYE_EXAM_BOUNDS)) {
      expect(EYE_EXAM_LIMITS[field as keyof typeof EYE_EXAM_LIMITS], field).toEqual(bounds);
    }
  });
});

describe('import headers', () => {
  it('normalises units, case, spaces and full-width brackets', () => {
    expect(normaliseHeader('AL(mm)')).toBe('al');
    expect(normaliseHeader(' K1 (D) ')).toBe('k1');
    expect(normaliseHeader('OD AL')).toBe('od_al');
    expect(normaliseHeader('眼轴（mm）')).toBe('眼轴');
  });

  it('knows the common biometer spellings, for one eye or prefixed with the eye', () => {
    expect(resolveHeader('Date')?.column.name).toBe('exam_date');
    expect(resolveHeader('AL(mm)')).toMatchObject({ column: { name: 'axial_length_mm' }, side: null });
    expect(resolveHeader('OD AL')).toMatchObject({ column: { name: 'axial_length_mm' }, side: 'right' });
    expect(resolveHeader('AL OS')).toMatchObject({ column: { name: 'axial_length_mm' }, side: 'left' });
    expect(resolveHeader('left_k2_d')).toMatchObject({ column: { name: 'k2_d' }, side: 'left' });
    expect(resolveHeader('右眼眼轴')).toMatchObject({ column: { name: 'axial_length_mm' }, side: 'right' });
    expect(resolveHeader('Patient Name')?.column.name).toBe('name');
    expect(resolveHeader('Operator')).toBeNull();
    // An eye prefix makes sense on measurements only.
    expect(resolveHeader('od_notes')).toBeNull();
  });
});

describe('parseEyeImport', () => {
  it('reads one row per date and eye, numbering rows as a spreadsheet does (header = 1, blank lines count)', () => {
    const csv = 'Date,Eye,AL(mm),K1,K2,Patient\n2024-03-12,OD,24.10,42.5,43.5,Li\n\n2024/3/12,OS,24.02,42.75,43.25,Li\n';
    const parsed = parseEyeImport(csv, ctx);
    expect(parsed.fileProblem).toBeNull();
    expect(parsed.ignoredColumns).toEqual(['Patient']);
    expect(parsed.rows.map((r) => [r.row, r.examDate, r.eye])).toEqual([
      [2, '2024-03-12', 'right'],
      [4, '2024-03-12', 'left'],
    ]);
    expect(parsed.rows[0]!.right).toEqual({ axialLength: 24.1, k1: 42.5, k2: 43.5 });
    const exams = mergeImportRows(parsed.rows, new Set());
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({ examDate: '2024-03-12', right: { axialLength: 24.1 }, left: { axialLength: 24.02 } });
  });

  it('reads a row with both eyes from right_*/left_* columns', () => {
    const csv =
      'exam_date,right_axial_length_mm,left_axial_length_mm,od_sphere_d,os_sphere_d,treatment\n2024-09-10,24.28,24.19,-2,-1.75,DIMS\n';
    const [row] = parseEyeImport(csv, ctx).rows;
    expect(row).toMatchObject({
      eye: 'both',
      treatment: 'defocus_spectacles',
      right: { axialLength: 24.28, sphere: -2 },
      left: { axialLength: 24.19, sphere: -1.75 },
    });
    expect(row!.problems).toEqual([]);
  });

  it('names the row and the column as written for every problem', () => {
    const csv = [
      'Date,Eye,AL(mm),K1,K2,treatment',
      '2024-03-12,OD,2.41,42.5,43.5,', // cm instead of mm
      '2024-13-01,OS,24.0,,,', // no such month
      '2024-03-13,OU?,24.0,,,', // unknown eye
      '2024-03-14,OS,abc,,,', // not a number
      '2024-03-15,OS,24.1,42,,', // K1 without K2
      '2025-07-01,OS,24.1,,,', // after today
      '2014-01-01,OS,24.1,,,', // before birth
      '2024-03-16,,24.1,,,', // no eye
      '2024-03-17,OS,24.1,,,laser', // unknown treatment
      '2024-03-18,OS,,,,', // nothing measured
    ].join('\n');
    const rows = parseEyeImport(csv, ctx).rows;
    expect(rows.map((r) => [r.row, r.problems.map((p) => `${p.column} ${p.messageKey}`)])).toEqual([
      [2, ['AL(mm) validation.tooSmall']],
      [3, ['Date eye.import.date']],
      [4, ['Eye eye.import.eye', 'Eye eye.import.eyeRequired']],
      [5, ['AL(mm) eye.import.number']],
      [6, ['K1 eye.kPair']],
      [7, ['Date eye.examInFuture']],
      [8, ['Date eye.examBeforeBirth']],
      [9, ['Eye eye.import.eyeRequired']],
      [10, ['treatment eye.import.treatment']],
      [11, ['measurements eye.import.noMeasurement']],
    ]);
  });

  it('reports the same eye twice on one date and leaves out dates already stored', () => {
    const csv = 'Date,Eye,AL\n2024-03-12,OD,24.1\n2024-03-12,OD,24.12\n2024-09-10,OD,24.3\n';
    const parsed = parseEyeImport(csv, ctx);
    const exams = mergeImportRows(parsed.rows, new Set(['2024-09-10']));
    expect(parsed.rows[1]!.problems).toEqual([{ column: 'eye', messageKey: 'eye.import.duplicateInFile', params: { other: 2 } }]);
    expect(parsed.rows[2]!.alreadyStored).toBe(true);
    expect(exams.map((e) => e.examDate)).toEqual(['2024-03-12']);
  });

  it('refuses a file without data, without a date column or without a measurement column', () => {
    expect(parseEyeImport('Date,AL\n\n', ctx).fileProblem).toBe('eye.import.empty');
    expect(parseEyeImport('', ctx).fileProblem).toBe('eye.import.empty');
    expect(parseEyeImport('Eye,AL\nOD,24\n', ctx).fileProblem).toBe('eye.import.noDateColumn');
    expect(parseEyeImport('Date,Name\n2024-01-01,Li\n', ctx).fileProblem).toBe('eye.import.noMeasurementColumn');
  });
});
