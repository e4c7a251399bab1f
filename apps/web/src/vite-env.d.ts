/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** One of ENVIRONMENT_NAMES; production when unset (spec §7). */
  readonly VITE_APP_ENV?: string;
  /** 'true' builds the canary release, whose calls carry `gray: gray`. */
  readonly VITE_GRAY_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
