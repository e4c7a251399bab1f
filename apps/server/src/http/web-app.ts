import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEALTH_SITE_PATHS, healthSiteAnswer } from './health-site.ts';
import { requestLanguage } from './lang.ts';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressText } from './prepared-reply.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';
import { sessionCookie } from '../auth/session-cookie.ts';

/** The web app's pages: scripts only from here (and WeChat's JS-SDK host), no inline script (but health-site.ts's). */
export const PAGE_CSP =
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self' https://res.wx.qq.com; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

interface RoutePreloads {
  routes: Array<{ path: string; languages: Record<string, { js: string[]; css: string[] }> }>;
}

interface Matcher {
  pattern: RegExp;
  params: number;
  languages: RoutePreloads['routes'][number]['languages'];
}

function toMatcher(route: RoutePreloads['routes'][number]): Matcher | null {
  if (route.path === '*') return null;
  const segments = route.path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { pattern: new RegExp(`^${segments.join('/')}/?$`), params: route.path.split(':').length - 1, languages: route.languages };
}

export interface WebApp {
  sendPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface WebAppOptions {
  /** The server render of the first screen (http/page-render.ts); without it the browser renders every page. */
  renderer?: PageRenderer | null;
  /** Seconds the session cookie of an embedded entry lives, and whether it is Secure. */
  session?: { maxAgeSeconds: number; secure: boolean };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html carrying a rendered first screen: its language, title, HTML and the state to hydrate with. */
function withRenderedPage(shell: string, page: RenderedPage): string {
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
      () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}

/**
 * Serves the built web app: hashed assets (precompressed, cached for a year) and, for any page address,
 * index.html with modulepreload links for that route's own chunks in the likely language, so they travel
 * with the entry instead of one round trip after it. Returns null when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}): Promise<WebApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const preloadFile = path.join(distDir, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(preloadFile) ? JSON.parse(readFileSync(preloadFile, 'utf8')) : { routes: [] };
  // Static paths win over parameterised ones (/faq/list before /faq/:id).
  const matchers = preloads.routes
    .map(toMatcher)
    .filter((m): m is Matcher => m !== null)
    .sort((a, b) => a.params - b.params);
  // Addresses no route matches get the not-found page's chunks (the catch-all route).
  const catchAll = preloads.routes.find((route) => route.path === '*');
  const pages = new Map<string, string>();

  function pageFor(pathname: string, language: string): string {
    const matcher = matchers.find((m) => m.pattern.test(pathname));
    const key = `${matcher?.pattern.source ?? '-'}|${language}`;
    const cached = pages.get(key);
    if (cached) return cached;
    const files = (matcher ?? catchAll)?.languages[language];
    const links = files
      ? [
          ...files.css.map((f) => `<link rel="stylesheet" href="/${f}">`),
          ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join('')
      : '';
    const html = template.replace('</head>', `${links}</head>`);
    pages.set(key, html);
    return html;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    async sendPage(req, reply) {
      const pathname = req.url.split('?')[0] ?? '/';
      if (HEALTH_SITE_PATHS.has(pathname)) {
        const forward = await healthSiteAnswer(app, req, PAGE_CSP);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', forward.personal ? 'private, no-store' : 'no-cache')
          .header('Vary', 'Cookie')
          .header('Content-Security-Policy', forward.csp)
          .send(forward.html);
      }
      const rendered = req.method === 'GET' && options.renderer ? await options.renderer(req) : null;
      reply
        .type('text/html; charset=utf-8')
        // A page with someone's data is for them alone: never stored by a browser cache or a proxy.
        .header('Cache-Control', rendered?.personal ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Security-Policy', PAGE_CSP);
      if (rendered?.entryToken && options.session) {
        reply.header('Set-Cookie', sessionCookie(rendered.entryToken, options.session.maxAgeSeconds, options.session.secure));
      }
      const shell = pageFor(pathname, rendered?.language ?? requestLanguage(req));
      const html = Buffer.from(rendered ? withRenderedPage(shell, rendered) : shell);
      // Pages are answered by the not-found handler, which @fastify/compress's route hooks never reach: a
      // rendered growth detail is 100 KB of HTML, 0.5 s on a 1.6 Mbps phone uncompressed, so it is compressed here.
      const encoding = html.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req) : null;
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(compressText(html, encoding));
    },
  };
}
