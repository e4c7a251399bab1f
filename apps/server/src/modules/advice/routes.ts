import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adviceCalls } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';
import { contentEditor } from '../content/editor.ts';
import { adviceService } from './service.ts';

export function adviceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = adviceService(deps);
    const tags = ['health advice'];

    app.route({
      ...fromCall(instance, adviceCalls.forMember, { tags }),
      config: { access: access.member('read', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await service.forMember(req.memberId!, requestLanguage(req), req.log)),
    });

    app.route({
      ...fromCall(instance, adviceCalls.addDoctorAdvice, { tags }),
      config: { access: access.member('clinicalWrite', memberFromParam('familyMemberId')) },
      handler: async (req) => ok(req, await service.addDoctorAdvice(req.memberId!, req.account!.id, req.body.text, requestLanguage(req))),
    });

    // Editors reword the advice texts; publishing and versions go through the content editor's calls (kind advice).
    const editors = { access: access.role('admin') };
    const editorTags = ['content editor'];
    app.route({
      ...fromCall(instance, adviceCalls.adminTexts, { tags: editorTags }),
      config: editors,
      handler: async (req) => ok(req, await service.textsForEditors()),
    });
    app.route({
      ...fromCall(instance, adviceCalls.putText, { tags: editorTags }),
      config: editors,
      handler: async (req) => ok(req, await contentEditor(deps.db, req.account!.id).putAdviceText(req.params.key, req.body)),
    });
  };
}
