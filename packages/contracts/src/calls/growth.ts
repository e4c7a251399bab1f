import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { growthCurveSchema, growthReferenceLinesQuerySchema, growthReferenceLinesSchema } from '../growth-curve.ts';
import {
  doctorGrowthHomeSchema,
  gestationalAgeBodySchema,
  growthBaseInfoSchema,
  growthCheckSchema,
  growthDeleteBodySchema,
  growthEditBodySchema,
  growthIdParamsSchema,
  growthInitBodySchema,
  growthRecordParamsSchema,
  growthRecordSchema,
  growthRecordsPageSchema,
  growthRecordsQuerySchema,
  growthReferenceBodySchema,
  growthReferenceQuerySchema,
  growthSaveBodySchema,
} from '../growth.ts';
import { doctorGrowthRoutes, growthRoutes } from '../routes/growth.ts';

const params = growthIdParamsSchema;
const curve = { params, query: growthReferenceQuerySchema, response: growthCurveSchema };
const records = { params, query: growthRecordsQuerySchema, response: growthRecordsPageSchema };

export const growthCalls = defineCalls(growthRoutes, {
  referenceLines: {
    summary: 'The WHO and Fenton centile lines of one sex, static: ETag, precompressed, cacheable for good with v',
    query: growthReferenceLinesQuerySchema,
    response: growthReferenceLinesSchema,
  },
  init: {
    summary: "A family member's growth base info; creates the profile on first call",
    body: growthInitBodySchema,
    response: growthBaseInfoSchema,
  },
  curve: {
    summary: 'The child’s measurements and scores for the chart; ?reference=who|china (default: the child’s stored choice)',
    ...curve,
  },
  record: { summary: 'One growth record', params: growthRecordParamsSchema, response: growthRecordSchema },
  records: { summary: 'Growth records, newest first; ?reference=who|china (default: the child’s stored choice)', ...records },
  save: {
    summary: 'Add a record; 409 RECORD_EXISTS on a taken date unless replaceFlag',
    body: growthSaveBodySchema,
    response: growthRecordSchema,
  },
  check: {
    summary: "How a record's values score before saving (WHO flags to confirm); stores nothing",
    body: growthSaveBodySchema,
    response: growthCheckSchema,
  },
  edit: {
    summary: 'Change a record; 409 RECORD_EXISTS when moved onto a taken date unless replaceFlag',
    body: growthEditBodySchema,
    response: growthRecordSchema,
  },
  remove: { summary: 'Delete a record', body: growthDeleteBodySchema, response: z.null() },
  editGestationalAge: {
    summary: "Gestation at birth and the parents' heights",
    body: gestationalAgeBodySchema,
    response: growthBaseInfoSchema,
  },
});

export const doctorGrowthCalls = defineCalls(doctorGrowthRoutes, {
  home: { summary: 'Base info, latest record and patient file', params, response: doctorGrowthHomeSchema },
  curve: { summary: 'The child’s measurements and scores; ?reference=who|china', ...curve },
  records: { summary: 'Growth records, newest first; ?reference=who|china|cdc2000', ...records },
  setReference: {
    summary: "A doctor of the child's clinic stores the child's growth reference set (WHO, China or CDC 2000); audited",
    body: growthReferenceBodySchema,
    response: growthBaseInfoSchema,
  },
});
