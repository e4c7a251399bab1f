/**
 * Monitoring settings of spec §9, read from build-time VITE_MONITORING_* values. Kept free of
 * `import.meta.env` (the caller passes the values) so vite.config.ts can refuse a bad build with it, and
 * free of zod so it costs the first screen a few hundred bytes.
 */
export interface MonitoringConfig {
  /** Share of sessions that report at all, 0 to 1. */
  sessionSampleRate: number;
  /** Percent of a reporting session's API calls that carry a W3C traceparent, 0 to 100. */
  traceSampleRate: number;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  flushIntervalMs: number;
  flushEvents: number;
}

interface Setting {
  env: string;
  min: number;
  max: number;
  integer: boolean;
  /** The generic default of spec §9. */
  fallback: number;
}

/** Spec §9's ranges and generic defaults. */
export const MONITORING_SETTINGS: Record<keyof MonitoringConfig, Setting> = {
  sessionSampleRate: { env: 'VITE_MONITORING_SESSION_SAMPLE_RATE', min: 0, max: 1, integer: false, fallback: 1 },
  traceSampleRate: { env: 'VITE_MONITORING_TRACE_SAMPLE_RATE', min: 0, max: 100, integer: false, fallback: 100 },
  sessionIdleMinutes: { env: 'VITE_MONITORING_SESSION_IDLE_MINUTES', min: 10, max: 60, integer: true, fallback: 30 },
  sessionMaxHours: { env: 'VITE_MONITORING_SESSION_MAX_HOURS', min: 4, max: 24, integer: true, fallback: 24 },
  flushIntervalMs: { env: 'VITE_MONITORING_FLUSH_INTERVAL_MS', min: 1, max: 10_000, integer: true, fallback: 3000 },
  flushEvents: { env: 'VITE_MONITORING_FLUSH_EVENTS', min: 1, max: 100, integer: true, fallback: 20 },
};

/**
 * The product's own choices (spec §7 and §9): 10% of sessions, and 10% of their API calls traced. They
 * replace the generic defaults when the build sets nothing.
 */
export const PRODUCT_MONITORING: Partial<MonitoringConfig> = { sessionSampleRate: 0.1, traceSampleRate: 10 };

export type ConfigResult = { ok: true; config: MonitoringConfig } | { ok: false; problems: string[] };

/** Parses the settings; any value that is not a number in its range refuses the whole configuration. */
export function parseMonitoringConfig(
  env: Record<string, string | undefined>,
  defaults: Partial<MonitoringConfig> = PRODUCT_MONITORING,
): ConfigResult {
  const config = {} as MonitoringConfig;
  const problems: string[] = [];
  for (const [key, setting] of Object.entries(MONITORING_SETTINGS) as Array<[keyof MonitoringConfig, Setting]>) {
    const raw = env[setting.env];
    if (raw === undefined || raw.trim() === '') {
      config[key] = defaults[key] ?? setting.fallback;
      continue;
    }
    const value = Number(raw);
    if (!Number.isFinite(value) || value < setting.min || value > setting.max || (setting.integer && !Number.isInteger(value))) {
      const kind = setting.integer ? 'a whole number' : 'a number';
      problems.push(`${setting.env} must be ${kind} from ${setting.min} to ${setting.max}; got "${raw}".`);
    } else {
      config[key] = value;
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, config };
}
