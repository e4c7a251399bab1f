import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { doctorRoutes, type FamilySearchResult, type PatientRegistration, type RegisteredPatient } from '@sprout/contracts';
import { insertAuditEvent } from '../../auth/repository.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accounts, doctorClinics, doctors, familyMembers, memberConsents, patientFiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { maskPhone } from '../health-record/service.ts';
import { isUniqueViolation } from '../questions/db-errors.ts';

defineMessages({
  'validation.fileNumber': { 'zh-CN': '只能包含字母、数字和连字符，最多 30 位', 'en-US': 'letters, digits and hyphens only, at most 30' },
  'registration.notYourClinic': { 'zh-CN': '只能在您所在的诊所建档', 'en-US': 'You can only open a file at one of your clinics.' },
  'registration.alreadyPatient': {
    'zh-CN': '这个孩子在该诊所已有档案',
    'en-US': 'This child already has a file at this clinic.',
  },
  'registration.fileNumberTaken': {
    'zh-CN': '该诊所已有使用此档案号的患者',
    'en-US': 'Another patient of this clinic already has this file number.',
  },
});

/**
 * Where a registration came from, for its row on the audit trail: the desk's request (routes.ts), or the demo seed
 * and the tests, which open their files through this same code so the same checks and the same row apply.
 */
export interface RegistrationTrail {
  role: string;
  method: string;
  /** The route pattern, as every trail row stores it. */
  route: string;
  ip: string;
  /** The request path; the row's target is it with the new file's id. */
  path: string;
}

/** The trail of a registration made without a request (the demo seed, the tests): the desk's call, from `origin`. */
export const deskTrail = (origin: string): RegistrationTrail => ({
  role: 'doctor',
  method: doctorRoutes.registerPatient.method,
  route: doctorRoutes.registerPatient.path,
  ip: origin,
  path: doctorRoutes.registerPatient.path,
});

const conflict = (field: string, messageKey: string) => new AppError('RECORD_EXISTS', messageKey, [{ field, messageKey }]);

/**
 * Patient registration at a clinic (issue 30 item 5): finding a family by the guardian's phone and opening a
 * child's patient file. Scoped to the doctor's own clinics like the rest of the workspace.
 */
export function registrationRepository(db: AppDb | AppTx) {
  const myClinicIds = async (accountId: string, q: AppDb | AppTx = db) =>
    (
      await q
        .select({ clinicId: doctorClinics.clinicId })
        .from(doctorClinics)
        .innerJoin(doctors, eq(doctors.id, doctorClinics.doctorId))
        .where(eq(doctors.accountId, accountId))
    ).map((r) => r.clinicId);

  return {
    /** The family of the account with this phone (parents and doctors may have children; editors hold none). */
    async search(accountId: string, phone: string): Promise<FamilySearchResult> {
      const [guardian] = await db
        .select({ id: accounts.id, name: accounts.name, phone: accounts.phone })
        .from(accounts)
        .where(and(eq(accounts.phone, phone), inArray(accounts.role, ['parent', 'doctor'])));
      if (!guardian) return { found: false, guardian: null, members: [] };
      const members = await db
        .select({ id: familyMembers.id, name: familyMembers.name, sex: familyMembers.sex, birthDate: familyMembers.birthDate })
        .from(familyMembers)
        .where(and(eq(familyMembers.accountId, guardian.id), isNull(familyMembers.deletedAt)))
        .orderBy(asc(familyMembers.birthDate), asc(familyMembers.id));
      const clinicIds = await myClinicIds(accountId);
      const files =
        members.length && clinicIds.length
          ? await db
              .select({ id: patientFiles.id, memberId: patientFiles.familyMemberId })
              .from(patientFiles)
              .where(
                and(
                  inArray(
                    patientFiles.familyMemberId,
                    members.map((m) => m.id),
                  ),
                  inArray(patientFiles.clinicId, clinicIds),
                ),
              )
              .orderBy(asc(patientFiles.createdAt))
          : [];
      return {
        found: true,
        guardian: { phone: maskPhone(guardian.phone), name: guardian.name },
        members: members.map((m) => ({
          familyMemberId: m.id,
          name: m.name,
          sex: m.sex,
          birthDate: m.birthDate,
          patientId: files.find((f) => f.memberId === m.id)?.id ?? null,
        })),
      };
    },

    /**
     * Opens the file and writes its audit row in one transaction, after the checks that name the field at fault.
     * `fileId` fixes the new file's id: only the demo seed passes one (its files are named in links and tests).
     */
    async register(accountId: string, input: PatientRegistration, trail: RegistrationTrail, fileId?: string): Promise<RegisteredPatient> {
      try {
        return await db.transaction(async (tx) => {
          const clinicIds = await myClinicIds(accountId, tx);
          if (!clinicIds.includes(input.clinicId)) {
            throw new AppError('FORBIDDEN', 'registration.notYourClinic', [
              { field: 'clinicId', messageKey: 'registration.notYourClinic' },
            ]);
          }
          const [member] = await tx
            .select({ id: familyMembers.id })
            .from(familyMembers)
            .innerJoin(accounts, eq(accounts.id, familyMembers.accountId))
            .where(
              and(
                eq(familyMembers.id, input.familyMemberId),
                isNull(familyMembers.deletedAt),
                inArray(accounts.role, ['parent', 'doctor']),
              ),
            );
          if (!member) throw new AppError('NOT_FOUND');
          const same = await tx
            .select({ memberId: patientFiles.familyMemberId, fileNumber: patientFiles.fileNumber })
            .from(patientFiles)
            .where(
              and(
                eq(patientFiles.clinicId, input.clinicId),
                or(eq(patientFiles.familyMemberId, input.familyMemberId), eq(patientFiles.fileNumber, input.fileNumber)),
              ),
            );
          if (same.some((f) => f.memberId === input.familyMemberId)) throw conflict('familyMemberId', 'registration.alreadyPatient');
          if (same.some((f) => f.fileNumber === input.fileNumber)) throw conflict('fileNumber', 'registration.fileNumberTaken');
          const [file] = await tx
            .insert(patientFiles)
            .values({ ...input, ...(fileId ? { id: fileId } : {}) })
            .returning();
          await insertAuditEvent(tx, {
            accountId,
            role: trail.role,
            action: 'write',
            method: trail.method,
            route: trail.route,
            familyMemberId: input.familyMemberId,
            ip: trail.ip,
            status: 200,
            target: `${trail.path}/${file!.id}`,
          });
          const [consent] = await tx
            .select({ decision: memberConsents.decision, clinicIds: memberConsents.clinicIds })
            .from(memberConsents)
            .where(eq(memberConsents.familyMemberId, input.familyMemberId));
          const open = !consent || (consent.decision === 'granted' && consent.clinicIds.includes(input.clinicId));
          return {
            patientId: file!.id,
            familyMemberId: file!.familyMemberId,
            clinicId: file!.clinicId,
            fileNumber: file!.fileNumber,
            outpatientNumber: file!.outpatientNumber,
            access: open ? 'open' : 'awaitingGuardian',
          };
        });
      } catch (error) {
        // Two desks at once: the unique indexes decide, the later one is told as if it had looked first.
        if (isUniqueViolation(error)) throw conflict('fileNumber', 'registration.fileNumberTaken');
        throw error;
      }
    },
  };
}
