import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminClinic, AdminDoctor, AdminDoctorsQuery, ClinicInput, DoctorInput } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { accountCapabilities, accounts, clinics, doctorClinics, doctors, sessions } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../http/errors.ts';

type ClinicRow = typeof clinics.$inferSelect;
type DoctorRow = typeof doctors.$inferSelect;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type Capability = (typeof accountCapabilities.$inferSelect)['capability'];

/** A doctor saved, and the sign-in account it gained or lost when its phone changed (null when it did not). */
export interface DoctorWrite {
  doctor: AdminDoctor;
  staffChange: { doctorId: string; linked: string | null; unlinked: string | null } | null;
}

/** The editor lacks `staff.manage` for a change of sign-in phone: 403 on the field (routes audit the refusal). */
export class StaffManageRefused extends AppError {
  constructor() {
    super('FORBIDDEN', 'admin.staffManageNeeded', [{ field: 'signInPhone', messageKey: 'admin.staffManageNeeded' }]);
  }
}

/** The phone already has an account: 409 on the field, the message saying whose. */
const phoneTaken = (messageKey: string) => new AppError('RECORD_EXISTS', messageKey, [{ field: 'signInPhone', messageKey }]);

function clinicOf(row: ClinicRow, doctorCount: number): AdminClinic {
  return {
    shopId: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    photos: row.photos,
    openingHours: row.openingHours,
    services: row.services,
    introduction: row.introduction,
    latitude: row.latitude,
    longitude: row.longitude,
    sortOrder: row.sortOrder,
    doctorCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const clinicValues = (input: ClinicInput) => ({
  name: input.name,
  address: input.address,
  phone: input.phone,
  photos: input.photos,
  openingHours: input.openingHours,
  services: input.services,
  introduction: input.introduction,
  latitude: input.latitude,
  longitude: input.longitude,
  sortOrder: input.sortOrder,
});

const doctorValues = (input: DoctorInput) => ({
  name: input.name,
  title: input.title,
  photo: input.photo,
  tags: input.tags,
  introduction: input.introduction,
  specialties: input.specialties,
  sortOrder: input.sortOrder,
});

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Clinics and doctors as editors manage them: both languages, and for doctors the sign-in phone that makes an
 * account a doctor. Each write is one transaction.
 */
export function adminClinicRepository(db: AppDb) {
  async function doctorCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ clinicId: doctorClinics.clinicId, n: count() })
      .from(doctorClinics)
      .where(inArray(doctorClinics.clinicId, ids))
      .groupBy(doctorClinics.clinicId);
    return new Map(rows.map((r) => [r.clinicId, r.n]));
  }

  async function doctorsOf(rows: DoctorRow[], executor: AppDb | Tx = db): Promise<AdminDoctor[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const links = await executor
      .select({ doctorId: doctorClinics.doctorId, shopId: clinics.id, name: clinics.name })
      .from(doctorClinics)
      .innerJoin(clinics, eq(clinics.id, doctorClinics.clinicId))
      .where(inArray(doctorClinics.doctorId, ids))
      .orderBy(asc(clinics.sortOrder), asc(clinics.createdAt));
    const accountIds = rows.map((r) => r.accountId).filter((id): id is string => Boolean(id));
    const phones = accountIds.length
      ? await executor.select({ id: accounts.id, phone: accounts.phone }).from(accounts).where(inArray(accounts.id, accountIds))
      : [];
    const phoneOf = new Map(phones.map((p) => [p.id, p.phone]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      photo: row.photo,
      tags: row.tags,
      introduction: row.introduction,
      specialties: row.specialties,
      clinics: links.filter((l) => l.doctorId === row.id).map((l) => ({ shopId: l.shopId, name: l.name })),
      signInPhone: row.accountId ? (phoneOf.get(row.accountId) ?? null) : null,
      sortOrder: row.sortOrder,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function checkClinics(tx: Tx, clinicIds: string[]): Promise<void> {
    const unique = [...new Set(clinicIds)];
    const found = await tx.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, unique));
    const known = new Set(found.map((r) => r.id));
    const index = clinicIds.findIndex((id) => !known.has(id));
    if (index >= 0) throw fieldError(`clinicIds.${index}`, 'admin.unknownClinic');
  }

  /**
   * The account a doctor signs in with. Only a phone with no account makes one (a new doctor account): an
   * existing account, whatever its role, never becomes this doctor's, so a parent's family and sessions never
   * turn into a doctor's (issue 30). The refusal is a 409 on the field, saying whose phone it is.
   */
  async function linkAccount(tx: Tx, phone: string, name: string): Promise<string> {
    const [existing] = await tx.select().from(accounts).where(eq(accounts.phone, phone));
    if (!existing) {
      const [created] = await tx.insert(accounts).values({ phone, name, role: 'doctor' }).returning({ id: accounts.id });
      return created!.id;
    }
    if (existing.role === 'admin') throw phoneTaken('admin.phoneIsEditor');
    if (existing.role === 'parent') throw phoneTaken('admin.phoneIsParent');
    const [other] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.accountId, existing.id));
    throw phoneTaken(other ? 'admin.phoneOtherDoctor' : 'admin.phoneHasAccount');
  }

  /** A phone no longer the doctor's: it loses doctor access at once (role back to parent, sessions ended). */
  async function unlinkAccount(tx: Tx, accountId: string): Promise<void> {
    await tx
      .update(accounts)
      .set({ role: 'parent' })
      .where(and(eq(accounts.id, accountId), eq(accounts.role, 'doctor')));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.accountId, accountId), sql`${sessions.revokedAt} is null`));
  }

  async function holds(tx: Tx, accountId: string, capability: Capability): Promise<boolean> {
    const [row] = await tx
      .select({ accountId: accountCapabilities.accountId })
      .from(accountCapabilities)
      .where(and(eq(accountCapabilities.accountId, accountId), eq(accountCapabilities.capability, capability)));
    return Boolean(row);
  }

  /**
   * Saves a doctor. Giving, changing or clearing the sign-in phone manages staff: the editor needs `staff.manage`
   * (a 403 naming the field otherwise, nothing written), and the change is returned for the audit trail.
   */
  async function writeDoctor(doctorId: string | null, input: DoctorInput, editorId: string): Promise<DoctorWrite> {
    return db.transaction(async (tx) => {
      await checkClinics(tx, input.clinicIds);
      let row: DoctorRow | undefined;
      if (doctorId) {
        [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
        if (!row) throw new AppError('NOT_FOUND');
      }
      const previousAccount = row?.accountId ?? null;
      const [previous] = previousAccount
        ? await tx.select({ phone: accounts.phone }).from(accounts).where(eq(accounts.id, previousAccount))
        : [];
      const phoneChanges = (input.signInPhone ?? null) !== (previous?.phone ?? null);
      if (phoneChanges && !(await holds(tx, editorId, 'staff.manage'))) throw new StaffManageRefused();
      const accountId = !phoneChanges
        ? previousAccount
        : input.signInPhone
          ? await linkAccount(tx, input.signInPhone, input.name['zh-CN'])
          : null;
      if (previousAccount && previousAccount !== accountId) {
        // Free the unique account link first, then take doctor access away from the old phone.
        await tx.update(doctors).set({ accountId: null }).where(eq(doctors.id, doctorId!));
        await unlinkAccount(tx, previousAccount);
      }
      const values = { ...doctorValues(input), accountId };
      const [saved] = doctorId
        ? await tx.update(doctors).set(values).where(eq(doctors.id, doctorId)).returning()
        : await tx.insert(doctors).values(values).returning();
      await tx.delete(doctorClinics).where(eq(doctorClinics.doctorId, saved!.id));
      await tx.insert(doctorClinics).values([...new Set(input.clinicIds)].map((clinicId) => ({ doctorId: saved!.id, clinicId })));
      const [result] = await doctorsOf([saved!], tx);
      const staffChange = phoneChanges ? { doctorId: saved!.id, linked: accountId, unlinked: previousAccount } : null;
      return { doctor: result!, staffChange };
    });
  }

  return {
    async listClinics(): Promise<AdminClinic[]> {
      const rows = await db
        .select()
        .from(clinics)
        .orderBy(asc(clinics.sortOrder), asc(sql`${clinics.name}->>'zh-CN'`));
      const counts = await doctorCounts(rows.map((r) => r.id));
      return rows.map((row) => clinicOf(row, counts.get(row.id) ?? 0));
    },
    async getClinic(shopId: string): Promise<AdminClinic | null> {
      const [row] = await db.select().from(clinics).where(eq(clinics.id, shopId));
      if (!row) return null;
      return clinicOf(row, (await doctorCounts([row.id])).get(row.id) ?? 0);
    },
    async createClinic(input: ClinicInput): Promise<AdminClinic> {
      const [row] = await db.insert(clinics).values(clinicValues(input)).returning();
      return clinicOf(row!, 0);
    },
    async updateClinic(shopId: string, input: ClinicInput): Promise<AdminClinic | null> {
      const [row] = await db.update(clinics).set(clinicValues(input)).where(eq(clinics.id, shopId)).returning();
      if (!row) return null;
      return clinicOf(row, (await doctorCounts([row.id])).get(row.id) ?? 0);
    },

    async listDoctors(query: AdminDoctorsQuery): Promise<AdminDoctor[]> {
      const where: SQL[] = [];
      if (query.clinicId) {
        where.push(
          inArray(
            doctors.id,
            db.select({ id: doctorClinics.doctorId }).from(doctorClinics).where(eq(doctorClinics.clinicId, query.clinicId)),
          ),
        );
      }
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(
          or(
            ilike(sql`${doctors.name}->>'zh-CN'`, pattern),
            ilike(sql`${doctors.name}->>'en-US'`, pattern),
            inArray(doctors.accountId, db.select({ id: accounts.id }).from(accounts).where(ilike(accounts.phone, pattern))),
          )!,
        );
      }
      const rows = await db
        .select()
        .from(doctors)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(doctors.sortOrder), asc(doctors.createdAt), asc(doctors.id));
      return doctorsOf(rows);
    },
    async getDoctor(id: string): Promise<AdminDoctor | null> {
      const [row] = await db.select().from(doctors).where(eq(doctors.id, id));
      return row ? ((await doctorsOf([row]))[0] ?? null) : null;
    },
    createDoctor: (input: DoctorInput, editorId: string) => writeDoctor(null, input, editorId),
    updateDoctor: (id: string, input: DoctorInput, editorId: string) => writeDoctor(id, input, editorId),
  };
}
