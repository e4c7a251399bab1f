import type { PatientRegistration, RegisteredPatient } from '@sprout/contracts';
import type { AppDb } from '../db/client.ts';
import { deskTrail, registrationRepository } from '../modules/doctor/registration-repository.ts';

/**
 * Opens a patient file for a test the way a clinic's desk does (issue 30): through the registration code the API
 * and the demo seed use, so the same checks apply (the doctor's own clinic, one file per child, a free file number)
 * and the same audit row is written. `doctorAccountId` is a doctor of `input.clinicId`.
 */
export async function registerTestPatient(db: AppDb, doctorAccountId: string, input: PatientRegistration): Promise<RegisteredPatient> {
  return registrationRepository(db).register(doctorAccountId, input, deskTrail('test'));
}
