import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, LEADS_EXPORT_MAX, LEADS_EXPORT_PATH, leadsCalls, leadsExportQuerySchema } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { leadsCsv } from './csv.ts';
import { leadRepository } from './repository.ts';

/** A family asks to be called back once or twice; five forms an hour from one address is a script. */
export const LEADS_MAX_PER_IP_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

defineMessages({
  'leads.unknownClinic': { 'zh-CN': '没有这家诊所', 'en-US': 'is not one of our clinics' },
  'leads.tooMany': {
    'zh-CN': '提交太频繁，请稍后再试或直接致电诊所',
    'en-US': 'Too many requests from here. Please try later or call the clinic.',
  },
});

/** The contact form: anyone may send it (rate-limited per address); editors read the leads. */
export function leadRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = leadRepository(deps.db);
    const tags = ['leads'];
    // Keyed by the server secret: the stored value rate-limits an address without being one.
    const hashIp = (ip: string) => createHmac('sha256', deps.config.authSecret).update(`lead:${ip}`).digest('hex');

    app.route({
      ...fromCall(instance, leadsCalls.create, { tags }),
      config: { access: access.public },
      handler: async (req) => {
        const ipHash = hashIp(req.ip);
        if ((await repo.countSince(ipHash, new Date(Date.now() - HOUR_MS))) >= LEADS_MAX_PER_IP_PER_HOUR) {
          throw new AppError('RATE_LIMITED', 'leads.tooMany');
        }
        if (req.body.preferredClinicId && !(await repo.clinicExists(req.body.preferredClinicId))) {
          throw fieldError('preferredClinicId', 'leads.unknownClinic');
        }
        const row = await repo.insert(req.body, req.account?.id ?? null, ipHash);
        // Ids only: the name, phone and concern stay out of the log.
        req.log.info({ leadId: row.id }, 'lead received');
        return ok(req, { leadId: row.id, createdAt: row.createdAt.toISOString() });
      },
    });

    app.route({
      ...fromCall(instance, leadsCalls.list, { tags }),
      config: { access: access.role('admin'), auditEditorRead: true },
      handler: async (req) =>
        ok(
          req,
          await repo.page(req.query.start, req.query.limit, requestLanguage(req), req.query.status, {
            sort: req.query.sort,
            order: req.query.order,
          }),
        ),
    });

    app.route({
      ...fromCall(instance, leadsCalls.setStatus, { tags }),
      config: { access: access.role('admin') },
      handler: async (req) => {
        if (!(await repo.setStatus(req.params.leadId, req.body.status, req.account!.id))) throw new AppError('NOT_FOUND');
        return ok(req, { leadId: req.params.leadId, status: req.body.status });
      },
    });

    app.get(
      LEADS_EXPORT_PATH.slice(API_PREFIX.app.length),
      {
        config: { access: access.role('admin'), auditEditorRead: true },
        schema: {
          tags,
          summary: 'Leads as a CSV file (UTF-8 with BOM, so spreadsheets read Chinese), newest first',
          description: `At most ${LEADS_EXPORT_MAX} rows. Cells that a spreadsheet would run as a formula are prefixed with an apostrophe.`,
          querystring: leadsExportQuerySchema,
        },
      },
      async (req, reply) => {
        const lang = requestLanguage(req);
        const { list } = await repo.page(0, LEADS_EXPORT_MAX, lang, req.query.status);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(leadsCsv(list, lang));
      },
    );
  };
}
