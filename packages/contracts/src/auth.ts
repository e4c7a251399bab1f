import { z } from 'zod';
import { phoneSchema, roleSchema, textSchema } from './common.ts';
import { OTP_LENGTH } from './constants.ts';

export { OTP_LENGTH };
export { LOGIN_FAILURE_REASONS, type LoginFailure, type LoginFailureReason } from './constants.ts';

/**
 * A random id the browser keeps for itself (issue 29): a code is tried only from the browser that asked for it,
 * and a browser that signed in to the phone before has its codes counted apart from anyone else's, so nobody can
 * use up a parent's sign-in codes or burn them with wrong tries. Optional: without it a client is one of "the others".
 */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.deviceId');
export const smsCodeRequestSchema = z.strictObject({ phone: phoneSchema, deviceId: deviceIdSchema.optional() });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
export const smsCodeResponseSchema = z.object({ sent: z.literal(true), devCode: z.string().optional() });
export type SmsCodeResponse = z.infer<typeof smsCodeResponseSchema>;

export const loginRequestSchema = z.strictObject({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/, 'validation.code'),
  deviceId: deviceIdSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const accountSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string(),
  phone: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * PUT /auth/me: the name the account goes by (issue 31). A new account has none (an empty name): the screens greet
 * it without one, in the reader's language, and nothing is made up for it.
 */
export const accountUpdateSchema = z.strictObject({ name: textSchema({ min: 1, max: 40 }) });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export const loginResponseSchema = z.object({ token: z.string(), account: accountSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
