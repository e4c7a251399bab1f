/**
 * Deployment environments of spec §7. Every address is '' (the page's own origin) because this product
 * serves the client and the API from one server; an environment that splits them fills in its addresses.
 * Kept free of `import.meta.env` so vite.config.ts can validate the build setting with it.
 */
export const ENVIRONMENT_NAMES = ['production', 'development', 'development2', 'test', 'test2', 'uat', 'uat2'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

/** Base addresses per environment: the app API, the doctor app, the mobile site and the WeChat-style site. */
export interface BaseAddresses {
  app: string;
  doctorApp: string;
  mobile: string;
  wechat: string;
}
export type BaseAddressKind = keyof BaseAddresses;

const SAME_ORIGIN: BaseAddresses = { app: '', doctorApp: '', mobile: '', wechat: '' };

export const ENVIRONMENTS: Record<EnvironmentName, BaseAddresses> = {
  production: SAME_ORIGIN,
  development: SAME_ORIGIN,
  development2: SAME_ORIGIN,
  test: SAME_ORIGIN,
  test2: SAME_ORIGIN,
  uat: SAME_ORIGIN,
  uat2: SAME_ORIGIN,
};

/**
 * Spec §1: the related sites, a health page and an appointment page, each a hash-route root on the mobile host
 * of the environment. With the mobile host '' (this server) they are this app's /health and /appointment
 * pages, which read the hash route; an environment with its own mobile host links there instead.
 */
export interface RelatedSites {
  health: string;
  appointment: string;
}
export const RELATED_SITE_PATHS: RelatedSites = { health: '/health/#/', appointment: '/appointment/#/' };

function relatedSitesOf(addresses: BaseAddresses): RelatedSites {
  return { health: `${addresses.mobile}${RELATED_SITE_PATHS.health}`, appointment: `${addresses.mobile}${RELATED_SITE_PATHS.appointment}` };
}

export const RELATED_SITES = Object.fromEntries(ENVIRONMENT_NAMES.map((name) => [name, relatedSitesOf(ENVIRONMENTS[name])])) as Record<
  EnvironmentName,
  RelatedSites
>;

/** Spec §7: production is the selected environment unless the build says otherwise. */
export const DEFAULT_ENVIRONMENT: EnvironmentName = 'production';

function isEnvironmentName(value: string): value is EnvironmentName {
  return (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

/** Reads VITE_APP_ENV; unset means production, an unknown name is an error (fail at build, not in use). */
export function parseEnvironmentName(value: string | undefined): EnvironmentName {
  if (value === undefined || value === '') return DEFAULT_ENVIRONMENT;
  if (isEnvironmentName(value)) return value;
  throw new Error(`VITE_APP_ENV must be one of ${ENVIRONMENT_NAMES.join(', ')}; got "${value}".`);
}
