import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { api, signIn } from './support/api.ts';
import { BENCH_ROUTES, type BenchRoute, type Persona } from './support/bench-routes.ts';
import { LAYOUT_ROUTES } from './support/layout-routes.ts';
import { APP_READY, launchBrowser, newPhone } from './support/browser.ts';
import { CEILING, GOAL, markWhenPresent, measure, throttle, type PageCost } from './support/phone-profile.ts';

/**
 * Every route of the route table (the editor's workspace included) on the mid-range phone profile (4x CPU, 1.6 Mbps, 150 ms RTT, 390x844), each
 * load from a cold cache: when its real content is in the page, when a chart route's chart is drawn, the
 * JavaScript before each, LCP and CLS. Prints one table and writes screenshots/perf.json and perf-table.md.
 *
 * - `npm run bench:web`: three loads per route, the median of each figure (PERF_RUNS=3), nothing asserted.
 * - `npx vitest run --project e2e performance`: one load per route (one widget preview for the fourteen that
 *   share a chunk), three routes at a time (a load mostly waits on the throttled network; each has its own
 *   context, network and CPU profile); asserts the JavaScript ceiling (CEILING), and with PERF_STRICT=1 (an idle
 *   machine, routes one at a time) the time ceiling of 1.5x the goals. `npm test` leaves this sweep out: on CI's
 *   2 cores, beside the other suites, its loads time out; CI asserts every route's JavaScript from the build
 *   (apps/web/scripts/bundle-report.mjs with BUNDLE_CEILING_KB=210) instead.
 * - PERF_ROUTES=growth,eyeAxis keeps the routes whose pattern contains one of the words.
 */
/** Every route of the route table: the bench's addresses, then the first of each route only the layout check opens. */
const ALL_ROUTES: BenchRoute[] = [...BENCH_ROUTES];
for (const route of LAYOUT_ROUTES) if (!ALL_ROUTES.some((r) => r.route === route.route)) ALL_ROUTES.push(route);

const runs = Math.max(1, Number(process.env.PERF_RUNS ?? '1'));
const assertCeilings = process.env.PERF_ASSERT !== '0';
const strict = process.env.PERF_STRICT === '1';
const only = process.env.PERF_ROUTES?.split(',').filter(Boolean);
// The fourteen widget previews load one and the same chunk: in CI (one run) the first stands for them all, and
// bench:web (PERF_RUNS > 1) measures each. The bundle report lists every one.
const isWidgetPreview = (r: BenchRoute) => r.route.startsWith('/activityHtmls/');
const firstPreview = ALL_ROUTES.find(isWidgetPreview);
const sampled = runs > 1 ? ALL_ROUTES : ALL_ROUTES.filter((r) => !isWidgetPreview(r) || r === firstPreview);
const routes = only ? ALL_ROUTES.filter((r) => only.some((word) => r.route.includes(word))) : sampled;
/** Loads side by side: only where no time is asserted and no median is taken. */
const concurrent = runs === 1 && !strict;

interface RouteResult extends PageCost {
  route: string;
  runs: number;
}

const results: RouteResult[] = [];
let browser: Browser;
const tokens: Partial<Record<Persona, string>> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  tokens.parent = await signIn('parentWang');
  tokens.doctor = await signIn('doctorChen');
  tokens.editor = await signIn('editor');
  ownRecords = await makeOwnRecords(tokens.parent);
});

/**
 * The questionnaire result and the order pages show one record of the parent's own, which the demo data has none
 * of (the layout check opens them with unknown ids, for their "not found" state): made here, so that the pages
 * measured are the ones a parent sees after answering and after ordering.
 */
let ownRecords: Record<string, string> = {};
async function makeOwnRecords(token: string): Promise<Record<string, string>> {
  type Question = { id: string; type: string; required: boolean; options?: Array<{ value: string }>; min?: number; minLength?: number };
  const questionnaire = (await api('GET', '/app-web2/questionnaires/sleep-habits', { token })).data as { questions: Question[] };
  const answerTo = (q: Question): unknown =>
    q.type === 'single'
      ? q.options![0]!.value
      : q.type === 'multiple'
        ? [q.options![0]!.value]
        : q.type === 'number'
          ? q.min
          : q.type === 'date'
            ? '2024-01-01'
            : 'ok'.padEnd(q.minLength ?? 2, '.');
  const answers = Object.fromEntries(questionnaire.questions.map((q) => [q.id, answerTo(q)]));
  const submission = (await api('POST', '/app-web2/questionnaires/sleep-habits/submissions', { token, body: { answers } })).data as {
    submissionId: string;
  };
  const plans = (await api('GET', '/app-web2/plans', { token })).data as Array<{ planId: string }>;
  const order = (await api('POST', '/app-web2/orders', { token, body: { planId: plans[0]!.planId } })).data as { orderId: string };
  return {
    '/questionnaires/result': `/questionnaires/result?submissionId=${submission.submissionId}`,
    '/youzanOrder': `/youzanOrder?orderId=${order.orderId}`,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const medianOrNull = (values: Array<number | null>): number | null => (values.some((v) => v === null) ? null : median(values as number[]));

async function loadOnce(route: BenchRoute): Promise<PageCost> {
  const token = route.as === 'visitor' ? undefined : tokens[route.as];
  // The doctor enters through the embedded entry (token in the address); the others have signed in before.
  const viaAddress = route.path.includes('{token}');
  const { context, page } = await newPhone(browser, token && !viaAddress ? { token } : {});
  try {
    await markWhenPresent(context, { content: route.content, chart: route.chart, interactive: APP_READY });
    await throttle(context, page);
    await page.goto((ownRecords[route.route] ?? route.path).replace('{token}', encodeURIComponent(token ?? '')));
    await page.locator(route.content).first().waitFor({ timeout: 30_000 });
    if (route.chart) await page.locator(route.chart).first().waitFor({ timeout: 30_000 });
    await page.locator(APP_READY).waitFor({ state: 'attached', timeout: 30_000 });
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** How many times the strict check loads a route again before it believes a time over the ceiling. */
const STRICT_RETRIES = 2;
const overCeiling = (cost: PageCost, route: { chart?: unknown }) =>
  (cost.readyMs ?? Infinity) > CEILING.contentMs || Boolean(route.chart && (cost.chartMs ?? Infinity) > CEILING.chartMs);

const ms = (value: number | null) => (value === null ? '—' : value.toFixed(0));
const kb = (value: number | null) => (value === null ? '—' : (value / 1024).toFixed(1));

function table(rows: RouteResult[]): string {
  const lines = [
    `Phone profile: 4x CPU, 1.6 Mbps, 150 ms RTT, 390x844, cold cache; median of ${runs}. Goals: content ${GOAL.contentMs} ms / ${GOAL.contentJsBytes / 1024} KB, chart ${GOAL.chartMs} ms / ${GOAL.chartJsBytes / 1024} KB.`,
    '',
    'JS KB: what had arrived when the content (the chart) was in the page. Live: when the app was hydrated (or drawn by the browser), with the JS arrived by then.',
    '',
    '| route | content ms | chart ms | JS KB (content) | JS KB (chart) | live ms | JS KB (live) | LCP ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${ms(r.readyMs)} | ${ms(r.chartMs)} | ${kb(r.jsBytes)} | ${kb(r.chartJsBytes)} | ${ms(r.interactiveMs)} | ${kb(r.interactiveJsBytes)} | ${ms(r.lcpMs)} | ${r.cls.toFixed(3)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

afterAll(async () => {
  await browser?.close();
  const dir = inject('screenshotDir');
  mkdirSync(dir, { recursive: true });
  const order = new Map(routes.map((r, i) => [r.route, i]));
  const sorted = [...results].sort((a, b) => order.get(a.route)! - order.get(b.route)!);
  writeFileSync(path.join(dir, 'perf.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  const text = table(sorted);
  writeFileSync(path.join(dir, 'perf-table.md'), text);
  console.log(`\n${text}`);
});

describe('every route on a mid-range phone', { concurrent }, () => {
  for (const route of routes) {
    const goal = route.chart
      ? `chart with at most ${CEILING.chartJsBytes / 1024} KB of JavaScript`
      : `content with at most ${CEILING.contentJsBytes / 1024} KB of JavaScript`;
    it(`${route.route} shows its ${goal}`, async () => {
      const costs: PageCost[] = [];
      for (let i = 0; i < runs; i++) costs.push(await loadOnce(route));
      // CI's strict check shares the machine with whatever else runs: a load over the ceiling is loaded again (up to
      // STRICT_RETRIES times) and the fastest counts. A real regression is slow every time; a busy moment is not.
      for (let retry = 0; strict && retry < STRICT_RETRIES && overCeiling(costs[0]!, route); retry++) {
        const again = await loadOnce(route);
        console.log(`${route.route}: over the ceiling (${ms(costs[0]!.readyMs)} ms), loaded again: ${ms(again.readyMs)} ms`);
        if ((again.chartMs ?? again.readyMs ?? Infinity) < (costs[0]!.chartMs ?? costs[0]!.readyMs ?? Infinity)) costs[0] = again;
      }
      const result: RouteResult = {
        route: route.route,
        runs,
        readyMs: medianOrNull(costs.map((c) => c.readyMs)),
        chartMs: medianOrNull(costs.map((c) => c.chartMs)),
        fcpMs: medianOrNull(costs.map((c) => c.fcpMs)),
        lcpMs: medianOrNull(costs.map((c) => c.lcpMs)),
        cls: median(costs.map((c) => c.cls)),
        jsBytes: median(costs.map((c) => c.jsBytes)),
        jsFiles: median(costs.map((c) => c.jsFiles)),
        chartJsBytes: medianOrNull(costs.map((c) => c.chartJsBytes)),
        interactiveMs: medianOrNull(costs.map((c) => c.interactiveMs)),
        interactiveJsBytes: medianOrNull(costs.map((c) => c.interactiveJsBytes)),
      };
      results.push(result);
      console.log(
        `${route.route}: content ${ms(result.readyMs)} ms, chart ${ms(result.chartMs)} ms, JS ${kb(result.jsBytes)} KB (chart ${kb(result.chartJsBytes)} KB), live ${ms(result.interactiveMs)} ms, LCP ${ms(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}`,
      );
      expect(result.readyMs).not.toBeNull();
      // The app came alive (hydrated over the server's HTML, where the content needed no JavaScript, or drawn).
      expect(result.interactiveJsBytes).toBeGreaterThan(0);
      if (!assertCeilings) return;
      expect(result.jsBytes).toBeLessThanOrEqual(CEILING.contentJsBytes);
      expect(result.interactiveJsBytes!).toBeLessThanOrEqual(CEILING.contentJsBytes);
      if (route.chart) expect(result.chartJsBytes!).toBeLessThanOrEqual(CEILING.chartJsBytes);
      if (!strict) return;
      expect(result.readyMs!).toBeLessThanOrEqual(CEILING.contentMs);
      if (route.chart) expect(result.chartMs!).toBeLessThanOrEqual(CEILING.chartMs);
    });
  }
});
