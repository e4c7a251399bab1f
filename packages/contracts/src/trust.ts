import { z } from 'zod';
import { idSchema, langQueryField, sexSchema } from './common.ts';
import { pageQuerySchema } from './envelope.ts';
import { eyeCurveSchema, eyeSummarySchema } from './eye.ts';
import { growthIndicatorSchema, growthRecordSchema } from './growth.ts';
import { checkupReportSchema, testReportSchema, visitSchema } from './health-record.ts';
import { ACCESS_ACTOR_ROLES, ACCESS_SUBJECTS, SHARE_MAX_HOURS, SHARE_MIN_HOURS, SHARE_SECTIONS, SHARE_STATUSES } from './trust-rules.ts';

export const trustMemberParamsSchema = z.object({ familyMemberId: idSchema });
export const shareIdParamsSchema = z.object({ shareId: idSchema });
export const accessLogQuerySchema = /* @__PURE__ */ (() => pageQuerySchema.extend({ ...langQueryField }))();

/** One read or write of the child's data by someone other than the family (or a refused attempt). */
export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  actorRole: z.enum(ACCESS_ACTOR_ROLES),
  /** The doctor's name; null for an editor, another parent (never named to this family) and a share link. */
  actorName: z.string().nullable(),
  /** The doctor's title (e.g. attending physician). */
  actorTitle: z.string().nullable(),
  /** The doctor's clinic that holds the child's file. */
  clinicName: z.string().nullable(),
  action: z.enum(['read', 'write']),
  subject: z.enum(ACCESS_SUBJECTS),
  /** The attempt was refused (the child was out of the caller's reach): nothing was shown or changed. */
  refused: z.boolean(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

export const shareInputSchema = z.strictObject({
  hours: z.number().int().min(SHARE_MIN_HOURS).max(SHARE_MAX_HOURS),
  sections: z
    .array(z.enum(SHARE_SECTIONS))
    .min(1)
    .max(SHARE_SECTIONS.length)
    .refine((list) => new Set(list).size === list.length, { message: 'validation.duplicate' }),
});
export type ShareInput = z.infer<typeof shareInputSchema>;

export const shareCreatedSchema = z.object({ shareId: z.string(), url: z.string(), expiresAt: z.string() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** A share as its parent lists it: the link itself is not kept (only its hash), so it is shown once, when made. */
export const shareSchema = z.object({
  shareId: z.string(),
  sections: z.array(z.enum(SHARE_SECTIONS)),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
  /** How many times the link was opened. */
  opens: z.number().int(),
});
export type Share = z.infer<typeof shareSchema>;

/** The token of a share link, sent in the body (never in a path or query, which logs keep). */
export const sharedViewBodySchema = z.strictObject({ token: z.string().min(16).max(128) });

const sharedGrowthChartSchema = z.object({
  indicator: growthIndicatorSchema,
  unit: z.string(),
  reference: z.string(),
  /** Reference centile lines over the child's span, [ageMonths, value] pairs. */
  lines: z.array(z.object({ centile: z.number(), points: z.array(z.tuple([z.number(), z.number()])) })),
  points: z.array(z.object({ recordDate: z.string(), ageMonths: z.number(), value: z.number(), centile: z.number().nullable() })),
});

export const sharedViewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['expired', 'revoked']), expiresAt: z.string() }),
  z.object({
    status: z.literal('active'),
    expiresAt: z.string(),
    sections: z.array(z.enum(SHARE_SECTIONS)),
    member: z.object({ name: z.string(), sex: sexSchema, birthDate: z.string() }),
    /**
     * A baby born preterm (issue 31): the gestation at birth in days, and, while correction applies, the corrected
     * age in days on `asOf` that the growth chart and scores use; null for a child born at term or without a growth
     * profile.
     */
    preterm: z.object({ gestationalAge: z.number().int(), correctedAgeDays: z.number().int().nullable(), asOf: z.string() }).nullable(),
    growth: z.object({ latest: growthRecordSchema.nullable(), charts: z.array(sharedGrowthChartSchema) }).nullable(),
    eye: z
      .object({ curve: eyeCurveSchema, latest: z.object({ right: eyeSummarySchema.nullable(), left: eyeSummarySchema.nullable() }) })
      .nullable(),
    record: z
      .object({ visits: z.array(visitSchema), testReports: z.array(testReportSchema), checkupReports: z.array(checkupReportSchema) })
      .nullable(),
  }),
]);
export type SharedView = z.infer<typeof sharedViewSchema>;

/**
 * A FHIR R4 Bundle (type collection). Only its frame is checked here; the tests validate the whole against the
 * official FHIR R4 JSON schema (docs/fhir-export.md).
 */
export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: z.string(),
  entry: z.array(z.looseObject({ fullUrl: z.string(), resource: z.looseObject({ resourceType: z.string() }) })),
});
export type FhirBundleFrame = z.infer<typeof fhirBundleSchema>;

/** The readable export: a printable HTML page of the record (print CSS, no script). */
export const recordExportSchema = z.object({ fileName: z.string(), html: z.string() });
export const recordExportQuerySchema = z.object({ ...langQueryField });
