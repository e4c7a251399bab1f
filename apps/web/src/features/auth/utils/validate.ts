import { OTP_LENGTH } from '@sprout/contracts/light';

export type PhoneProblem = 'phoneRequired' | 'phoneInvalid';
export type CodeProblem = 'codeRequired' | 'codeInvalid';

/**
 * The rules of the contract's `phoneSchema` and `loginRequestSchema.code`, as plain patterns: using the zod
 * schemas here would put zod in the first-screen bundle (they share a module with LANGUAGES).
 * validate.test.ts checks that both agree with the contract.
 */
export const PHONE_PATTERN = /^1\d{10}$/;
export const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function phoneProblem(phone: string): PhoneProblem | null {
  const value = phone.trim();
  if (value === '') return 'phoneRequired';
  return PHONE_PATTERN.test(value) ? null : 'phoneInvalid';
}

export function codeProblem(code: string): CodeProblem | null {
  const value = code.trim();
  if (value === '') return 'codeRequired';
  return CODE_PATTERN.test(value) ? null : 'codeInvalid';
}
