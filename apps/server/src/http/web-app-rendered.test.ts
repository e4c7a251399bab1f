import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-render.ts';
import { registerWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'sprout-web-ssr-'));
const app = Fastify();
const SHELL =
  '<!doctype html>\n<html lang="zh-CN">\n<head><title>禾苗成长</title></head>\n<body>\n<div id="root"><div class="boot"><div class="boot-bar">x</div></div></div>\n</body>\n</html>';

/** A stand-in for the web build's render: a personal page for /mine (with an entry token when asked), none elsewhere. */
const renderer: PageRenderer = async (req) => {
  if (!req.url.startsWith('/mine')) return null;
  return {
    html: '<main data-testid="mine">Wang</main>',
    state: '{"a":"\\u003c/script\\u003e"}',
    title: '<Growth> & more',
    language: 'en-US',
    personal: true,
    entryToken: req.url.includes('entry') ? 'tok' : null,
  };
};

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  const web = await registerWebApp(app, dist, { renderer, session: { maxAgeSeconds: 60, secure: true } });
  app.setNotFoundHandler((req, reply) => web!.sendPage(req, reply));
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a page rendered on the server', () => {
  it('carries the first screen, its language and title (escaped), and the state as JSON data, not code', async () => {
    const res = await app.inject({ url: '/mine' });
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain('<title>&lt;Growth&gt; &amp; more</title>');
    expect(res.body).toContain(
      '<div id="root"><main data-testid="mine">Wang</main></div><script type="application/json" id="ssr-state">{"a":"\\u003c/script\\u003e"}</script>',
    );
    expect(res.body).not.toContain('boot-bar');
    // The CSP is unchanged: no inline script is needed to hydrate.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://res.wx.qq.com;");
  });

  it('is never stored by a cache when it holds someone’s data, and varies on the cookie', async () => {
    const res = await app.inject({ url: '/mine' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('keeps a valid embedded-entry token as the session cookie (HttpOnly, SameSite=Lax, Secure)', async () => {
    const res = await app.inject({ url: '/mine?entry=1' });
    expect(String(res.headers['set-cookie'])).toBe('sprout_session=tok; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
    expect((await app.inject({ url: '/mine' })).headers['set-cookie']).toBeUndefined();
  });

  it('falls back to the page the browser renders when there is no render', async () => {
    const res = await app.inject({ url: '/other' });
    expect(res.body).toContain('boot-bar');
    expect(res.body).not.toContain('ssr-state');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
