import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leavingCalls, type Language } from '@sprout/contracts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { attachmentService } from '../attachments/service.ts';
import { recordsExport } from '../records-export/service.ts';
import { readmeOf } from './readme.ts';
import { leavingRepository } from './repository.ts';
import { makeZip } from './zip.ts';

defineMessages({
  'validation.leaving.confirmPhone': { 'zh-CN': '请输入本账号的手机号以确认', 'en-US': 'type this account’s phone number to confirm' },
});

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Leaving the product (issue 18 part 5): the family's data as a zip, and the account's erasure, at once and in
 * one transaction. Parents only: a doctor's or an editor's account belongs to the clinic group, not to them.
 */
export function leavingRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = leavingRepository(deps.db);
    const exports = recordsExport(deps);
    const attachments = attachmentService(deps);
    const tags = ['leaving'];

    async function zipOf(accountId: string, lang: Language): Promise<Buffer> {
      const account = await repo.account(accountId);
      if (!account) throw new AppError('UNAUTHORIZED');
      const tables = await repo.familyTables(accountId);
      // Per living member, the two exports of the records screen (FHIR R4 and the readable page).
      const members = (tables.family_members as { id: string; name: string; deleted_at: string | null }[]).filter((m) => !m.deleted_at);
      const perMember = [];
      for (const [index, member] of members.entries()) {
        const folder = `members/${index + 1}-${member.name.replace(/[\\/:*?"<>|]/g, '_')}`;
        const readable = await exports.readable(member.id, lang);
        perMember.push(
          { name: `${folder}/fhir-bundle.json`, data: json(await exports.fhirBundle(member.id)) },
          { name: `${folder}/${readable.fileName}`, data: Buffer.from(readable.html, 'utf8') },
        );
      }
      return makeZip([
        { name: 'README.txt', data: Buffer.from(readmeOf(lang), 'utf8') },
        { name: 'account.json', data: json(account) },
        ...perMember,
        ...Object.entries(tables).map(([table, rows]) => ({ name: `data/${table}.json`, data: json(rows) })),
      ]);
    }

    // A file, not the envelope: the description's schemas stay, the 200 answer is the zip's bytes.
    const exportRoute = fromCall(instance, leavingCalls.exportAll, { tags });
    app.route({
      method: exportRoute.method,
      url: exportRoute.url,
      schema: { tags, summary: leavingCalls.exportAll.summary, description: leavingCalls.exportAll.description },
      config: { access: access.role('parent') },
      handler: async (req, reply) => {
        const zip = await zipOf(req.account!.id, requestLanguage(req));
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="sprout-family-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(zip);
      },
    });

    app.route({
      ...fromCall(instance, leavingCalls.deleteAccount, { tags }),
      config: { access: access.role('parent') },
      handler: async (req) => {
        const account = req.account!;
        if (req.body.confirmPhone.replace(/\s+/g, '') !== account.phone)
          throw fieldError('confirmPhone', 'validation.leaving.confirmPhone');
        const erased = await attachments.erasing({ accountId: account.id }, req.log, () => repo.erase(account.id, account.phone));
        // Already erased by a request that crossed this one: its session is gone, as this caller's will be.
        if (!erased) throw new AppError('UNAUTHORIZED');
        return ok(req, {
          erasedAt: erased.erasedAt.toISOString(),
          familyMembers: erased.familyMembers,
          auditRowsKept: erased.auditRowsKept,
        });
      },
    });
  };
}
