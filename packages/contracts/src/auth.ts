import { z } from 'zod';
import { phoneSchema, roleSchema } from './common.ts';

import { OTP_LENGTH } from './constants.ts';

export { OTP_LENGTH };
export { LOGIN_FAILURE_REASONS, type LoginFailure, type LoginFailureReason } from './constants.ts';

export const smsCodeRequestSchema = z.strictObject({ phone: phoneSchema });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
export const smsCodeResponseSchema = z.object({ sent: z.literal(true), devCode: z.string().optional() });
export type SmsCodeResponse = z.infer<typeof smsCodeResponseSchema>;

export const loginRequestSchema = z.strictObject({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/, 'validation.code'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accountSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  phone: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const loginResponseSchema = z.object({ token: z.string(), account: accountSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
