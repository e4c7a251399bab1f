/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** One of ENVIRONMENT_NAMES; production when unset (spec §7). */
  readonly VITE_APP_ENV?: string;
  /** 'true' builds the canary release, whose calls carry `gray: gray`. */
  readonly VITE_GRAY_RELEASE?: string;
  /** Monitoring settings of spec §9 (src/lib/monitoring/config.ts); unset means the product's values. */
  readonly VITE_MONITORING_SESSION_SAMPLE_RATE?: string;
  readonly VITE_MONITORING_TRACE_SAMPLE_RATE?: string;
  readonly VITE_MONITORING_SESSION_IDLE_MINUTES?: string;
  readonly VITE_MONITORING_SESSION_MAX_HOURS?: string;
  readonly VITE_MONITORING_FLUSH_INTERVAL_MS?: string;
  readonly VITE_MONITORING_FLUSH_EVENTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
