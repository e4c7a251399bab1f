import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { adviceRepository } from '../advice/repository.ts';
import {
  accounts,
  clinics,
  doctorClinics,
  doctors,
  eyeExams,
  eyeProfiles,
  familyMembers,
  growthProfiles,
  memberConsents,
  growthRecords,
  patientFiles,
  visits,
} from '../../db/schema/index.ts';

export interface PatientRow {
  patientId: string;
  familyMemberId: string;
  name: string;
  sex: 'male' | 'female';
  birthDate: string;
  clinicId: string;
  clinicName: string;
  fileNumber: string;
  outpatientNumber: string;
  lastVisitDate: string | null;
  guardianPhone: string;
}

/** Four digits alone are read as the end of a guardian's phone (as well as a name or file number part). */
const PHONE_TAIL = /^\d{4}$/;

/** LIKE wildcards in what a doctor types are literal characters. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of the doctor workspace. Every query is scoped by the doctor's account through doctor_clinics. */
export function doctorRepository(db: AppDb) {
  const myClinicIds = (accountId: string) =>
    db
      .select({ clinicId: doctorClinics.clinicId })
      .from(doctorClinics)
      .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
      .where(eq(doctors.accountId, accountId));

  return {
    async doctorName(accountId: string, lang: Language): Promise<string | null> {
      const [row] = await db
        .select({ name: doctors.name, accountName: accounts.name })
        .from(accounts)
        .leftJoin(doctors, eq(doctors.accountId, accounts.id))
        .where(eq(accounts.id, accountId));
      if (!row) return null;
      return row.name?.[lang] ?? row.accountName;
    },

    /** The doctor's clinics with how many patient files each holds (deleted members not counted). */
    async clinics(accountId: string, lang: Language) {
      const rows = await db
        .select({
          clinicId: clinics.id,
          name: clinics.name,
          sortOrder: clinics.sortOrder,
          patientCount: sql<number>`count(${familyMembers.id})::int`,
        })
        .from(clinics)
        .leftJoin(patientFiles, eq(patientFiles.clinicId, clinics.id))
        .leftJoin(familyMembers, and(eq(familyMembers.id, patientFiles.familyMemberId), isNull(familyMembers.deletedAt)))
        .where(inArray(clinics.id, myClinicIds(accountId)))
        .groupBy(clinics.id)
        .orderBy(asc(clinics.sortOrder), asc(clinics.id));
      return rows.map((r) => ({ clinicId: r.clinicId, name: r.name[lang], patientCount: Number(r.patientCount) }));
    },

    /**
     * Patient files at the doctor's clinics matching the keyword (name, file numbers, phone tail). A file is left out
     * once the guardian's consent (issue 18) is refused, withdrawn or does not name its clinic, as opening it would be
     * refused: the list would otherwise still show the child's name, age and guardian's phone.
     */
    async patients(
      accountId: string,
      lang: Language,
      filter: { keyword?: string | undefined; clinicId?: string | undefined; patientId?: string },
    ): Promise<PatientRow[]> {
      const conditions: SQL[] = [
        inArray(patientFiles.clinicId, myClinicIds(accountId)),
        isNull(familyMembers.deletedAt),
        sql`not exists (select 1 from ${memberConsents} mc where mc.family_member_id = ${familyMembers.id}
          and (mc.decision <> 'granted' or not (${patientFiles.clinicId} = any(mc.clinic_ids))))`,
      ];
      if (filter.clinicId) conditions.push(eq(patientFiles.clinicId, filter.clinicId));
      if (filter.patientId) conditions.push(eq(patientFiles.id, filter.patientId));
      const keyword = filter.keyword?.trim();
      if (keyword) {
        const like = `%${escapeLike(keyword)}%`;
        const matches = [ilike(familyMembers.name, like), ilike(patientFiles.fileNumber, like), ilike(patientFiles.outpatientNumber, like)];
        if (PHONE_TAIL.test(keyword)) matches.push(sql`right(${accounts.phone}, 4) = ${keyword}`);
        conditions.push(or(...matches)!);
      }
      const rows = await db
        .select({
          patientId: patientFiles.id,
          familyMemberId: familyMembers.id,
          name: familyMembers.name,
          sex: familyMembers.sex,
          birthDate: familyMembers.birthDate,
          clinicId: patientFiles.clinicId,
          clinicName: clinics.name,
          fileNumber: patientFiles.fileNumber,
          outpatientNumber: patientFiles.outpatientNumber,
          lastVisitDate: sql<
            string | null
          >`(select max(${visits.visitDate})::text from ${visits} where ${visits.familyMemberId} = ${familyMembers.id})`,
          guardianPhone: accounts.phone,
        })
        .from(patientFiles)
        .innerJoin(familyMembers, eq(familyMembers.id, patientFiles.familyMemberId))
        .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
        .innerJoin(clinics, eq(clinics.id, patientFiles.clinicId))
        .where(and(...conditions))
        .orderBy(asc(patientFiles.id));
      return rows.map((r) => ({ ...r, clinicName: r.clinicName[lang] }));
    },

    /** Growth profiles and every record of the given members, oldest first. */
    async growth(memberIds: readonly string[]) {
      if (memberIds.length === 0) return { profiles: [], records: [] };
      const profiles = await db
        .select()
        .from(growthProfiles)
        .where(inArray(growthProfiles.familyMemberId, [...memberIds]));
      const records =
        profiles.length === 0
          ? []
          : await db
              .select()
              .from(growthRecords)
              .where(
                inArray(
                  growthRecords.growthId,
                  profiles.map((p) => p.id),
                ),
              )
              .orderBy(asc(growthRecords.recordDate));
      return { profiles, records };
    },

    /** Eye profiles and every exam of the given members, oldest first (the order the eye module's rates expect). */
    async eye(memberIds: readonly string[]) {
      if (memberIds.length === 0) return { profiles: [], exams: [] };
      const profiles = await db
        .select()
        .from(eyeProfiles)
        .where(inArray(eyeProfiles.familyMemberId, [...memberIds]));
      const exams =
        profiles.length === 0
          ? []
          : await db
              .select()
              .from(eyeExams)
              .where(
                inArray(
                  eyeExams.eyeId,
                  profiles.map((p) => p.id),
                ),
              )
              .orderBy(asc(eyeExams.examDate), asc(eyeExams.createdAt), asc(eyeExams.id));
      return { profiles, exams };
    },

    async lastVisits(memberId: string, lang: Language, limit: number) {
      const rows = await db
        .select({
          visitId: visits.id,
          visitDate: visits.visitDate,
          department: visits.department,
          diagnosis: visits.diagnosis,
          doctorName: doctors.name,
        })
        .from(visits)
        .leftJoin(doctors, eq(doctors.id, visits.doctorId))
        .where(eq(visits.familyMemberId, memberId))
        .orderBy(desc(visits.visitDate), desc(visits.createdAt))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        department: r.department[lang],
        diagnosis: r.diagnosis[lang],
        doctorName: r.doctorName?.[lang] ?? null,
      }));
    },

    advices: (memberId: string, lang: Language, limit: number) => adviceRepository(db).doctorAdvices(memberId, lang, limit),
  };
}
