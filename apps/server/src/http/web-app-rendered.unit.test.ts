import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from './page-render.ts';
import { registerWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'sprout-web-ssr-'));
const app = Fastify();
const HOLDER = 'window.held = 1;';
const SHELL =
  '<!doctype html>\n<html lang="zh-CN">\n<head><title>禾苗成长</title>' +
  `<script>${HOLDER}</script>` +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css">\n' +
  '</head>\n<body>\n<div id="root"><div class="boot"><div class="boot-bar">x</div></div></div>\n</body>\n</html>';

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
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-c.css'), '.app{color:green}');
  writeFileSync(path.join(dist, 'assets/mine-d.css'), '.mine{color:red}');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/mine',
          languages: {
            'en-US': { js: ['assets/mine-e.js'], css: ['assets/mine-d.css'], texts: ['assets/mine-texts-en.js'] },
            'zh-CN': { js: [], css: [] },
          },
        },
        { path: '/other', languages: { 'en-US': { js: [], css: [], texts: ['assets/other-texts-en.js'] }, 'zh-CN': { js: [], css: [] } } },
      ],
    }),
  );
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
    expect(res.body).toContain('<div id="root"><main data-testid="mine">Wang</main></div><script type="module"');
    expect(res.body).toMatch(/<script type="application\/json" id="ssr-state">\{"a":"\\u003c\/script\\u003e"\}<\/script>\s*<\/body>/);
    expect(res.body).not.toContain('boot-bar');
    // No inline script is needed to hydrate: the CSP allows index.html's own tap holder only.
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/res\.wx\.qq\.com;/);
  });

  it('paints before any request: stylesheets inlined in the head, scripts and links only after the content, texts in the state last', async () => {
    const body = (await app.inject({ url: '/mine' })).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<style>.app{color:green}\n.mine{color:red}</style>');
    expect(head).not.toMatch(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
    // The scripts right after the content, so that the browser asks for them before the state (read only when the
    // app starts) has arrived.
    const after = body.slice(body.indexOf('</main></div>') + '</main></div>'.length);
    expect(after).toMatch(
      /^<script type="module" crossorigin src="\/assets\/index-a\.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/react-b\.js"><link rel="modulepreload" crossorigin href="\/assets\/mine-e\.js"><link rel="stylesheet" crossorigin href="\/assets\/index-c\.css" disabled><link rel="stylesheet" href="\/assets\/mine-d\.css" disabled>\s*<script type="application\/json" id="ssr-state">/,
    );
    // Its texts travel in its state: their chunks are not preloaded.
    expect(body).not.toContain('mine-texts-en.js');
    // The page the browser renders keeps them in the head, its texts' chunks preloaded.
    const shell = (await app.inject({ url: '/other', headers: { 'accept-language': 'en-US' } })).body;
    const shellHead = shell.slice(0, shell.indexOf('</head>'));
    expect(shellHead).toContain('<script type="module" crossorigin src="/assets/index-a.js">');
    expect(shellHead).toContain('<link rel="modulepreload" crossorigin href="/assets/other-texts-en.js">');
    expect(shellHead).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('allows index.html’s inline tap holder by its hash, and no other inline script', async () => {
    const csp = String((await app.inject({ url: '/mine' })).headers['content-security-policy']);
    const hash = createHash('sha256').update(HOLDER).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}' https://res.wx.qq.com;`);
    expect(csp).not.toContain("unsafe-inline' https");
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
