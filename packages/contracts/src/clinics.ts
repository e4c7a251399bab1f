import { z } from 'zod';
import { langQueryField, textSchema } from './common.ts';

/**
 * Clinic pages (spec §2, §7 "Other"; BRIEF "Clinic"). Every text arrives in the request's language.
 * Public: anyone may read them, signed in or not.
 */

/** A doctor's card, as the clinic page and the activity pages' doctor lists show it. */
export const doctorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  /** An image URL, or null: the client draws an initial instead. */
  photo: z.string().nullable(),
  tags: z.array(z.string()),
  introduction: z.string(),
  specialties: z.string(),
  /** The clinics the doctor works at. */
  clinics: z.array(z.object({ shopId: z.string(), name: z.string() })),
});
export type DoctorCard = z.infer<typeof doctorCardSchema>;

export const clinicDetailSchema = z.object({
  shopId: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** One line per period, e.g. "周一至周五 09:00–18:00". */
  openingHours: z.array(z.string()),
  photos: z.array(z.string()),
  services: z.array(z.string()),
  introduction: z.string(),
  /** GCJ-02 degrees (the datum of Chinese map services); null when the clinic has no map position. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  doctors: z.array(doctorCardSchema),
});
export type ClinicDetail = z.infer<typeof clinicDetailSchema>;

export const clinicSummarySchema = /* @__PURE__ */ (() =>
  clinicDetailSchema
    .pick({
      shopId: true,
      name: true,
      address: true,
      phone: true,
      openingHours: true,
      services: true,
      latitude: true,
      longitude: true,
    })
    .extend({ photo: z.string().nullable() }))();
export type ClinicSummary = z.infer<typeof clinicSummarySchema>;

/** Any string: a malformed id is simply a clinic that does not exist (404), like an unknown one. */
export const clinicParamsSchema = z.object({ shopId: textSchema({ max: 100 }) });

export const MAX_DOCTOR_IDS = 50;
/** GET /doctors: by `ids` (comma-separated, in that order) or by `clinicId`; one of the two is required. */
export const doctorsQuerySchema = /* @__PURE__ */ (() =>
  z.object({
    ids: z
      .string()
      .max(MAX_DOCTOR_IDS * 37)
      .optional()
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
          : undefined,
      )
      .pipe(z.array(z.uuid()).max(MAX_DOCTOR_IDS).optional()),
    clinicId: z.uuid().optional(),
    ...langQueryField,
  }))();
export type DoctorsQuery = z.infer<typeof doctorsQuerySchema>;

/** The customer-service chat widget and phone, from server configuration. */
export const customerServiceInfoSchema = z.object({
  /** The chat vendor's company id; empty when no widget is configured. */
  companyId: z.string(),
  /** Where the chat opens; empty when no widget is configured (the client then offers the phone). */
  entranceLink: z.string(),
  phone: z.string(),
});
export type CustomerServiceInfo = z.infer<typeof customerServiceInfoSchema>;
