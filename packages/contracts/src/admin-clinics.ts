import { z } from 'zod';
import { idSchema, phoneSchema } from './common.ts';
import { imageUrlSchema, localizedInput } from './content.ts';

/**
 * Editors manage the clinics and doctors of the group (BRIEF "Editor"): GET/POST/PUT under
 * /app-web2/admin/clinics and /app-web2/admin/doctors. Every text comes in both languages; the public clinic
 * pages (clinics.ts) read one language of the same rows.
 */

/** Text in both languages that may be left empty in both (an introduction not written yet). */
export const localizedOptionalInput = (max: number) =>
  z.strictObject({ 'zh-CN': z.string().trim().max(max), 'en-US': z.string().trim().max(max) });

/** A clinic's phone as callers dial it: digits with optional +, spaces, dashes and an extension. */
export const clinicPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,22}[0-9](?:[,;][0-9]{1,6})?$/, 'validation.clinicPhone');

export const CLINIC_LIMITS = { photos: 12, openingHours: 14, services: 30, tags: 10, clinicsPerDoctor: 20 } as const;

export const clinicInputSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: localizedInput(60),
      address: localizedInput(200),
      phone: clinicPhoneSchema,
      photos: z.array(imageUrlSchema).max(CLINIC_LIMITS.photos).default([]),
      /** One line per period, e.g. "周一至周五 09:00–18:00". */
      openingHours: z.array(localizedInput(80)).max(CLINIC_LIMITS.openingHours).default([]),
      services: z.array(localizedInput(60)).max(CLINIC_LIMITS.services).default([]),
      introduction: localizedOptionalInput(4000).default({ 'zh-CN': '', 'en-US': '' }),
      /** GCJ-02 degrees; both or neither. */
      latitude: z.number().min(-90).max(90).nullable().default(null),
      longitude: z.number().min(-180).max(180).nullable().default(null),
      sortOrder: z.number().int().min(0).max(10_000).default(0),
    })
    .superRefine((value, ctx) => {
      if ((value.latitude === null) !== (value.longitude === null)) {
        ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: 'validation.coordinatesPair' });
      }
    }))();
export type ClinicInput = z.infer<typeof clinicInputSchema>;

const localizedOut = z.object({ 'zh-CN': z.string(), 'en-US': z.string() });

export const adminClinicSchema = z.object({
  shopId: z.string(),
  name: localizedOut,
  address: localizedOut,
  phone: z.string(),
  photos: z.array(z.string()),
  openingHours: z.array(localizedOut),
  services: z.array(localizedOut),
  introduction: localizedOut,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sortOrder: z.number().int(),
  doctorCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminClinic = z.infer<typeof adminClinicSchema>;

export const doctorInputSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: localizedInput(40),
    title: localizedInput(60),
    photo: imageUrlSchema.nullable().default(null),
    tags: z.array(localizedInput(20)).max(CLINIC_LIMITS.tags).default([]),
    introduction: localizedOptionalInput(2000).default({ 'zh-CN': '', 'en-US': '' }),
    specialties: localizedOptionalInput(500).default({ 'zh-CN': '', 'en-US': '' }),
    /** The clinics the doctor works at: at least one. */
    clinicIds: z.array(idSchema).min(1).max(CLINIC_LIMITS.clinicsPerDoctor),
    /**
     * The mobile phone the doctor signs in with; it makes that account a doctor of these clinics. Null: a card
     * only (the doctor does not use the app). Clearing or changing it ends the old phone's doctor access.
     */
    signInPhone: phoneSchema.nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  }))();
export type DoctorInput = z.infer<typeof doctorInputSchema>;

export const adminDoctorSchema = z.object({
  id: z.string(),
  name: localizedOut,
  title: localizedOut,
  photo: z.string().nullable(),
  tags: z.array(localizedOut),
  introduction: localizedOut,
  specialties: localizedOut,
  clinics: z.array(z.object({ shopId: z.string(), name: localizedOut })),
  signInPhone: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type AdminDoctor = z.infer<typeof adminDoctorSchema>;

export const adminClinicParamsSchema = z.object({ shopId: idSchema });
export const adminDoctorParamsSchema = z.object({ id: idSchema });
export const adminDoctorsQuerySchema = z.object({
  clinicId: idSchema.optional(),
  /** Words in either language of the name, or a sign-in phone. */
  q: z.string().trim().max(50).optional(),
});
export type AdminDoctorsQuery = z.infer<typeof adminDoctorsQuerySchema>;

/**
 * What a staff account may do beyond its role (issue 30): `staff.manage` lets an editor manage staff (doctors'
 * sign-in phones, these permissions); `records.amendClinic` lets a doctor correct or withdraw colleagues' entries
 * at their clinic. Held by editors and doctors respectively.
 */
export const STAFF_CAPABILITIES = ['staff.manage', 'records.amendClinic'] as const;
export type StaffCapability = (typeof STAFF_CAPABILITIES)[number];
export const staffCapabilitySchema = z.enum(STAFF_CAPABILITIES);

export const staffMemberSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  role: z.enum(['doctor', 'admin']),
  /** The sign-in phone with its middle hidden (138****0001). */
  phone: z.string(),
  /** A doctor's clinics, both languages; none for an editor. */
  clinics: z.array(z.object({ shopId: z.string(), name: localizedOut })),
  capabilities: z.array(staffCapabilitySchema),
  grantable: z.array(staffCapabilitySchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  list: z.array(staffMemberSchema),
  /** Whether the caller holds `staff.manage`, and so may grant and revoke. */
  canManage: z.boolean(),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffParamsSchema = z.object({ accountId: idSchema });
export const capabilityChangeSchema = z.strictObject({ capability: staffCapabilitySchema, granted: z.boolean() });
export type CapabilityChange = z.infer<typeof capabilityChangeSchema>;
