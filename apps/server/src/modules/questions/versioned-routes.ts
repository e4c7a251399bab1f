import type { FastifyInstance } from 'fastify';
import type { Call } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import { fromCall } from '../../http/call-route.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import type { versionedAdmin } from './versioned-service.ts';

defineMessages({
  'versions.unknown': { 'zh-CN': '没有这个版本', 'en-US': 'is not a saved version' },
});

interface AdminCalls {
  adminList: Call;
  adminCreate: Call;
  adminUpdate: Call;
  adminVersions: Call;
  adminPublish: Call;
}

/**
 * The editors' five calls of a versioned form, mounted from its contracts (list, create, edit as a new version,
 * every version, publish or withdraw), editors only. `code` names the path parameter and the create body's field holding the code.
 */
export function versionedAdminRoutes<Input extends object, Version>(
  instance: FastifyInstance,
  options: {
    calls: AdminCalls;
    admin: ReturnType<typeof versionedAdmin<{ published: boolean }, Input, Version>>;
    code: string;
    tags: string[];
  },
): void {
  const { calls, admin, code, tags } = options;
  const config = { access: access.role('admin') };
  // Fastify validated params and body against the calls' schemas before any handler runs.
  const codeOf = (params: unknown) => (params as Record<string, string>)[code]!;

  instance.route({ ...fromCall(instance, calls.adminList, { tags }), config, handler: async (req) => ok(req, await admin.listCurrent()) });
  instance.route({
    ...fromCall(instance, calls.adminCreate, { tags }),
    config,
    handler: async (req) => {
      const { [code]: created, ...content } = req.body as Record<string, unknown>;
      return ok(req, await admin.create(created as string, content as Input, req.account!.id));
    },
  });
  instance.route({
    ...fromCall(instance, calls.adminUpdate, { tags }),
    config,
    handler: async (req) => ok(req, await admin.update(codeOf(req.params), req.body as Input, req.account!.id)),
  });
  instance.route({
    ...fromCall(instance, calls.adminVersions, { tags }),
    config,
    handler: async (req) => ok(req, await admin.versions(codeOf(req.params))),
  });
  instance.route({
    ...fromCall(instance, calls.adminPublish, { tags }),
    config,
    handler: async (req) => {
      const body = req.body as { published: boolean; version?: number };
      return ok(req, await admin.setPublished(codeOf(req.params), body.published, body.version));
    },
  });
}
