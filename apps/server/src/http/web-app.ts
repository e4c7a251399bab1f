import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookie } from '../auth/session-cookie.ts';
import { HEALTH_SITE_PATHS, healthSiteAnswer } from './health-site.ts';
import { requestLanguage } from './lang.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';
import { acceptedEncoding, COMPRESS_FROM_BYTES, compressText } from './prepared-reply.ts';

/**
 * The web app's pages: scripts only from here (and WeChat's JS-SDK host), no inline script but index.html's own
 * (allowed by its hash, `pageCspFor`) and health-site.ts's.
 */
export const PAGE_CSP =
  "default-src 'self'; img-src 'self' data: blob: https:; style-src 'self' 'unsafe-inline'; script-src 'self' https://res.wx.qq.com; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'";

interface RoutePreloads {
  /** `texts`: the locale chunks, which a rendered page carries in its state instead (apps/web/scripts/route-preloads.mjs). */
  routes: Array<{ path: string; languages: Record<string, { js: string[]; css: string[]; texts?: string[] }> }>;
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

/** PAGE_CSP allowing the inline scripts of `html` (index.html's tap holder) by their SHA-256. */
export function pageCspFor(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
  return hashes.length ? PAGE_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`) : PAGE_CSP;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html carrying a rendered first screen: its language, title, HTML, then `tail` (the scripts and stylesheet
 * links that come after the content, see `RoutePage`), then the state to hydrate with. The state last: it is read only
 * when the app starts, after the whole document (module scripts run once it is parsed), and on the growth page it is
 * two thirds of the bytes (25 of 37 KB sent): before the scripts, it kept the browser from asking for them until it
 * had arrived, and on the phone profile the line then sat idle for a round trip before the first script came.
 */
function withRenderedPage(shell: string, tail: string, page: RenderedPage): string {
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
      () => `<div id="root">${page.html}</div>${tail}<script type="application/json" id="ssr-state">${page.state}</script>`,
    );
}

/**
 * A route's page in two forms. `shell`: index.html with the route's stylesheets and modulepreloads in the head, for
 * the browser to render. `rendered` + `tail`, for a page the server drew (issue 32): on a 1.6 Mbps phone the head's
 * ~150 KB of modulepreloads shared the line with the render-blocking stylesheets and the HTML itself, and the first
 * paint waited for them. There the stylesheets are inlined in the head (no request before the first paint) and the
 * scripts come after the content, so the HTML arrives first; the stylesheet links come last too, so that a lazy
 * chunk's loader (Vite's preload helper) finds them and does not fetch them again before the page can hydrate, and
 * `disabled`, so that the browser does not fetch them either (their rules are inline). Its texts are in its state,
 * not preloaded: on HTTP/1.1's six connections at 150 ms a request, each request before live costs a share of a wave.
 */
interface RoutePage {
  shell: string;
  rendered: string;
  tail: string;
}

/**
 * A page is what a first visit waits for on a slow line, and the server's render of it costs 50-100 ms: brotli 5
 * instead of the answers' 1 adds about 2 ms to the growth detail's 141 KB and sends 36 KB instead of 45 KB (45 ms
 * less on a 1.6 Mbps phone). Above 5 the size barely moves until 10-11, which take 15-110 ms.
 */
const PAGE_BROTLI_QUALITY = 5;

/** The tags Vite's build puts in the head: the entry script, its modulepreloads and stylesheets. */
const BUILD_TAG = /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>/g;

/**
 * Serves the built web app: hashed assets (precompressed, cached for a year) and, for any page address,
 * index.html with modulepreload links for that route's own chunks in the likely language, so they travel
 * with the entry instead of one round trip after it. Returns null when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, options: WebAppOptions = {}): Promise<WebApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const pageCsp = pageCspFor(template);
  const preloadFile = path.join(distDir, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(preloadFile) ? JSON.parse(readFileSync(preloadFile, 'utf8')) : { routes: [] };
  // Static paths win over parameterised ones (/faq/list before /faq/:id).
  const matchers = preloads.routes
    .map(toMatcher)
    .filter((m): m is Matcher => m !== null)
    .sort((a, b) => a.params - b.params);
  // Addresses no route matches get the not-found page's chunks (the catch-all route).
  const catchAll = preloads.routes.find((route) => route.path === '*');
  const pages = new Map<string, RoutePage>();
  const buildTags = template.match(BUILD_TAG) ?? [];
  const bare = template.replace(BUILD_TAG, '').replace(/\n\s*\n/g, '\n');
  const cssText = (file: string) => {
    const full = path.join(distDir, file);
    return existsSync(full) ? readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style') : '';
  };

  function pageFor(pathname: string, language: string): RoutePage {
    const matcher = matchers.find((m) => m.pattern.test(pathname));
    const key = `${matcher?.pattern.source ?? '-'}|${language}`;
    const cached = pages.get(key);
    if (cached) return cached;
    const files = (matcher ?? catchAll)?.languages[language];
    const css = files?.css.map((f) => `<link rel="stylesheet" href="/${f}">`) ?? [];
    const modulepreload = (f: string) => `<link rel="modulepreload" crossorigin href="/${f}">`;
    const js = files?.js.map(modulepreload) ?? [];
    const texts = files?.texts?.map(modulepreload) ?? [];
    const shell = template.replace('</head>', `${[...css, ...js, ...texts].join('')}</head>`);
    const stylesheets = [...buildTags.filter((t) => t.startsWith('<link rel="stylesheet"')), ...css];
    const inlined = stylesheets
      .map((tag) => /href="\/?([^"]+)"/.exec(tag)?.[1])
      .filter((file): file is string => Boolean(file))
      .map(cssText)
      .join('\n');
    const rendered = bare.replace('</head>', `<style>${inlined}</style></head>`);
    const scripts = buildTags.filter((t) => !t.startsWith('<link rel="stylesheet"'));
    // The stylesheets are inline already: their links are there for the preload helper to find, never fetched.
    const found = stylesheets.map((tag) => tag.replace(/>$/, ' disabled>'));
    const page = { shell, rendered, tail: [...scripts, ...js, ...found].join('') };
    pages.set(key, page);
    return page;
  }

  // Loaded only when there is a build to serve: an API-only server starts without it.
  const { default: fastifyStatic } = await import('@fastify/static');
  const served = {
    // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    index: false,
  } as const;
  // The hashed build assets: one route for the folder, each file looked up among the names the build wrote, read
  // once here (a build does not change while it is served). A route per file and per compressed copy, as before,
  // was some 2,500 routes made at every start: 1.91-2.06 s to the first answer on PostgreSQL against 1.57-1.68 s
  // without them on a slow morning (issue 28: start-up). The plugin's own folder route read the folder (some 1,150
  // names) at every request to check the path's spelling (@fastify/static 10.1): 1.5 ms of CPU an asset of the real
  // build through app.inject, 0.7 ms with the names read once. A name the build did not write falls to the
  // not-found handler, as a path with no route does.
  const assetsDir = path.join(distDir, 'assets');
  const assetNames = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  await app.register(fastifyStatic, {
    ...served,
    root: assetsDir,
    serve: false,
    setHeaders(reply) {
      // A hashed asset never changes: kept a year and never asked about again, so its validators and Accept-Ranges
      // would only be bytes on the line (about 100 of each answer's ~450 bytes of headers; a first visit to the
      // growth page fetches 34 of them on a 1.6 Mbps phone, issue 32).
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    },
  });
  app.get('/assets/*', (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    return assetNames.has(name) ? reply.sendFile(name) : reply.callNotFound();
  });
  // Everything else (some 80 files: the service worker, icons, photos, the campaign pages' files), a route each,
  // so every other path stays the app's; revalidated by its ETag and Last-Modified. Their .br and .gz need no route
  // of their own: each file's route sends the one the client takes.
  await app.register(fastifyStatic, {
    ...served,
    root: distDir,
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    decorateReply: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'no-cache');
    },
  });

  return {
    async sendPage(req, reply) {
      const pathname = req.url.split('?')[0] ?? '/';
      if (HEALTH_SITE_PATHS.has(pathname)) {
        const forward = await healthSiteAnswer(app, req, pageCsp);
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
        .header('Content-Security-Policy', pageCsp);
      if (rendered?.entryToken && options.session) {
        reply.header('Set-Cookie', sessionCookie(rendered.entryToken, options.session.maxAgeSeconds, options.session.secure));
      }
      const page = pageFor(pathname, rendered?.language ?? requestLanguage(req));
      const html = Buffer.from(rendered ? withRenderedPage(page.rendered, page.tail, rendered) : page.shell);
      // Pages are answered by the not-found handler, which the routes' compression hook (compress-answers.ts) never reaches: a
      // rendered growth detail is 100 KB of HTML, 0.5 s on a 1.6 Mbps phone uncompressed, so it is compressed here.
      const encoding = html.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req) : null;
      if (!encoding) return reply.send(html);
      return reply.header('Content-Encoding', encoding).send(compressText(html, encoding, PAGE_BROTLI_QUALITY));
    },
  };
}
