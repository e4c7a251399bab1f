import { and, eq, isNull } from 'drizzle-orm';
import type { Language, PatientDetails } from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { clinics, familyMembers, patientFiles } from '../../db/schema/index.ts';

/** A clinic patient file with its member and clinic name, in the request's language; null when unknown. */
export async function findPatient(db: AppDb, patientId: string, lang: Language): Promise<PatientDetails | null> {
  const [row] = await db
    .select({ file: patientFiles, member: familyMembers, clinicName: clinics.name })
    .from(patientFiles)
    .innerJoin(familyMembers, eq(familyMembers.id, patientFiles.familyMemberId))
    .innerJoin(clinics, eq(clinics.id, patientFiles.clinicId))
    .where(and(eq(patientFiles.id, patientId), isNull(familyMembers.deletedAt)));
  if (!row) return null;
  return {
    patientId: row.file.id,
    familyMemberId: row.member.id,
    name: row.member.name,
    sex: row.member.sex,
    birthDate: row.member.birthDate,
    clinicId: row.file.clinicId,
    clinicName: row.clinicName[lang],
    fileNumber: row.file.fileNumber,
    outpatientNumber: row.file.outpatientNumber,
  };
}
