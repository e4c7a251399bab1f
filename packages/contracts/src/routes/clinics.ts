import { API_PREFIX } from '../paths.ts';

/** The public clinic pages' calls (schemas: calls/clinics.ts). */
export const clinicsRoutes = {
  list: { id: 'clinics.list', method: 'GET', path: `${API_PREFIX.app}/clinics` },
  get: { id: 'clinics.get', method: 'GET', path: `${API_PREFIX.app}/clinics/:shopId` },
  doctors: { id: 'clinics.doctors', method: 'GET', path: `${API_PREFIX.app}/doctors` },
  customerService: { id: 'clinics.customerService', method: 'GET', path: `${API_PREFIX.app}/customer_services/info` },
} as const;
