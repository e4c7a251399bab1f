import {
  ENVIRONMENTS,
  parseEnvironmentName,
  RELATED_SITES,
  type BaseAddresses,
  type EnvironmentName,
  type RelatedSites,
} from './environments.ts';

export interface BuildFlags {
  environment: EnvironmentName;
  /** VITE_GRAY_RELEASE=true builds the canary: every call carries `gray: gray`. */
  grayRelease: boolean;
}

/** Read on each call (cheap) so tests can stub the environment. */
export function buildFlags(): BuildFlags {
  return {
    environment: parseEnvironmentName(import.meta.env.VITE_APP_ENV),
    grayRelease: import.meta.env.VITE_GRAY_RELEASE === 'true',
  };
}

export function baseAddresses(): BaseAddresses {
  return ENVIRONMENTS[buildFlags().environment];
}

/** The health and appointment sites of the current environment (spec §1), hash-route roots. */
export function relatedSites(): RelatedSites {
  return RELATED_SITES[buildFlags().environment];
}

/** The appointment site's hash route for one clinic: `<root>?shopId=`, which its clinic list puts first. */
export function appointmentLink(shopId?: string): string {
  const root = relatedSites().appointment;
  return shopId ? `${root}?shopId=${encodeURIComponent(shopId)}` : root;
}
