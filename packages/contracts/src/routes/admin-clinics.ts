import { API_PREFIX } from '../paths.ts';

const admin = `${API_PREFIX.app}/admin`;

/** Clinics and doctors for editors (schemas: calls/admin-clinics.ts). */
export const adminClinicsRoutes = {
  clinics: { id: 'adminClinics.clinics', method: 'GET', path: `${admin}/clinics` },
  clinic: { id: 'adminClinics.clinic', method: 'GET', path: `${admin}/clinics/:shopId` },
  createClinic: { id: 'adminClinics.createClinic', method: 'POST', path: `${admin}/clinics` },
  updateClinic: { id: 'adminClinics.updateClinic', method: 'PUT', path: `${admin}/clinics/:shopId` },
  doctors: { id: 'adminClinics.doctors', method: 'GET', path: `${admin}/doctors` },
  doctor: { id: 'adminClinics.doctor', method: 'GET', path: `${admin}/doctors/:id` },
  createDoctor: { id: 'adminClinics.createDoctor', method: 'POST', path: `${admin}/doctors` },
  updateDoctor: { id: 'adminClinics.updateDoctor', method: 'PUT', path: `${admin}/doctors/:id` },
  staff: { id: 'adminClinics.staff', method: 'GET', path: `${admin}/staff` },
  setCapability: { id: 'adminClinics.setCapability', method: 'POST', path: `${admin}/staff/:accountId/capabilities` },
} as const;
