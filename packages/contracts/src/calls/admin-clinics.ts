import { z } from 'zod';
import {
  adminClinicParamsSchema,
  adminClinicSchema,
  adminDoctorParamsSchema,
  adminDoctorSchema,
  adminDoctorsQuerySchema,
  capabilityChangeSchema,
  clinicInputSchema,
  doctorInputSchema,
  staffListSchema,
  staffMemberSchema,
  staffParamsSchema,
} from '../admin-clinics.ts';
import { defineCalls } from '../call-schemas.ts';
import { adminClinicsRoutes } from '../routes/admin-clinics.ts';

export const adminClinicsCalls = defineCalls(adminClinicsRoutes, {
  clinics: { summary: 'Every clinic, both languages', response: z.array(adminClinicSchema) },
  clinic: { summary: 'One clinic, both languages', params: adminClinicParamsSchema, response: adminClinicSchema },
  createClinic: { summary: 'Add a clinic', body: clinicInputSchema, response: adminClinicSchema },
  updateClinic: {
    summary: 'Change a clinic (every field, as on creation)',
    params: adminClinicParamsSchema,
    body: clinicInputSchema,
    response: adminClinicSchema,
  },
  doctors: {
    summary: 'Doctors with their clinics and sign-in phones',
    query: adminDoctorsQuerySchema,
    response: z.array(adminDoctorSchema),
  },
  doctor: { summary: 'One doctor, both languages', params: adminDoctorParamsSchema, response: adminDoctorSchema },
  createDoctor: {
    summary: 'Add a doctor',
    description:
      'With `signInPhone`, that phone signs in as this doctor from then on (a new account, or a parent account made a doctor). An editor’s phone or another doctor’s is refused on the field.',
    body: doctorInputSchema,
    response: adminDoctorSchema,
  },
  updateDoctor: {
    summary: 'Change a doctor (every field, as on creation)',
    description:
      'Clearing or changing `signInPhone` ends the old phone’s doctor access at once: its role returns to parent and its sessions end.',
    params: adminDoctorParamsSchema,
    body: doctorInputSchema,
    response: adminDoctorSchema,
  },
  staff: {
    summary: 'Staff accounts (doctors and editors) with the permissions they hold beyond their role',
    response: staffListSchema,
  },
  setCapability: {
    summary: 'Grant or revoke a staff permission',
    description:
      'Only an editor holding `staff.manage` may; every grant, revoke and refusal is in the audit trail. `staff.manage` goes to editors, `records.amendClinic` to doctors. The last holder of `staff.manage` cannot lose it. Granting what is held, or revoking what is not, changes nothing.',
    params: staffParamsSchema,
    body: capabilityChangeSchema,
    response: staffMemberSchema,
  },
});
