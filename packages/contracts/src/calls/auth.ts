import { z } from 'zod';
import {
  accountSchema,
  accountUpdateSchema,
  loginRequestSchema,
  loginResponseSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
} from '../auth.ts';
import { defineCalls } from '../call-schemas.ts';
import { authRoutes } from '../routes/auth.ts';

export const authCalls = defineCalls(authRoutes, {
  smsCode: {
    summary: 'Send a one-time sign-in code to a phone (returns devCode in demo mode)',
    body: smsCodeRequestSchema,
    response: smsCodeResponseSchema,
  },
  login: {
    summary: 'Sign in with phone and code; a new phone gets a parent account',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  logout: { summary: 'Revoke the token of this request', response: z.null() },
  me: { summary: 'The signed-in account', response: accountSchema },
  updateMe: { summary: 'Set the name the signed-in account goes by', body: accountUpdateSchema, response: accountSchema },
});
