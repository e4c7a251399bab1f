import { ENVIRONMENTS, parseEnvironmentName, type BaseAddresses, type EnvironmentName } from './environments.ts';

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
