import { onGlobalError, type GlobalErrorReport } from '../global-errors.ts';
import { baseAddresses } from '../request/build-flags.ts';
import { addHeaderProvider } from '../request/request.ts';
import type { AgentContext, BootstrapSink } from './agent-context.ts';
import { parseMonitoringConfig } from './config.ts';
import type { Random } from './random.ts';
import { anonymousUserId, bestStore, touchSession, type KeyValueStore } from './session.ts';
import { createTraceHeaders, isOwnApiUrl, type TracedRequest } from './trace.ts';

/**
 * The monitoring bootstrap: the only part in the first screen (about 1.5 KB gzip). It reads the settings,
 * decides whether this session reports (spec §9: 10% of sessions), and only then listens: errors and route
 * changes are buffered, API calls may get a traceparent, and after the first screen (window load, the
 * first route rendered, then an idle moment) the agent chunk with web-vitals, the batcher, resource timing
 * and the white-screen check is loaded and takes over. A session that does not report costs nothing more.
 */

type Pending = { kind: 'error'; report: GlobalErrorReport } | { kind: 'route'; route: string };

/** Errors and route changes kept while the agent loads; beyond this a loop of errors is not worth keeping. */
export const BOOTSTRAP_BUFFER_LIMIT = 50;
/** The agent loads in the first idle moment after the first screen, or after this long at the latest. */
export const AGENT_IDLE_TIMEOUT_MS = 5000;

export interface StartOptions {
  env?: Record<string, string | undefined>;
  random?: Random;
  store?: KeyValueStore;
  win?: Window;
  loadAgent?: () => Promise<{ startAgent(context: AgentContext): void }>;
}

let routeListener: ((route: string) => void) | null = null;
/** Undoes the previous start: starting again (tests, hot reload) replaces it instead of doubling it. */
let stopPrevious: () => void = () => undefined;

/** Called by the app on every route change with the route pattern ('/clinics/:clinicId'). */
export function reportRouteChange(route: string): void {
  routeListener?.(route);
}

export type StartResult = 'reporting' | 'not-sampled' | 'misconfigured';

export function startMonitoring(options: StartOptions = {}): StartResult {
  const parsed = parseMonitoringConfig(options.env ?? import.meta.env);
  if (!parsed.ok) {
    // Spec §9's ranges: a bad setting turns monitoring off, loudly, and never the app.
    console.error(`[monitoring] disabled: ${parsed.problems.join(' ')}`);
    return 'misconfigured';
  }
  const { config } = parsed;
  stopPrevious();
  const win = options.win ?? window;
  const random = options.random ?? Math.random;
  const store = options.store ?? bestStore(win);
  if (!touchSession(store, Date.now(), config, random).sampled) return 'not-sampled';

  const pending: Pending[] = [];
  let sink: BootstrapSink | null = null;
  const deliver = (item: Pending) => {
    if (sink) {
      if (item.kind === 'error') sink.error(item.report);
      else sink.route(item.route);
    } else if (pending.length < BOOTSTRAP_BUFFER_LIMIT) {
      pending.push(item);
    }
  };
  const stopErrors = onGlobalError((report) => deliver({ kind: 'error', report }));

  let firstRoute: () => void = () => undefined;
  const routed = new Promise<void>((resolve) => (firstRoute = resolve));
  routeListener = (route) => {
    deliver({ kind: 'route', route });
    firstRoute();
  };

  const traced: TracedRequest[] = [];
  const apiOrigins = Object.values(baseAddresses())
    .filter(Boolean)
    .map((address) => new URL(address, win.location.href).origin);
  const stopTracing = addHeaderProvider(
    createTraceHeaders({
      samplePercent: config.traceSampleRate,
      random,
      isOwnApi: (url) => isOwnApiUrl(url, win.location.href, apiOrigins),
      resolve: (url) => new URL(url, win.location.href).href,
      traced,
    }),
  );

  stopPrevious = () => {
    stopErrors();
    stopTracing();
    routeListener = null;
  };

  const context: AgentContext = {
    config,
    userId: anonymousUserId(store, Date.now()),
    session: () => touchSession(store, Date.now(), config, random),
    traced,
    attach(next) {
      sink = next;
      for (const item of pending.splice(0)) deliver(item);
    },
  };

  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  const idle = (callback: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(callback, { timeout: AGENT_IDLE_TIMEOUT_MS }) : win.setTimeout(callback, 1);
  const loadAgent = options.loadAgent ?? (() => import('./agent.ts'));
  void Promise.all([loaded, routed]).then(() =>
    idle(() => {
      loadAgent()
        .then((agent) => agent.startAgent(context))
        // Offline or a failed chunk: only monitoring is lost.
        .catch(() => undefined);
    }),
  );
  return 'reporting';
}
