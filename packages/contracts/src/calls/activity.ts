import { z } from 'zod';
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
} from '../activity-pages-api.ts';
import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import { activityRoutes } from '../routes/activity.ts';

const params = activityPageParamsSchema;
const response = activityPageDraftSchema;

export const activityCalls = defineCalls(activityRoutes, {
  running: {
    summary: 'The campaigns running now (published, within their window)',
    description: 'Anyone. `language` keeps the pages written in that language. Newest start first; pages without a start after them.',
    query: activityPageRunningQuerySchema,
    response: z.array(activityPageRunningSchema),
  },
  page: {
    summary: 'A published activity page, by id or slug',
    description:
      "Anyone: the published version; 404 when the page is unknown or not published. Outside the page's window (`startsAt`, `endsAt`) `availability` is `notStarted` or `ended` and `description` is null. `?draft=1`: the latest version, published or not, with its description whatever the window — editors only (401 without a token, 403 for other roles).",
    params: activityPagePublicParamsSchema,
    query: activityPagePublicQuerySchema,
    response: activityPagePublicSchema,
  },
  list: {
    summary: 'Every activity page, latest change first (editors)',
    query: activityPageListQuerySchema,
    response: pageOf(activityPageSummarySchema),
  },
  create: {
    summary: 'Create an activity page (version 1, not published)',
    description: 'The body is the page description (schemaVersion 1). `?slug=` gives the page a readable name for links; 409 when taken.',
    query: activityPageCreateQuerySchema,
    body: activityPageBodySchema,
    response,
  },
  draft: { summary: 'An activity page with its latest version (editors)', params, response },
  update: {
    summary: 'Save a new version of an activity page',
    description: 'The body is the whole page description. The published version does not change until the page is published again.',
    params,
    body: activityPageBodySchema,
    response,
  },
  publish: { summary: 'Publish a version (the latest when none is given)', params, body: activityPagePublishSchema, response },
  unpublish: { summary: 'Take a page off the public site', params, response },
  setWindow: {
    summary: 'Set when the campaign runs',
    description:
      '`startsAt` (inclusive) and `endsAt` (exclusive), ISO date-times with an offset, each null for open-ended. Outside the window the public sees that the campaign has not started or has ended. 400 naming `endsAt` when it is not after `startsAt`.',
    params,
    body: activityPageWindowSchema,
    response,
  },
  versions: {
    summary: 'The versions of a page, newest first',
    params,
    query: activityPageListQuerySchema,
    response: pageOf(activityPageVersionSchema),
  },
});
