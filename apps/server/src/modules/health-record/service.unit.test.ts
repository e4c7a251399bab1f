import { describe, expect, it } from 'vitest';
import { flagOf, maskPhone } from './service.ts';

describe('report item flags', () => {
  it('flags a numeric value below, inside and above its range, on each side of both limits', () => {
    const range = { referenceLow: 30, referenceHigh: 100 };
    expect(flagOf({ value: '29.9', ...range })).toBe('low');
    expect(flagOf({ value: '30', ...range })).toBe('normal');
    expect(flagOf({ value: '100', ...range })).toBe('normal');
    expect(flagOf({ value: '100.1', ...range })).toBe('high');
  });

  it('uses the range over a contradicting flag the writer gave', () => {
    expect(flagOf({ value: '18.2', referenceLow: 30, referenceHigh: 100, flag: 'normal' })).toBe('low');
  });

  it('handles a range with one limit only', () => {
    expect(flagOf({ value: '12', referenceHigh: 10 })).toBe('high');
    expect(flagOf({ value: '12', referenceLow: 20 })).toBe('low');
    expect(flagOf({ value: '25', referenceLow: 20 })).toBe('normal');
  });

  it('keeps the writer’s flag, or none, for a value without numbers or without a range', () => {
    expect(flagOf({ value: '阳性', flag: 'abnormal' })).toBe('abnormal');
    expect(flagOf({ value: '阴性' })).toBeNull();
    expect(flagOf({ value: '<0.5', referenceHigh: 1, flag: 'normal' })).toBe('normal');
    expect(flagOf({ value: '4.2' })).toBeNull();
  });
});

describe('masked cellphone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});
