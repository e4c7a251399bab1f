import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isUuid, type ClinicDetail, type ClinicSummary, type DoctorCard, type Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { clinics, doctorClinics, doctors } from '../../db/schema/index.ts';
import { localize } from '../../http/localized.ts';

type ClinicRow = typeof clinics.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;

function summaryOf(row: ClinicRow, lang: Language): ClinicSummary {
  return {
    shopId: row.id,
    name: localize(row.name, lang),
    address: localize(row.address, lang),
    phone: row.phone,
    openingHours: row.openingHours.map((line) => localize(line, lang)),
    services: row.services.map((service) => localize(service, lang)),
    latitude: row.latitude,
    longitude: row.longitude,
    photo: row.photos[0] ?? null,
  };
}

export function clinicRepository(db: AppDb) {
  /** Doctor cards with their clinics, in the order of `rows`. */
  async function cardsOf(rows: DoctorRow[], lang: Language): Promise<DoctorCard[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({ doctorId: doctorClinics.doctorId, shopId: clinics.id, name: clinics.name })
      .from(doctorClinics)
      .innerJoin(clinics, eq(clinics.id, doctorClinics.clinicId))
      .where(
        inArray(
          doctorClinics.doctorId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(clinics.sortOrder), asc(clinics.createdAt));
    return rows.map((row) => ({
      id: row.id,
      name: localize(row.name, lang),
      title: localize(row.title, lang),
      photo: row.photo,
      tags: row.tags.map((tag) => localize(tag, lang)),
      introduction: localize(row.introduction, lang),
      specialties: localize(row.specialties, lang),
      clinics: links.filter((l) => l.doctorId === row.id).map((l) => ({ shopId: l.shopId, name: localize(l.name, lang) })),
    }));
  }

  async function doctorsOfClinic(clinicId: string, lang: Language): Promise<DoctorCard[]> {
    const rows = await db
      .select({ doctor: doctors })
      .from(doctorClinics)
      .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
      .where(eq(doctorClinics.clinicId, clinicId))
      .orderBy(asc(doctors.sortOrder), asc(doctors.createdAt), asc(doctors.id));
    return cardsOf(
      rows.map((r) => r.doctor),
      lang,
    );
  }

  return {
    async list(lang: Language): Promise<ClinicSummary[]> {
      const rows = await db
        .select()
        .from(clinics)
        .orderBy(asc(clinics.sortOrder), asc(sql`${clinics.name}->>'zh-CN'`));
      return rows.map((row) => summaryOf(row, lang));
    },

    /** The clinic page; null for an unknown or malformed id. */
    async get(shopId: string, lang: Language): Promise<ClinicDetail | null> {
      if (!isUuid(shopId)) return null;
      const [row] = await db.select().from(clinics).where(eq(clinics.id, shopId));
      if (!row) return null;
      const { photo: _first, ...summary } = summaryOf(row, lang);
      return {
        ...summary,
        photos: row.photos,
        introduction: localize(row.introduction, lang),
        doctors: await doctorsOfClinic(row.id, lang),
      };
    },

    doctorsOfClinic,

    /** Doctor cards by id, in the order asked; unknown ids are left out. */
    async doctorsByIds(ids: string[], lang: Language): Promise<DoctorCard[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(doctors).where(inArray(doctors.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = [...new Set(ids)].map((id) => byId.get(id)).filter((r): r is DoctorRow => Boolean(r));
      return cardsOf(ordered, lang);
    },
  };
}
