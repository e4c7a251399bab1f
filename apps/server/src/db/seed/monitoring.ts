import { randomUUID } from 'node:crypto';
import { addDays } from '@sprout/clinical';
import { rateVital, type VitalName } from '@sprout/contracts';
import { monitoringEvents } from '../schema/index.ts';
import type { SeedContext } from './core.ts';

/** Days of demo monitoring data, ending today. */
export const DEMO_MONITORING_DAYS = 14;

/** A few routes the demo's phones visit, with how slow their largest paint tends to be (ms, median). */
const ROUTES: Array<{ route: string; weight: number; lcp: number }> = [
  { route: '/', weight: 5, lcp: 1700 },
  { route: '/login', weight: 3, lcp: 1400 },
  { route: '/growth/patient/growthDetail', weight: 4, lcp: 2600 },
  { route: '/eyeAxis/patient/eyeAxisDetail', weight: 2, lcp: 2400 },
  { route: '/clinics/:clinicId', weight: 2, lcp: 2100 },
  { route: '/article/:id', weight: 2, lcp: 1900 },
  { route: '/familyHealthyRecord/detail', weight: 1, lcp: 2000 },
];
const ERRORS = [
  "TypeError: Cannot read properties of undefined (reading 'records')",
  'ChunkLoadError: Loading chunk growth-detail failed.',
  'NETWORK: Request error, please retry.',
];

/** mulberry32, seeded: the demo is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two weeks of plausible real-user monitoring for the editors' dashboard: sampled sessions visiting a few
 * routes, with vitals spread log-normally around each route's typical speed, a few errors and a rare white
 * screen. Demo only (the seed never runs in production).
 */
export async function seedMonitoring({ tx, today }: SeedContext): Promise<void> {
  const random = generator(7_250_014);
  const pick = () => {
    let r = random() * ROUTES.reduce((s, x) => s + x.weight, 0);
    return ROUTES.find((x) => (r -= x.weight) < 0) ?? ROUTES[0]!;
  };
  // Log-normal around a median: real load times have a long slow tail.
  const around = (median: number, spread = 0.45) =>
    median * Math.exp(spread * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  const rows: Array<typeof monitoringEvents.$inferInsert> = [];
  for (let back = DEMO_MONITORING_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    // About ten sampled sessions a day: enough for the charts, small enough that every test database seeds fast.
    const sessions = 8 + Math.floor(random() * 6);
    for (let s = 0; s < sessions; s += 1) {
      const base = {
        occurredOn: day,
        occurredAt: new Date(`${day}T${String(1 + Math.floor(random() * 14)).padStart(2, '0')}:00:00Z`),
        sessionId: randomUUID(),
        userId: randomUUID(),
      };
      const landing = pick();
      const vital = (name: VitalName, value: number) => {
        const v = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
        rows.push({ ...base, type: 'vital', route: landing.route, name, value: v, rating: rateVital(name, v) });
      };
      vital('TTFB', around(420));
      vital('FCP', around(landing.lcp * 0.7));
      vital('LCP', around(landing.lcp));
      vital('CLS', around(0.04, 0.9));
      if (random() < 0.6) vital('FID', around(40, 0.8));
      if (random() < 0.5) vital('INP', around(160, 0.6));
      const views = 1 + Math.floor(random() * 4);
      for (let v = 0; v < views; v += 1) {
        const route = v === 0 ? landing.route : pick().route;
        rows.push({ ...base, type: 'view', route });
        if (random() < 0.06)
          rows.push({ ...base, type: 'error', route, name: 'error', message: ERRORS[Math.floor(random() * ERRORS.length)]!, detail: {} });
        if (random() < 0.01) rows.push({ ...base, type: 'white_screen', route, value: 0.9 });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(monitoringEvents).values(rows.slice(i, i + 500));
}
