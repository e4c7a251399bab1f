import {
  AUTH_HEADER,
  accountSchema,
  envelope,
  loginRequestSchema,
  loginResponseSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/reply.ts';
import { codeSender } from './code-sender.ts';
import { authService } from './service.ts';

export function authRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = authService(deps.db, {
      secret: deps.config.authSecret,
      sessionTtlDays: deps.config.sessionTtlDays,
      demo: deps.config.demo,
      limits: deps.config.otpLimits,
      sender: codeSender(deps.config.sms, app.log),
    });

    app.post(
      '/auth/sms_code',
      {
        config: { access: access.public },
        schema: {
          tags: ['auth'],
          summary: 'Send a one-time sign-in code to a phone (returns devCode in demo mode)',
          body: smsCodeRequestSchema,
          response: { 200: envelope(smsCodeResponseSchema) },
        },
      },
      async (req) => ok(req, await service.sendCode(req.body.phone, req.ip)),
    );

    app.post(
      '/auth/login',
      {
        config: { access: access.public },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with phone and code; a new phone gets a parent account',
          body: loginRequestSchema,
          response: { 200: envelope(loginResponseSchema) },
        },
      },
      async (req) => ok(req, await service.login(req.body.phone, req.body.code, req.ip)),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: access.signedIn },
        schema: { tags: ['auth'], summary: 'Revoke the token of this request', response: { 200: envelope(z.null()) } },
      },
      async (req) => {
        await service.logout(String(req.headers[AUTH_HEADER]));
        return ok(req, null);
      },
    );

    app.get(
      '/auth/me',
      {
        config: { access: access.signedIn },
        schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: envelope(accountSchema) } },
      },
      async (req) => ok(req, req.account!),
    );
  };
}
