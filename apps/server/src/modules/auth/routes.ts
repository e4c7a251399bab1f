import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_HEADER, authCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import { clearedSessionCookie, sessionCookie } from '../../auth/session-cookie.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
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

    const tags = ['auth'];
    // The cookie of the server-rendered first screen (auth/session-cookie.ts): Secure wherever the site is https.
    const secure = deps.config.env === 'production';

    app.route({
      ...fromCall(instance, authCalls.smsCode, { tags }),
      config: { access: access.public },
      handler: async (req) => ok(req, await service.sendCode(req.body.phone, req.ip, req.body.deviceId)),
    });

    app.route({
      ...fromCall(instance, authCalls.login, { tags }),
      config: { access: access.public },
      handler: async (req, reply) => {
        const signedIn = await service.login(req.body.phone, req.body.code, req.ip, req.body.deviceId);
        reply.header('Set-Cookie', sessionCookie(signedIn.token, deps.config.sessionTtlDays * 86_400, secure));
        return ok(req, signedIn);
      },
    });

    app.route({
      ...fromCall(instance, authCalls.logout, { tags }),
      config: { access: access.signedIn },
      handler: async (req, reply) => {
        await service.logout(String(req.headers[AUTH_HEADER]));
        reply.header('Set-Cookie', clearedSessionCookie(secure));
        return ok(req, null);
      },
    });

    app.route({
      ...fromCall(instance, authCalls.me, { tags }),
      config: { access: access.signedIn },
      handler: async (req) => ok(req, req.account!),
    });

    app.route({
      ...fromCall(instance, authCalls.updateMe, { tags }),
      config: { access: access.signedIn },
      handler: async (req) => ok(req, await service.rename(req.account!.id, req.body.name)),
    });
  };
}
