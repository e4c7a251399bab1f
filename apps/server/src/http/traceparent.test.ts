import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { createTestContext } from '../test-support/test-app.ts';
import { validTraceparent } from './traceparent.ts';

const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('traceparent', () => {
  it('accepts only the W3C format with non-zero ids', () => {
    expect(validTraceparent(TRACEPARENT)).toBe(TRACEPARENT);
    for (const bad of [
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
      'x',
      42,
      undefined,
    ]) {
      expect(validTraceparent(bad)).toBeUndefined();
    }
  });

  it('is written into the log line of the request that carried it, and nothing else of the header is', async () => {
    const ctx = await createTestContext();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    const app = await buildApp({ config: ctx.config, database: ctx.database, db: ctx.database.db }, { logger });
    try {
      await app.inject({ url: '/app-web2/auth/me', headers: { traceparent: TRACEPARENT } });
      await app.inject({ url: '/app-web2/auth/me?secret=1', headers: { traceparent: 'evil\ninjected' } });
      const incoming = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
      expect(incoming[0].req).toMatchObject({ method: 'GET', url: '/app-web2/auth/me', traceparent: TRACEPARENT });
      expect(incoming[1].req.traceparent).toBeUndefined();
      expect(lines.join('')).not.toMatch(/injected|secret/);
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
