import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentCalls, idSchema, MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { contentDisposition, declaredTypeOf } from '../media/checked-file.ts';
import { attachmentService } from './service.ts';

const tags = ['health-record'];
const member = memberFromParam('familyMemberId');
const fileParams = z.object({ familyMemberId: idSchema, attachmentId: z.uuid() });

/**
 * A child's report attachments (docs/decisions/3600-private-attachments.md): the child's clinic doctors upload
 * (clinicalWrite: consent must hold); whoever may read the child's health record lists and opens them. Every
 * refusal is the policy's (404 out of reach, 403 consent withdrawn, both audited); reads by anyone but the owner
 * are audited by the policy's audit hook, as every member route's are.
 */
export function attachmentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    // The upload's body is the file itself; these parsers live in this plugin only. What they do not name is a 415.
    instance.addContentTypeParser(MEDIA_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = attachmentService(deps);

    app.route({
      ...fromCall(instance, attachmentCalls.upload, { tags }),
      bodyLimit: MEDIA_MAX_BYTES,
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) =>
        ok(
          req,
          await service.upload({
            memberId: req.memberId!,
            bytes: Buffer.isBuffer(req.body) ? req.body : undefined,
            declaredType: declaredTypeOf(req.headers['content-type']),
            filename: req.query.filename,
            uploaderId: req.account!.id,
          }),
        ),
    });

    app.route({
      ...fromCall(instance, attachmentCalls.list, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await service.list(req.memberId!, req.query)),
    });

    // The file itself rather than the envelope (a refusal is still the envelope). Never kept by a cache: a shared
    // device's browser or a proxy must not hand a child's report to the next person.
    app.get(
      `${attachmentCalls.list.path.slice(instance.prefix.length)}/:attachmentId`,
      { config: { access: access.member('read', member) }, schema: { hide: true, params: fileParams } },
      async (req, reply) => {
        const file = await service.file(req.memberId!, req.params.attachmentId.toLowerCase());
        if (!file) throw notFound('media.notFound');
        const { item, bytes } = file;
        reply
          .type(item.contentType)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', contentDisposition('inline', item.filename));
        // An image is only ever shown: nothing in it may run. A PDF keeps the browser's viewer, which a sandbox blocks.
        if (item.kind === 'image') reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
        return reply.send(bytes);
      },
    );
  };
}
