#!/usr/bin/env node
/**
 * First-screen JavaScript of every route, gzip-compressed, after `npx vite build`: the entry chunk, the
 * page's chunk, everything either imports statically, and the locale chunks the route needs at start
 * (zh-CN). Spec budget: 150 KB per route. Exits 1 when a route is over it, or carries zod where no form needs it.
 *
 *   node scripts/bundle-report.mjs            # every route
 *   node scripts/bundle-report.mjs / /login   # only these
 *   BUNDLE_CEILING_KB=205 node scripts/…      # CI: fails only above this ceiling, a real regression
 *   BUNDLE_STAFF_CEILING_KB=240 …             # the staff workspaces (/admin, /doctor): editors' and doctors' desk pages
 *                                             # (the doctor's patient page holds the record's entries, their corrections
 *                                             # and confirmations beside the charts)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { filesOf, firstScreenKeys, readManifest, readRoutes } from './route-table.mjs';

const BUDGET_BYTES = Number(process.env.BUNDLE_CEILING_KB ?? '150') * 1024;
const STAFF_BUDGET_BYTES = Number(process.env.BUNDLE_STAFF_CEILING_KB ?? process.env.BUNDLE_CEILING_KB ?? '150') * 1024;
const STAFF_ROOTS = ['/admin', '/doctor'];
const budgetOf = (route) =>
  STAFF_ROOTS.some((root) => route.path === root || route.path.startsWith(`${root}/`)) ? STAFF_BUDGET_BYTES : BUDGET_BYTES;
const REPORT_LANGUAGE = 'zh-CN';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');
const table = readManifest(distDir);

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * The routes whose first screen may carry zod (26 KB): the doctor's exam form, which checks its input with the
 * contracts' schema before sending it, and the editors' workspace. Anywhere else zod comes in by a value taken from a
 * contracts module that builds schemas (the reminders page did: +26 KB), where `@sprout/contracts/light` has the
 * value alone; the parents' contact form loads its check after the page is live (issue 32).
 */
const ZOD_ROUTES = ['/eyeAxis/doctor/record'];
const mayCarryZod = (route) => ZOD_ROUTES.includes(route.path) || route.path === '/admin' || route.path.startsWith('/admin/');

function firstScreen(route) {
  const { js, css } = filesOf(table, firstScreenKeys(table, route, REPORT_LANGUAGE));
  return {
    js: js.reduce((sum, file) => sum + gzipSize(file), 0),
    css: css.reduce((sum, file) => sum + gzipSize(file), 0),
    files: js.length,
    zod: js.some((file) => /(^|\/)zod-[^/]*\.js$/.test(file)),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const wanted = process.argv.slice(2);
const routes = readRoutes(appDir).filter((route) => wanted.length === 0 || wanted.includes(route.path));
if (wanted.length > 0 && routes.length !== wanted.length) {
  const found = new Set(routes.map((route) => route.path));
  throw new Error(`Unknown route(s): ${wanted.filter((path) => !found.has(path)).join(', ')}`);
}

console.log(
  `First-screen size per route (gzip, ${REPORT_LANGUAGE}; budget ${kb(BUDGET_BYTES)} of JS, ${kb(STAFF_BUDGET_BYTES)} for the staff workspaces /admin and /doctor)\n`,
);
console.log(`${'route'.padEnd(52)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)}  chunks  page chunk`);
let over = 0;
let zodRoutes = 0;
for (const route of routes.sort((a, b) => a.path.localeCompare(b.path))) {
  const size = firstScreen(route);
  const overBudget = size.js > budgetOf(route);
  const strayZod = size.zod && !mayCarryZod(route);
  const mark = (overBudget ? '  OVER BUDGET' : '') + (strayZod ? '  ZOD IN THE FIRST SCREEN' : '');
  if (overBudget) over += 1;
  if (strayZod) zodRoutes += 1;
  console.log(
    `${route.path.padEnd(52)} ${kb(size.js).padStart(9)} ${kb(size.css).padStart(8)}  ${String(size.files).padStart(6)}  ${table.manifest[route.page].file}${mark}`,
  );
}
console.log(`\n${routes.length} routes, ${over} over budget, ${zodRoutes} with zod in the first screen where no form needs it.`);
process.exitCode = over > 0 || zodRoutes > 0 ? 1 : 0;
