#!/usr/bin/env node
/**
 * First-screen JavaScript of every route, gzip-compressed, after `npx vite build`: the entry chunk, the
 * page's chunk, everything either imports statically, and the locale chunks the route needs at start
 * (zh-CN). Spec budget: 150 KB per route. Exits 1 when a route is over it.
 *
 *   node scripts/bundle-report.mjs            # every route
 *   node scripts/bundle-report.mjs / /login   # only these
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const REPORT_LANGUAGE = 'zh-CN';
/** Kept in step with STARTUP_NAMESPACES in src/locales/resources.ts. */
const STARTUP_NAMESPACES = ['common', 'titles', 'errors'];
const NOT_BUILT_PAGE = 'src/components/layout/not-built-page.tsx';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');
const routesDir = join(appDir, 'src/app/routes');

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk: was the build run with build.manifest?');

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The chunk and every chunk it imports statically, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

/** Routes as the route files declare them: path, page source file and locale namespaces. */
function readRoutes() {
  const routes = [];
  for (const file of readdirSync(routesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(join(routesDir, file), 'utf8');
    for (const match of source.matchAll(/notBuilt\(\s*'([^']+)'/g)) {
      routes.push({ path: match[1], page: NOT_BUILT_PAGE, namespaces: [] });
    }
    for (const block of source.split(/\{\s*\n\s*path:/).slice(1)) {
      const path = /^\s*'([^']+)'/.exec(block)?.[1];
      const load = /import\('([^']+)'\)/.exec(block)?.[1];
      if (!path || !load) continue;
      const namespaces = [...(/namespaces:\s*\[([^\]]*)\]/.exec(block)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
      const page = join('src/app/routes', load).replace(/\\/g, '/');
      routes.push({ path, page, namespaces });
    }
  }
  return routes;
}

function firstScreen(route) {
  const chunks = staticClosure(entryKey);
  if (!manifest[route.page]) throw new Error(`No chunk for ${route.page} (route ${route.path})`);
  staticClosure(route.page, chunks);
  for (const namespace of [...STARTUP_NAMESPACES, ...route.namespaces]) {
    const key = `src/locales/${REPORT_LANGUAGE}/${namespace}.json`;
    if (manifest[key]) staticClosure(key, chunks);
  }
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const css = [...chunks].flatMap((key) => manifest[key].css ?? []);
  return {
    js: files.reduce((sum, file) => sum + gzipSize(file), 0),
    css: [...new Set(css)].reduce((sum, file) => sum + gzipSize(file), 0),
    files: files.length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const wanted = process.argv.slice(2);
const routes = readRoutes().filter((route) => wanted.length === 0 || wanted.includes(route.path));
if (wanted.length > 0 && routes.length !== wanted.length) {
  const found = new Set(routes.map((route) => route.path));
  throw new Error(`Unknown route(s): ${wanted.filter((path) => !found.has(path)).join(', ')}`);
}

console.log(`First-screen size per route (gzip, ${REPORT_LANGUAGE}; budget ${kb(BUDGET_BYTES)} of JS)\n`);
console.log(`${'route'.padEnd(52)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}  chunks  page chunk`);
let over = 0;
for (const route of routes.sort((a, b) => a.path.localeCompare(b.path))) {
  const size = firstScreen(route);
  const mark = size.js > BUDGET_BYTES ? '  OVER BUDGET' : '';
  if (mark) over += 1;
  console.log(
    `${route.path.padEnd(52)} ${kb(size.js).padStart(9)} ${kb(size.css).padStart(8)}  ${String(size.files).padStart(6)}  ${manifest[route.page].file}${mark}`,
  );
}
console.log(`\n${routes.length} routes, ${over} over budget.`);
process.exitCode = over > 0 ? 1 : 0;
