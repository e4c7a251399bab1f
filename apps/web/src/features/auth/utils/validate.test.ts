import { describe, expect, test } from 'vitest';
import { loginRequestSchema, phoneSchema } from '@sprout/contracts';
import { codeProblem, phoneProblem } from './validate.ts';

const phones = ['13800000001', '19912345678', '', '1380000000', '138000000012', '23800000001', '1380000000a', ' 13800000001 '];
const codes = ['123456', '000000', '', '12345', '1234567', '12a456'];

describe('login validation', () => {
  test('accepts exactly the phone numbers the contract accepts', () => {
    for (const phone of phones.filter((value) => value.trim() !== '')) {
      expect(phoneProblem(phone) === null, phone).toBe(phoneSchema.safeParse(phone.trim()).success);
    }
  });

  test('accepts exactly the codes the contract accepts', () => {
    for (const code of codes.filter((value) => value !== '')) {
      expect(codeProblem(code) === null, code).toBe(loginRequestSchema.shape.code.safeParse(code).success);
    }
  });

  test('tells an empty field from a wrong one', () => {
    expect(phoneProblem('  ')).toBe('phoneRequired');
    expect(phoneProblem('12345')).toBe('phoneInvalid');
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12')).toBe('codeInvalid');
  });
});
