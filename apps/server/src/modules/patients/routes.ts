import { envelope, patientDetailsSchema, patientParamsSchema, type Language, type PatientDetails } from '@sprout/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, memberFromPatientParam } from '../../auth/policy.ts';
import type { AppDb } from '../../db/client.ts';
import { clinics, familyMembers, patientFiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { ok } from '../../http/reply.ts';

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

/** GET /app-aggregation-service/app/patients/{patientId} (spec §7). */
export function patientRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/app/patients/:patientId',
      {
        config: { access: access.member('read', memberFromPatientParam('patientId')) },
        schema: {
          tags: ['patients'],
          summary: 'Patient details of a clinic patient file',
          params: patientParamsSchema,
          response: { 200: envelope(patientDetailsSchema) },
        },
      },
      async (req) => {
        const patient = await findPatient(deps.db, req.params.patientId, requestLanguage(req));
        if (!patient) throw new AppError('NOT_FOUND');
        return ok(req, patient);
      },
    );
  };
}
