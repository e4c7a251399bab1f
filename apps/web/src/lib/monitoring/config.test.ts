import { describe, expect, test, vi } from 'vitest';
import { parseMonitoringConfig } from './config.ts';
import { startMonitoring } from './index.ts';
import { memoryStore } from './session.ts';

describe('monitoring settings', () => {
  test('unset settings take the product values of spec §7/§9, over the generic defaults', () => {
    expect(parseMonitoringConfig({})).toEqual({
      ok: true,
      config: {
        sessionSampleRate: 0.1,
        traceSampleRate: 10,
        sessionIdleMinutes: 30,
        sessionMaxHours: 24,
        flushIntervalMs: 3000,
        flushEvents: 20,
      },
    });
    const generic = parseMonitoringConfig({}, {});
    expect(generic.ok && generic.config.sessionSampleRate).toBe(1);
  });

  test('accepts the ends of every range', () => {
    const low = parseMonitoringConfig({
      VITE_MONITORING_SESSION_SAMPLE_RATE: '0',
      VITE_MONITORING_SESSION_IDLE_MINUTES: '10',
      VITE_MONITORING_SESSION_MAX_HOURS: '4',
      VITE_MONITORING_FLUSH_INTERVAL_MS: '1',
      VITE_MONITORING_FLUSH_EVENTS: '1',
    });
    const high = parseMonitoringConfig({
      VITE_MONITORING_SESSION_SAMPLE_RATE: '1',
      VITE_MONITORING_SESSION_IDLE_MINUTES: '60',
      VITE_MONITORING_SESSION_MAX_HOURS: '24',
      VITE_MONITORING_FLUSH_INTERVAL_MS: '10000',
      VITE_MONITORING_FLUSH_EVENTS: '100',
    });
    expect(low.ok && high.ok).toBe(true);
  });

  test('refuses values out of range, naming each setting and its range', () => {
    const result = parseMonitoringConfig({
      VITE_MONITORING_SESSION_SAMPLE_RATE: '1.5',
      VITE_MONITORING_SESSION_IDLE_MINUTES: '9',
      VITE_MONITORING_SESSION_MAX_HOURS: '25',
      VITE_MONITORING_FLUSH_INTERVAL_MS: '0',
      VITE_MONITORING_FLUSH_EVENTS: '20.5',
      VITE_MONITORING_TRACE_SAMPLE_RATE: 'ten',
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe('VITE_MONITORING_SESSION_SAMPLE_RATE must be a number from 0 to 1; got "1.5".');
    expect(problems.join('\n')).toMatch(/SESSION_IDLE_MINUTES must be a whole number from 10 to 60/);
    expect(problems.join('\n')).toMatch(/FLUSH_EVENTS must be a whole number from 1 to 100; got "20.5"/);
  });

  test('at start-up a bad setting turns monitoring off with a clear console message, and nothing else', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadAgent = vi.fn();
    const result = startMonitoring({ env: { VITE_MONITORING_FLUSH_EVENTS: '500' }, store: memoryStore(), loadAgent });
    expect(result).toBe('misconfigured');
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[monitoring\] disabled: VITE_MONITORING_FLUSH_EVENTS must be a whole number from 1 to 100/),
    );
    expect(loadAgent).not.toHaveBeenCalled();
  });

  test('a session that is not sampled loads nothing more', () => {
    const loadAgent = vi.fn();
    expect(startMonitoring({ env: { VITE_MONITORING_SESSION_SAMPLE_RATE: '0' }, store: memoryStore(), loadAgent })).toBe('not-sampled');
    expect(loadAgent).not.toHaveBeenCalled();
  });
});
