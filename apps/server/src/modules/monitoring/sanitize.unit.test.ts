import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './rate-limit.ts';
import { normalizePath, scrubText } from './sanitize.ts';

describe('normalizePath', () => {
  it('keeps route patterns and names as they are', () => {
    expect(normalizePath('/clinics/:clinicId')).toBe('/clinics/:clinicId');
    expect(normalizePath('/growth/common/growthChartFullScreen')).toBe('/growth/common/growthChartFullScreen');
    expect(normalizePath('*')).toBe('/*');
  });

  it('drops origin, query and fragment and replaces ids and tokens with :id', () => {
    expect(normalizePath('https://x.example/article/12345?token=abc#p')).toBe('/article/:id');
    expect(normalizePath('/a/40000000-0000-4000-8000-000000000001/b')).toBe('/a/:id/b');
    expect(normalizePath('/entry/Zk3mPq9xYt2wVb8nLr5s')).toBe('/entry/:id');
  });
});

describe('scrubText', () => {
  it('removes query strings, phones, e-mails, UUIDs and long tokens but keeps the sentence', () => {
    expect(scrubText('GET https://h.example/p?token=x failed')).toBe('GET https://h.example/p failed');
    expect(scrubText('call 13912345678 or x@y.cn')).toBe('call [phone] or [email]');
    expect(scrubText('member 40000000-0000-4000-8000-000000000001 gone')).toBe('member :id gone');
    expect(scrubText(`token ${'a1'.repeat(20)} bad`)).toBe('token [redacted] bad');
    expect(scrubText('sent Zk3mPq9xYt2wVb8nLr5sQe7uIo1pAs4dFg6hJk0lZx2 twice')).toBe('sent [redacted] twice');
    expect(scrubText('Error: e2e-monitoring-boom-1795238638123')).toBe('Error: e2e-monitoring-boom-1795238638123');
    expect(scrubText("Cannot read properties of undefined (reading 'x')")).toBe("Cannot read properties of undefined (reading 'x')");
  });
});

describe('TokenBuckets', () => {
  it('refuses once empty, takes nothing when refusing, and refills with time', () => {
    let now = 0;
    const buckets = new TokenBuckets({ capacity: 10, refillPerSecond: 2, now: () => now });
    expect(buckets.take('s', 8)).toBe(true);
    expect(buckets.take('s', 3)).toBe(false);
    expect(buckets.take('s', 2)).toBe(true);
    expect(buckets.take('s', 1)).toBe(false);
    now += 1500;
    expect(buckets.has('s', 3)).toBe(true);
    expect(buckets.has('s', 4)).toBe(false);
    expect(buckets.take('other', 10)).toBe(true);
  });

  it('forgets keys beyond its size so made-up ids cannot grow memory', () => {
    const buckets = new TokenBuckets({ capacity: 5, refillPerSecond: 1, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1) buckets.take(`k${i}`, 1);
    expect(buckets.size).toBeLessThanOrEqual(100);
  });
});
