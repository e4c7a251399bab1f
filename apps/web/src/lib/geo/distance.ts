/** A point on the earth, degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Mean earth radius, km (IUGG mean radius R1 = 6371.0088 km). */
const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance by the haversine formula, km: the one distance of the client. Within a city its error
 * against the ellipsoid (≤ 0.5 %) is far below what ordering clinics needs.
 */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
