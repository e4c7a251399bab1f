import type { ClinicSummary } from '@sprout/contracts';
import { distanceKm, type GeoPoint } from '../../../lib/geo/distance.ts';

export interface ClinicWithDistance {
  clinic: ClinicSummary;
  /** km; null when the position or the clinic's coordinates are unknown. */
  km: number | null;
}

/**
 * The clinics nearest first when the parent's position is known, clinics without coordinates last in their
 * own order; the server's order otherwise. The browser gives WGS-84 and clinics are stored in GCJ-02: the
 * datum shift (a few hundred metres, nearly the same for every clinic of a city) does not change the order.
 */
export function byDistance(clinics: readonly ClinicSummary[], position: GeoPoint | null): ClinicWithDistance[] {
  const listed = clinics.map((clinic) => ({
    clinic,
    km:
      position && clinic.latitude !== null && clinic.longitude !== null
        ? distanceKm(position, { latitude: clinic.latitude, longitude: clinic.longitude })
        : null,
  }));
  if (!position) return listed;
  return listed
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.km ?? Infinity) - (b.item.km ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}
