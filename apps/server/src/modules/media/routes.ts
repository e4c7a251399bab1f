import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid, MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, mediaCalls } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { contentDisposition, declaredTypeOf } from './checked-file.ts';
import { mediaService } from './service.ts';

const tags = ['media'];

/** The editors' media library, mounted under /app-web2/admin: upload, list, delete (each write audited). */
export function mediaAdminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    // The upload's body is the file itself; these parsers live in this plugin only. What they do not name is a 415.
    instance.addContentTypeParser(MEDIA_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = mediaService(deps);
    const config = { access: access.role('admin') };

    app.route({
      ...fromCall(instance, mediaCalls.upload, { tags }),
      bodyLimit: MEDIA_MAX_BYTES,
      config,
      handler: async (req) => {
        const declaredType = declaredTypeOf(req.headers['content-type']);
        const bytes = Buffer.isBuffer(req.body) ? req.body : undefined;
        return ok(req, await service.upload({ bytes, declaredType, filename: req.query.filename, uploaderId: req.account!.id }));
      },
    });
    app.route({
      ...fromCall(instance, mediaCalls.list, { tags }),
      config,
      handler: async (req) => ok(req, await service.list(req.query)),
    });
    app.route({
      ...fromCall(instance, mediaCalls.remove, { tags }),
      config,
      handler: async (req) => ok(req, await service.remove(req.params.id)),
    });
  };
}

/** `GET /media/:id`: the file, to anyone (what a public page shows is public), kept by caches for good. */
export function mediaFileRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const service = mediaService(deps);
    app.get<{ Params: { id: string } }>('/media/:id', { config: { access: access.public }, schema: { hide: true } }, async (req, reply) => {
      const file = isUuid(req.params.id) ? await service.file(req.params.id.toLowerCase()) : null;
      if (!file) throw notFound('media.notFound');
      const { item, bytes } = file;
      reply
        .type(item.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${item.sha256}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (item.kind === 'document') {
        reply.header('Content-Disposition', contentDisposition('attachment', item.filename));
      }
      return reply.send(bytes);
    });
  };
}
