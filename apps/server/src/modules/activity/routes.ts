import { envelope, pageOf } from '@sprout/contracts';
import {
  activityPageBodySchema,
  activityPageCreateQuerySchema,
  activityPageDraftSchema,
  activityPageListQuerySchema,
  activityPageParamsSchema,
  activityPagePublicParamsSchema,
  activityPagePublicQuerySchema,
  activityPagePublicSchema,
  activityPagePublishSchema,
  activityPageRunningQuerySchema,
  activityPageRunningSchema,
  activityPageSummarySchema,
  activityPageVersionSchema,
  activityPageWindowSchema,
} from '@sprout/contracts/activity';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import './messages.ts';
import { activityService } from './service.ts';

/** `?draft=1` (or true): the latest version, for editors previewing before they publish. */
export const DRAFT_VALUES = ['1', 'true'] as const;

/**
 * Activity pages (BRIEF "Activity pages"). Editors (role admin) create, update (a new version each time),
 * publish, unpublish and list them; anyone reads a published page. The description is validated whole on
 * save (400 VALIDATION naming the path of the bad node).
 */
export function activityRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = activityService(deps.db);
    const tags = ['activity pages'];
    const editor = access.role('admin');
    const admin = '/admin/activity_pages';
    const draftResponse = { 200: envelope(activityPageDraftSchema) };

    app.get(
      '/activity_pages',
      {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'The campaigns running now (published, within their window)',
          description: 'Anyone. `language` keeps the pages written in that language. Newest start first; pages without a start after them.',
          security: [],
          querystring: activityPageRunningQuerySchema,
          response: { 200: envelope(z.array(activityPageRunningSchema)) },
        },
      },
      async (req) => ok(req, await service.repo.running(new Date(), req.query.language)),
    );

    app.get(
      '/activity_pages/:idOrSlug',
      {
        config: { access: access.publicUnlessQuery('draft', DRAFT_VALUES, 'admin') },
        schema: {
          tags,
          summary: 'A published activity page, by id or slug',
          description:
            'Anyone: the published version; 404 when the page is unknown or not published. Outside the page\'s window (`startsAt`, `endsAt`) `availability` is `notStarted` or `ended` and `description` is null. `?draft=1`: the latest version, published or not, with its description whatever the window — editors only (401 without a token, 403 for other roles).',
          security: [],
          params: activityPagePublicParamsSchema,
          querystring: activityPagePublicQuerySchema,
          response: { 200: envelope(activityPagePublicSchema) },
        },
      },
      async (req) => {
        const draft = (DRAFT_VALUES as readonly string[]).includes(req.query.draft ?? '');
        const page = await service.repo.readable(req.params.idOrSlug, draft, new Date());
        if (!page) throw new AppError('NOT_FOUND');
        return ok(req, page);
      },
    );

    app.get(
      admin,
      {
        config: { access: editor },
        schema: { tags, summary: 'Every activity page, latest change first (editors)', querystring: activityPageListQuerySchema, response: { 200: envelope(pageOf(activityPageSummarySchema)) } },
      },
      async (req) => ok(req, await service.repo.list(req.query)),
    );

    app.post(
      admin,
      {
        config: { access: editor },
        schema: {
          tags,
          summary: 'Create an activity page (version 1, not published)',
          description: 'The body is the page description (schemaVersion 1). `?slug=` gives the page a readable name for links; 409 when taken.',
          querystring: activityPageCreateQuerySchema,
          body: activityPageBodySchema,
          response: draftResponse,
        },
      },
      async (req) => ok(req, await service.create(req.query.slug, req.body, req.account!.id)),
    );

    app.get(
      `${admin}/:pageId`,
      {
        config: { access: editor },
        schema: { tags, summary: 'An activity page with its latest version (editors)', params: activityPageParamsSchema, response: draftResponse },
      },
      async (req) => ok(req, await service.draftOrNotFound(req.params.pageId)),
    );

    app.put(
      `${admin}/:pageId`,
      {
        config: { access: editor },
        schema: {
          tags,
          summary: 'Save a new version of an activity page',
          description: 'The body is the whole page description. The published version does not change until the page is published again.',
          params: activityPageParamsSchema,
          body: activityPageBodySchema,
          response: draftResponse,
        },
      },
      async (req) => ok(req, await service.update(req.params.pageId, req.body, req.account!.id)),
    );

    app.post(
      `${admin}/:pageId/publish`,
      {
        config: { access: editor },
        schema: {
          tags,
          summary: 'Publish a version (the latest when none is given)',
          params: activityPageParamsSchema,
          body: activityPagePublishSchema,
          response: draftResponse,
        },
      },
      async (req) => ok(req, await service.publish(req.params.pageId, req.body?.version)),
    );

    app.post(
      `${admin}/:pageId/unpublish`,
      {
        config: { access: editor },
        schema: { tags, summary: 'Take a page off the public site', params: activityPageParamsSchema, response: draftResponse },
      },
      async (req) => ok(req, await service.unpublish(req.params.pageId)),
    );

    app.put(
      `${admin}/:pageId/window`,
      {
        config: { access: editor },
        schema: {
          tags,
          summary: 'Set when the campaign runs',
          description:
            '`startsAt` (inclusive) and `endsAt` (exclusive), ISO date-times with an offset, each null for open-ended. Outside the window the public sees that the campaign has not started or has ended. 400 naming `endsAt` when it is not after `startsAt`.',
          params: activityPageParamsSchema,
          body: activityPageWindowSchema,
          response: draftResponse,
        },
      },
      async (req) => ok(req, await service.setWindow(req.params.pageId, req.body)),
    );

    app.get(
      `${admin}/:pageId/versions`,
      {
        config: { access: editor },
        schema: {
          tags,
          summary: 'The versions of a page, newest first',
          params: activityPageParamsSchema,
          querystring: activityPageListQuerySchema,
          response: { 200: envelope(pageOf(activityPageVersionSchema)) },
        },
      },
      async (req) => {
        const versions = await service.repo.versions(req.params.pageId, req.query);
        if (!versions) throw new AppError('NOT_FOUND');
        return ok(req, versions);
      },
    );
  };
}
