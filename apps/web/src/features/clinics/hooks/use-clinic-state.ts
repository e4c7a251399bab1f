import type { ClinicDetail, CustomerServiceInfo } from '@sprout/contracts';
import { useClinic } from '../api/get-clinic.ts';
import { useCustomerServiceInfo } from '../api/get-customer-service-info.ts';

/**
 * The clinic page's state of spec §3/§4: `shopDetailInfo` (keyed by the shop id of the address) and
 * `clinicServiceInfo` start empty (null) and are each replaced whole when their load succeeds. A new
 * clinicId in the address is a new query key, so the clinic loads again whenever the address changes.
 */
export function useClinicState(shopId: string) {
  const clinic = useClinic(shopId);
  const service = useCustomerServiceInfo();
  const shopDetailInfo: ClinicDetail | null = clinic.data ?? null;
  const clinicServiceInfo: CustomerServiceInfo | null = service.data ?? null;
  return { shopDetailInfo, clinicServiceInfo, clinic };
}
