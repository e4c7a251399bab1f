import { envelope, sanitizeInputSchema, sanitizeResultSchema, workspaceSummarySchema } from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/reply.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { workspaceRepository } from './repository.ts';

/** The editors' workspace home (role admin): counts of what waits, never a child's data. */
export function workspaceRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = workspaceRepository(deps.db);
    const config = { access: access.role('admin') };
    const tags = ['editor workspace'];

    app.get(
      '/workspace/summary',
      { config, schema: { tags, summary: 'What needs an editor’s attention: new leads, drafts, campaigns', response: { 200: envelope(workspaceSummarySchema) } } },
      async (req) => ok(req, await repo.summary()),
    );

    app.post(
      '/content/sanitize',
      {
        config,
        schema: {
          tags,
          summary: 'Rich text as it will be stored: the server’s sanitizer, for the editor’s preview',
          description: 'Stores nothing. The same allow-list the article, FAQ and legal saves apply.',
          body: sanitizeInputSchema,
          response: { 200: envelope(sanitizeResultSchema) },
        },
      },
      async (req) => ok(req, { html: { 'zh-CN': sanitizeRichText(req.body.html['zh-CN']), 'en-US': sanitizeRichText(req.body.html['en-US']) } }),
    );
  };
}
