import type { MonitoringEvent } from '@sprout/contracts';
import { MONITORING_EVENTS_PATH, MONITORING_SESSION_RATE, MONITORING_TEXT_LIMITS } from '@sprout/contracts/light';
import { baseAddresses } from '../request/build-flags.ts';
import type { AgentContext } from './agent-context.ts';
import { createBatcher } from './batcher.ts';
import { createRepeatFilter, errorEvent, withoutQuery } from './errors.ts';
import { createResourceCollector, observeResources, type ResourceTiming } from './resources.ts';
import { chunkEvents, createTransport } from './transport.ts';
import { observeVitals, vitalEvent } from './vitals.ts';
import { checkWhiteScreen, WHITE_SCREEN_SETTLE_MS } from './white-screen.ts';

/**
 * The lazy part of the monitoring, loaded after the first screen by the bootstrap (index.ts): web vitals,
 * resource timings, errors, views and the white-screen check, batched and posted to our own server.
 */
export function startAgent(context: AgentContext): void {
  const { config } = context;
  const url = `${baseAddresses().app}${MONITORING_EVENTS_PATH}`;
  const send = createTransport({
    url,
    fetch: (...args) => window.fetch(...args),
    sendBeacon: navigator.sendBeacon ? (target, data) => navigator.sendBeacon(target, data) : undefined,
    isOnline: () => navigator.onLine !== false,
    rate: MONITORING_SESSION_RATE,
  });

  let sessionId = context.session().id;
  const batcher = createBatcher<MonitoringEvent>({
    flushIntervalMs: config.flushIntervalMs,
    flushEvents: config.flushEvents,
    send(events, useBeacon) {
      for (const chunk of chunkEvents(events)) {
        send(JSON.stringify({ sessionId, userId: context.userId, events: chunk }), useBeacon, chunk.length);
      }
    },
  });

  /** Every event is activity: it keeps the session alive, or starts the next one (sampled anew). */
  const record = (event: MonitoringEvent) => {
    const session = context.session();
    if (session.id !== sessionId) {
      batcher.flush();
      sessionId = session.id;
    }
    if (session.sampled) batcher.add(event);
  };

  let route = '/';
  let landingRoute: string | null = null;
  const clip = (text: string) => text.slice(0, MONITORING_TEXT_LIMITS.route);

  let whiteScreenTimer: ReturnType<typeof setTimeout> | null = null;
  const scheduleWhiteScreenCheck = (checkedRoute: string, delay: number) => {
    if (whiteScreenTimer !== null) clearTimeout(whiteScreenTimer);
    whiteScreenTimer = setTimeout(() => {
      if (checkedRoute !== route || document.visibilityState === 'hidden') return;
      const result = checkWhiteScreen((x, y) => document.elementsFromPoint(x, y), window.innerWidth, window.innerHeight);
      if (result.white) record({ type: 'white_screen', route: checkedRoute, ratio: result.ratio });
    }, delay);
  };

  const repeatAllowed = createRepeatFilter();
  context.attach({
    error(report) {
      const event = errorEvent(report, route);
      if (event.type === 'error' && repeatAllowed(event.message)) record(event);
    },
    route(next) {
      route = clip(next);
      landingRoute ??= route;
      record({ type: 'view', route });
      scheduleWhiteScreenCheck(route, WHITE_SCREEN_SETTLE_MS);
    },
  });

  // Web vitals describe the document's load: they belong to the route it was loaded on.
  observeVitals((name, value) => record(vitalEvent(name, value, landingRoute ?? route)));

  const ingestUrl = new URL(url, location.href).href;
  const collector = createResourceCollector({
    ignore: (name) => withoutQuery(name) === ingestUrl,
    sink(entries: ResourceTiming[]) {
      for (const entry of entries) {
        const traced = context.traced.find((t) => t.url === entry.name);
        record({
          type: 'resource',
          route,
          url: withoutQuery(entry.name).slice(0, MONITORING_TEXT_LIMITS.url) || '/',
          initiatorType: entry.initiatorType.slice(0, MONITORING_TEXT_LIMITS.initiatorType),
          duration: Math.round(entry.duration),
          ...(entry.transferSize !== undefined ? { transferSize: entry.transferSize } : {}),
          ...(traced ? { traceId: traced.traceId } : {}),
        });
      }
    },
  });
  observeResources((entries) => collector.add(entries));

  // Hidden (tab switch, app to background, navigation away): send everything now, by beacon.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush(true);
  });
  addEventListener('pagehide', () => batcher.flush(true));
}
