/**
 * The route table as the build sees it: each route's path, page source file and locale namespaces, read
 * from src/app/routes/*.ts, and the chunks of a route's first screen from Vite's manifest. Shared by
 * bundle-report.mjs (sizes) and route-preloads.mjs (what the server preloads for each route).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Kept in step with STARTUP_NAMESPACES in src/locales/resources.ts. */
export const STARTUP_NAMESPACES = ['common', 'titles', 'errors'];
export const LANGUAGES = ['zh-CN', 'en-US'];
const NOT_BUILT_PAGE = 'src/components/layout/not-built-page.tsx';

export function readRoutes(appDir) {
  const routesDir = join(appDir, 'src/app/routes');
  const routes = [];
  const pageOf = (load) => join('src/app/routes', load).replace(/\\/g, '/');
  for (const file of readdirSync(routesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(join(routesDir, file), 'utf8');
    for (const match of source.matchAll(/notBuilt\(\s*'([^']+)'/g)) {
      routes.push({ path: match[1], page: NOT_BUILT_PAGE, namespaces: [] });
    }
    // Loaders shared by several routes: `const loadEntryPage = () => import('…')`.
    const sharedLoads = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
    // Route objects: from one `path: '…'` to the next (comments may stand between the brace and the path).
    const starts = [...source.matchAll(/\bpath: '([^']+)'/g)];
    starts.forEach((match, i) => {
      const block = source.slice(match.index, starts[i + 1]?.index ?? source.length);
      const load = /import\('([^']+)'\)/.exec(block)?.[1] ?? sharedLoads.get(/load: (\w+)/.exec(block)?.[1] ?? '');
      if (!load) return;
      const namespaces = [...(/namespaces:\s*\[([^\]]*)\]/.exec(block)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
      routes.push({ path: match[1], page: pageOf(load), namespaces });
    });
    // The workspace's `page('/admin/…', titleKey, () => import('…'), namespaces?)`, whose default namespaces the helper names.
    const defaults = /RouteEntry\['namespaces'\] = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    for (const match of source.matchAll(/\bpage\('([^']+)', '[^']+', \(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?\)/g)) {
      const namespaces = [...(match[3] ?? defaults).matchAll(/'([^']+)'/g)].map((m) => m[1]);
      routes.push({ path: match[1], page: pageOf(match[2]), namespaces });
    }
  }
  return routes;
}

export function readManifest(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk: was the build run with build.manifest?');
  return { manifest, entryKey };
}

/** The chunk and every chunk it imports statically, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Manifest keys of a route's first screen in one language: entry, page, locale chunks, their imports. */
export function firstScreenKeys({ manifest, entryKey }, route, language, { withEntry = true } = {}) {
  const chunks = withEntry ? staticClosure(manifest, entryKey) : new Set();
  if (!manifest[route.page]) throw new Error(`No chunk for ${route.page} (route ${route.path})`);
  staticClosure(manifest, route.page, chunks);
  for (const namespace of [...STARTUP_NAMESPACES, ...route.namespaces]) {
    const key = `src/locales/${language}/${namespace}.json`;
    if (manifest[key]) staticClosure(manifest, key, chunks);
  }
  return chunks;
}

export function filesOf({ manifest }, keys) {
  const js = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  return { js, css };
}
