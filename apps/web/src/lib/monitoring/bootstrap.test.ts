import { afterEach, describe, expect, test, vi } from 'vitest';
import { installGlobalErrorHandlers } from '../global-errors.ts';
import { buildHeaders } from '../request/request.ts';
import type { AgentContext, BootstrapSink } from './agent-context.ts';
import { reportRouteChange, startMonitoring } from './index.ts';
import { seededRandom } from './random.ts';
import { memoryStore } from './session.ts';
import { isOwnApiUrl } from './trace.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('monitoring bootstrap', () => {
  test('buffers errors and route changes until the agent loads after the first screen, then hands them over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(installGlobalErrorHandlers(window));
    let context: AgentContext | null = null;
    const loadAgent = vi.fn(async () => ({ startAgent: (c: AgentContext) => void (context = c) }));
    expect(startMonitoring({ env: { VITE_MONITORING_SESSION_SAMPLE_RATE: '1' }, store: memoryStore(), loadAgent })).toBe('reporting');

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('early'), cancelable: true }));
    expect(loadAgent).not.toHaveBeenCalled();
    reportRouteChange('/clinics/:clinicId');
    await vi.waitFor(() => expect(context).not.toBeNull());

    const seen: string[] = [];
    const sink: BootstrapSink = {
      error: (report) => seen.push(`error:${(report.error as Error).message}`),
      route: (route) => seen.push(`route:${route}`),
    };
    context!.attach(sink);
    expect(seen).toEqual(['error:early', 'route:/clinics/:clinicId']);
    reportRouteChange('/faq');
    expect(seen.at(-1)).toBe('route:/faq');
    expect(context!.userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('about 10 percent of our own API calls carry a W3C traceparent; other hosts never do', () => {
    startMonitoring({
      env: { VITE_MONITORING_SESSION_SAMPLE_RATE: '1' },
      store: memoryStore(),
      random: seededRandom(11),
      loadAgent: async () => ({ startAgent() {} }),
    });
    let traced = 0;
    for (let i = 0; i < 2000; i += 1) {
      const header = buildHeaders({}, '/app-web2/faq').get('traceparent');
      if (header) {
        expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
        traced += 1;
      }
      expect(buildHeaders({}, 'https://thirdparty.example/app-web2/faq').has('traceparent')).toBe(false);
    }
    // Binomial(2000, 0.1): 200 ± 13.4; four deviations either side.
    expect(traced).toBeGreaterThan(146);
    expect(traced).toBeLessThan(254);
  });

  test('own API means the page origin or a configured API host, and a path under an API root', () => {
    const page = 'https://m.sprout.example/growth/patient/growthDetail';
    expect(isOwnApiUrl('/health-info-service/app/growth/init', page, [])).toBe(true);
    expect(isOwnApiUrl('https://api.sprout.example/app-web2/faq', page, ['https://api.sprout.example'])).toBe(true);
    expect(isOwnApiUrl('https://api.sprout.example/app-web2/faq', page, [])).toBe(false);
    expect(isOwnApiUrl('/assets/index.js', page, [])).toBe(false);
    expect(isOwnApiUrl('/app-web2x/faq', page, [])).toBe(false);
  });
});
