import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'sprout-web-'));
const app = Fastify();

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // Over 1 KB, as every real page is: pages are compressed from there.
  const styles = `<style>${'.bar{color:#0a7}'.repeat(100)}</style>`;
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>x</title>${styles}</head><body></body></html>`);
  const js = 'console.log("page");'.repeat(200);
  writeFileSync(path.join(dist, 'assets/faq-page-1.js'), js);
  writeFileSync(path.join(dist, 'assets/faq-page-1.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/faq/list',
          languages: { 'zh-CN': { js: ['assets/faq-list-zh.js'], css: [] }, 'en-US': { js: ['assets/faq-list-en.js'], css: [] } },
        },
        {
          path: '*',
          languages: { 'zh-CN': { js: ['assets/not-found-zh.js'], css: [] }, 'en-US': { js: ['assets/not-found-en.js'], css: [] } },
        },
        {
          path: '/article/:id',
          languages: { 'zh-CN': { js: ['assets/article.js'], css: ['assets/article.css'] }, 'en-US': { js: [], css: [] } },
        },
      ],
    }),
  );
  const web = await registerWebApp(app, dist);
  app.setNotFoundHandler((req, reply) => web!.sendPage(req, reply));
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('preloads the chunks of the requested route in the request’s language', async () => {
    const zh = await app.inject({ url: '/faq/list' });
    expect(zh.body).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-list-zh.js"></head>');
    const en = await app.inject({ url: '/faq/list?lang=en-US' });
    expect(en.body).toContain('href="/assets/faq-list-en.js"');
    expect(en.body).not.toContain('faq-list-zh');
  });

  it('matches parameterised routes and adds their stylesheets', async () => {
    const res = await app.inject({ url: '/article/42', headers: { 'accept-language': 'zh-CN' } });
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/article.css">');
    expect(res.body).toContain('href="/assets/article.js"');
  });

  it('preloads the not-found page for an unknown address, with the content security policy', async () => {
    const res = await app.inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/assets/not-found-zh.js"');
    expect(res.body).not.toContain('faq-list');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).toMatch(/script-src 'self' https:\/\/res\.wx\.qq\.com;/);
    // Clickjacking: only the app's own pages may frame it.
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('compresses a page for a browser that accepts it, brotli first, and says the answer varies by it', async () => {
    const plain = await app.inject({ url: '/faq/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
    const br = await app.inject({ url: '/faq/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/faq/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a precompressed asset to a browser that accepts brotli, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/faq-page-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    // Never revalidated: no validators, no ranges, only the headers the browser uses.
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], name).toBeUndefined();
    const plain = await app.inject({ url: '/assets/faq-page-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('starts with one route for the hashed assets however many the build wrote, and a route per other file', () => {
    // A route per asset and compressed copy cost the server some 0.4 s of its start on a real build (issue 28).
    expect(app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/assets/faq-page-1.js' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/favicon.svg' })).toBe(true);
  });

  it('serves the assets the build wrote, named as it wrote them, and nothing written after the start', async () => {
    // Each answered as a path with no route is (the not-found handler), not with a file.
    const none = await app.inject({ url: '/assets/never-written.js' });
    writeFileSync(path.join(dist, 'assets/later.js'), 'console.log("written later")');
    for (const url of ['/assets/later.js', '/assets/FAQ-page-1.js', '/assets/..%2Findex.html']) {
      const res = await app.inject({ url });
      expect([res.statusCode, res.headers['content-type']], url).toEqual([none.statusCode, none.headers['content-type']]);
      expect(res.body, url).not.toMatch(/written later|console\.log/);
    }
    const head = await app.inject({ method: 'HEAD', url: '/assets/faq-page-1.js' });
    expect([head.statusCode, head.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
  });

  it('lets a browser revalidate what is not a hashed asset, by its ETag', async () => {
    const first = await app.inject({ url: '/favicon.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    expect(first.headers['last-modified']).toBeDefined();
    const again = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
