import type { CustomerServiceInfo } from '@sprout/contracts';

/**
 * Amap's public URI API marker page (https://lbs.amap.com/api/uri-api/guide/mobile-web/point): opens the Amap
 * app when installed (callnative=1), else its mobile web map. Coordinates are GCJ-02 ("gaode"), as stored.
 */
export const AMAP_MARKER_URL = 'https://uri.amap.com/marker';
const MAP_SOURCE = 'sprout-growth';

export function mapLink(latitude: number | null, longitude: number | null, name: string): string | null {
  if (latitude === null || longitude === null) return null;
  const params = new URLSearchParams({
    position: `${longitude},${latitude}`,
    name,
    src: MAP_SOURCE,
    coordinate: 'gaode',
    callnative: '1',
  });
  return `${AMAP_MARKER_URL}?${params.toString()}`;
}

/** tel: with the digits (and a leading +) only: "021-6488-0001" -> tel:02164880001. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}

/** The chat vendor's parameter that names the company on the entrance link. */
export const COMPANY_ID_PARAM = 'companyId';

/** A path on this site ("/x", never "//host"): the demo chat page is one (server config, DEMO_CUSTOMER_SERVICE). */
export function isSitePath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/**
 * Where the customer-service button goes: the configured chat entrance link with the company id when a
 * widget is configured (http or https, or a path on this site), otherwise a call to the service phone; null
 * with neither.
 */
export function customerServiceLink(info: CustomerServiceInfo): string | null {
  if (info.entranceLink && isSitePath(info.entranceLink)) {
    const url = new URL(info.entranceLink, 'https://site.invalid');
    if (info.companyId && !url.searchParams.has(COMPANY_ID_PARAM)) url.searchParams.set(COMPANY_ID_PARAM, info.companyId);
    return url.pathname + url.search;
  }
  if (info.entranceLink) {
    try {
      const url = new URL(info.entranceLink);
      if (url.protocol === 'https:' || url.protocol === 'http:') {
        if (info.companyId && !url.searchParams.has(COMPANY_ID_PARAM)) url.searchParams.set(COMPANY_ID_PARAM, info.companyId);
        return url.toString();
      }
    } catch {
      // A malformed link in configuration: fall back to the phone.
    }
  }
  return telLink(info.phone);
}
