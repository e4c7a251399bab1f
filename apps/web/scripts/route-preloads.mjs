#!/usr/bin/env node
/**
 * Writes dist/route-preloads.json: for each route and language, the chunks of its first screen beyond what
 * index.html already loads. The server adds them to index.html as modulepreload links, so a page's own
 * chunk and texts download together with the entry instead of one round trip after it (150 ms each on the
 * phone profile of the budget).
 * Its texts (the locale chunks) are listed apart: a page the server renders carries them in its state instead, and
 * the server preloads them only for a page the browser renders itself.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, STARTUP_NAMESPACES, filesOf, firstScreenKeys, readManifest, readRoutes, staticClosure } from './route-table.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(appDir, 'dist');
const table = readManifest(distDir);
const entryKeys = staticClosure(table.manifest, table.entryKey);

const routes = readRoutes(appDir).map((route) => ({
  path: route.path,
  languages: Object.fromEntries(
    LANGUAGES.map((language) => {
      const keys = [...firstScreenKeys(table, route, language, { withEntry: false })].filter((key) => !entryKeys.has(key));
      const texts = new Set([...STARTUP_NAMESPACES, ...route.namespaces].map((namespace) => `src/locales/${language}/${namespace}.json`));
      const own = filesOf(
        table,
        keys.filter((key) => !texts.has(key)),
      );
      const carried = filesOf(
        table,
        [...texts].filter((key) => keys.includes(key)),
      );
      return [language, { js: own.js, css: own.css, texts: carried.js }];
    }),
  ),
}));
writeFileSync(join(distDir, 'route-preloads.json'), `${JSON.stringify({ routes }, null, 1)}\n`);
console.log(`route preloads written for ${routes.length} routes`);
