import { addDays, daysBetween, todayUtc } from '@sprout/clinical';
import {
  MONITORING_SUMMARY_MAX_DAYS,
  MONITORING_TEXT_LIMITS,
  VITAL_NAMES,
  type MonitoringBatch,
  type MonitoringEvent,
  type MonitoringSummary,
  type MonitoringSummaryQuery,
  type MonitoringSummaryRow,
} from '@sprout/contracts';
import type { AppDb } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { ADDRESS_BUCKET, SESSION_BUCKET, TokenBuckets, type TokenBucketOptions } from './rate-limit.ts';
import { monitoringRepository, type MonitoringRow } from './repository.ts';
import { normalizePath, scrubText } from './sanitize.ts';

/** A summary without `from` covers this many days up to `to`. */
export const SUMMARY_DEFAULT_DAYS = 7;

export interface MonitoringServiceOptions {
  sessionBucket?: TokenBucketOptions;
  addressBucket?: TokenBucketOptions;
  /** The server's clock, for tests. */
  now?: () => Date;
}

/** One stored row per event; free text scrubbed, routes and URLs reduced to their paths. */
export function toRow(batch: Pick<MonitoringBatch, 'sessionId' | 'userId'>, event: MonitoringEvent, at: Date): MonitoringRow {
  const base = {
    occurredOn: at.toISOString().slice(0, 10),
    occurredAt: at,
    sessionId: batch.sessionId,
    userId: batch.userId,
    type: event.type,
    route: normalizePath(event.route),
  };
  switch (event.type) {
    case 'vital':
      return { ...base, name: event.name, value: event.value, rating: event.rating };
    case 'resource':
      return {
        ...base,
        name: event.initiatorType,
        value: event.duration,
        message: normalizePath(event.url, MONITORING_TEXT_LIMITS.url),
        detail: event.transferSize === undefined ? null : { transferSize: event.transferSize },
        traceId: event.traceId ?? null,
      };
    case 'error':
      return {
        ...base,
        name: event.kind,
        message: scrubText(event.message),
        detail: {
          ...(event.stack ? { stack: scrubText(event.stack) } : {}),
          ...(event.source ? { source: normalizePath(event.source, MONITORING_TEXT_LIMITS.source) } : {}),
        },
      };
    case 'view':
      return base;
    case 'white_screen':
      return { ...base, value: event.ratio };
  }
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const keyOf = (day: string, route: string | null) => `${day}\u0000${route ?? ''}`;

export function monitoringService(db: AppDb, options: MonitoringServiceOptions = {}) {
  const repo = monitoringRepository(db);
  const sessions = new TokenBuckets(options.sessionBucket ?? SESSION_BUCKET);
  const addresses = new TokenBuckets(options.addressBucket ?? ADDRESS_BUCKET);
  const now = options.now ?? (() => new Date());

  return {
    /** Stores a validated batch, or refuses all of it (429) when the session or the address is over its rate. */
    async ingest(batch: MonitoringBatch, address: string): Promise<number> {
      const cost = batch.events.length;
      if (!addresses.has(address, cost) || !sessions.has(batch.sessionId, cost)) {
        // When the batch would fit: the agent waits that long before it sends again (never a retry storm).
        const wait = Math.max(addresses.secondsUntil(address, cost), sessions.secondsUntil(batch.sessionId, cost));
        throw new AppError('RATE_LIMITED', undefined, [], {}, null, wait);
      }
      addresses.take(address, cost);
      sessions.take(batch.sessionId, cost);
      const at = now();
      await repo.insert(batch.events.map((event) => toRow(batch, event, at)));
      return cost;
    },

    async summary(query: MonitoringSummaryQuery): Promise<MonitoringSummary> {
      const to = query.to ?? todayUtc(now());
      const from = query.from ?? addDays(to, -(SUMMARY_DEFAULT_DAYS - 1));
      if (from > to) throw fieldError('from', 'monitoring.fromAfterTo');
      if (daysBetween(from, to) + 1 > MONITORING_SUMMARY_MAX_DAYS) {
        throw fieldError('from', 'monitoring.rangeTooLong', { max: MONITORING_SUMMARY_MAX_DAYS });
      }
      const [counts, vitals, errors] = await Promise.all([repo.counts(from, to), repo.vitals(from, to), repo.topErrors(from, to)]);

      const rows = new Map<string, MonitoringSummaryRow>();
      for (const c of counts) {
        rows.set(keyOf(c.day, c.route), {
          day: c.day,
          route: c.route,
          sessions: c.sessions,
          views: c.views,
          errors: c.errors,
          whiteScreens: c.white_screens,
          whiteScreenRate: c.views > 0 ? c.white_screens / c.views : null,
          vitals: [],
          topErrors: [],
        });
      }
      for (const v of vitals) {
        rows.get(keyOf(v.day, v.route))?.vitals.push({
          name: v.name,
          count: v.n,
          p75: Number(v.p75),
          good: share(v.good, v.n),
          needsImprovement: share(v.ni, v.n),
          poor: share(v.poor, v.n),
        });
      }
      for (const e of errors) rows.get(keyOf(e.day, e.route))?.topErrors.push({ message: e.message, count: e.n });

      const order = (name: string) => VITAL_NAMES.indexOf(name as (typeof VITAL_NAMES)[number]);
      const all = [...rows.values()];
      for (const row of all) row.vitals.sort((a, b) => order(a.name) - order(b.name));
      const byDay = (a: MonitoringSummaryRow, b: MonitoringSummaryRow) => a.day.localeCompare(b.day);
      return {
        from,
        to,
        days: all.filter((r) => r.route === null).sort(byDay),
        routes: all.filter((r) => r.route !== null).sort((a, b) => byDay(a, b) || b.views - a.views || a.route!.localeCompare(b.route!)),
      };
    },
  };
}
