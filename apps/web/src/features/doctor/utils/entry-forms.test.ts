import { describe, expect, it } from 'vitest';
import { testReportInputSchema } from '@sprout/contracts';
import {
  checkAdvice,
  checkCheckup,
  checkTestReport,
  checkVisit,
  emptyItem,
  emptyPrescription,
  emptyTestReport,
  emptyVisit,
} from './entry-forms.ts';

const bounds = { birthDate: '2018-03-01', today: '2026-11-23' };

describe('the visit form check', () => {
  it('names each missing required field and sends nothing', () => {
    const result = checkVisit(emptyVisit(bounds.today), bounds);
    expect(result.body).toBeNull();
    expect(result.problems).toEqual({ department: 'required', chiefComplaint: 'required', diagnosis: 'required' });
  });

  it('refuses a date after today or before birth', () => {
    const visit = { ...emptyVisit('2026-11-24'), department: '儿科', chiefComplaint: '咳嗽', diagnosis: '感冒' };
    expect(checkVisit(visit, bounds).problems).toEqual({ visitDate: 'dateInFuture' });
    expect(checkVisit({ ...visit, visitDate: '2018-02-28' }, bounds).problems).toEqual({ visitDate: 'dateBeforeBirth' });
  });

  it('needs a drug from the catalogue and a dosage for each prescription, and whole days from 1 to 365', () => {
    const visit = {
      ...emptyVisit(bounds.today),
      department: '儿科',
      chiefComplaint: '咳嗽',
      diagnosis: '感冒',
      prescriptions: [{ ...emptyPrescription(), durationDays: '0' }],
    };
    expect(checkVisit(visit, bounds).problems).toEqual({
      'prescriptions.0.productCode': 'required',
      'prescriptions.0.dosage': 'required',
      'prescriptions.0.durationDays': 'durationDays',
    });
  });

  it('builds the API body with the chosen drug and leaves out empty optional fields', () => {
    const visit = {
      ...emptyVisit(bounds.today),
      department: ' 儿科 ',
      chiefComplaint: '咳嗽 3 天',
      diagnosis: '急性支气管炎',
      prescriptions: [{ productCode: 'IBU-100', drugName: '布洛芬', dosage: '8 ml', quantity: '', durationDays: '3' }],
    };
    expect(checkVisit(visit, bounds).body).toEqual({
      visitDate: bounds.today,
      department: '儿科',
      chiefComplaint: '咳嗽 3 天',
      diagnosis: '急性支气管炎',
      prescriptions: [{ productCode: 'IBU-100', drugName: '布洛芬', dosage: '8 ml', durationDays: 3 }],
    });
  });
});

describe('the report forms check', () => {
  it('drops blank items and names the parts of a started one', () => {
    const report = {
      ...emptyTestReport(bounds.today),
      name: '血常规',
      items: [emptyItem(), { ...emptyItem(), unit: 'g/L', referenceLow: 'x' }],
    };
    expect(checkTestReport(report, bounds).problems).toEqual({
      'items.1.name': 'required',
      'items.1.value': 'required',
      'items.1.referenceLow': 'number',
    });
  });

  it('refuses an upper reference limit below the lower one', () => {
    const report = {
      ...emptyTestReport(bounds.today),
      name: '血常规',
      items: [{ name: 'Hb', value: '104', unit: 'g/L', referenceLow: '155', referenceHigh: '115' }],
    };
    expect(checkTestReport(report, bounds).problems).toEqual({ 'items.0.referenceHigh': 'range' });
  });

  it('sends numbers for reference limits', () => {
    const report = {
      ...emptyTestReport(bounds.today),
      name: '血常规',
      items: [{ name: 'Hb', value: '104', unit: 'g/L', referenceLow: '115', referenceHigh: '155' }],
    };
    expect(checkTestReport(report, bounds).body?.items).toEqual([
      { name: 'Hb', value: '104', unit: 'g/L', referenceLow: 115, referenceHigh: 155 },
    ]);
  });

  it('takes a result as a number unless the doctor declares it a text result', () => {
    const items = [
      { ...emptyItem(), name: 'Hb', value: 'abc', unit: 'g/L' },
      { ...emptyItem(), name: '尿蛋白', value: '阴性', textResult: true },
      { ...emptyItem(), name: 'PLT', value: '-1.5' },
    ];
    const report = { ...emptyTestReport(bounds.today), name: '血常规', items };
    expect(checkTestReport(report, bounds).problems).toEqual({ 'items.0.value': 'numericResult' });
    const fixed = checkTestReport({ ...report, items: [{ ...items[0]!, value: '104' }, items[1]!, items[2]!] }, bounds);
    expect(fixed.body?.items).toEqual([
      { name: 'Hb', value: '104', unit: 'g/L' },
      { name: '尿蛋白', value: '阴性', valueType: 'text' },
      { name: 'PLT', value: '-1.5' },
    ]);
    // The server refuses what the form would (the contract both check with).
    expect(testReportInputSchema.safeParse({ ...fixed.body, items: [{ name: 'Hb', value: 'abc' }] }).success).toBe(false);
    expect(testReportInputSchema.safeParse(fixed.body).success).toBe(true);
  });

  it('needs an institution and a summary for a checkup, and text for advice', () => {
    expect(checkCheckup({ checkupDate: bounds.today, institution: '', summary: ' ', items: [] }, bounds).problems).toEqual({
      institution: 'required',
      summary: 'required',
    });
    expect(checkAdvice({ text: '  ' }).problems).toEqual({ text: 'required' });
    expect(checkAdvice({ text: '多户外活动' }).body).toEqual({ text: '多户外活动' });
  });
});
