import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import { trustRoutes } from '../routes/trust.ts';
import {
  accessLogEntrySchema,
  accessLogQuerySchema,
  fhirBundleSchema,
  recordExportQuerySchema,
  recordExportSchema,
  shareCreatedSchema,
  shareIdParamsSchema,
  shareInputSchema,
  shareSchema,
  sharedViewBodySchema,
  sharedViewSchema,
  trustMemberParamsSchema,
} from '../trust.ts';

const params = trustMemberParamsSchema;

export const trustCalls = defineCalls(trustRoutes, {
  accessLog: {
    summary: 'Who read or wrote the child’s data, other than the family: newest first, paged (the child’s parent only)',
    params,
    query: accessLogQuerySchema,
    response: pageOf(accessLogEntrySchema),
  },
  createShare: {
    summary: 'A read-only link to chosen sections of the child’s record, valid for 1 to 720 hours (the parent only)',
    description: 'The link carries a random token kept only as its SHA-256 hash. With an Idempotency-Key, a retry answers the same link.',
    params,
    body: shareInputSchema,
    response: shareCreatedSchema,
  },
  shares: { summary: 'The child’s share links, newest first (the parent only)', params, response: z.array(shareSchema) },
  revokeShare: { summary: 'Revoke a share link at once (its parent only)', params: shareIdParamsSchema, response: z.null() },
  sharedView: {
    summary: 'What a share link shows, without signing in; expired or revoked links answer their status only',
    description: 'An unknown token answers 404. Every open is written to the child’s access log.',
    body: sharedViewBodySchema,
    response: sharedViewSchema,
  },
  fhir: {
    summary: 'The child’s growth and eye measurements as a FHIR R4 Bundle (collection): Patient and Observations (the parent only)',
    description: 'Codes and units: docs/fhir-export.md.',
    params,
    response: fhirBundleSchema,
  },
  recordExport: {
    summary: 'A printable HTML page of the child’s record (the parent only)',
    params,
    query: recordExportQuerySchema,
    response: recordExportSchema,
  },
});
