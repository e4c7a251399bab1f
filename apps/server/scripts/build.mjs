// The server as one ES module (dist/main.js): its own TypeScript, the workspace packages and the npm packages it
// loads at start, compiled and joined once. Starting it skips compiling some 300 files on every start (tsx), which
// was most of the cold start (issue 13: serve within 3 s on an existing data directory), and resolving and reading
// some 700 files of node_modules one by one, a sixth of what remained (issue 28: 1.5 s on PostgreSQL).
// `node scripts/build.mjs dist/other.js` writes it elsewhere in dist/ (the server tests' own copy): the server finds
// the repository from the folder it runs in (src/config/env.ts), so the bundle stays directly in dist/.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * npm packages left to Node, each for a reason: PGlite finds its WebAssembly and data files beside its own files;
 * the others are loaded on first use only (a PostgreSQL server's queue, a sender, a store, a calendar, a doctor's
 * search, an article's sanitizer, docs/decisions/3900-optional-modules-on-first-use.md), so they cost the start
 * nothing where they stay; pg-native is pg's optional native driver, never installed.
 */
const LEFT_TO_NODE = [
  '@electric-sql/pglite',
  'pg-boss',
  'tencentcloud-sdk-nodejs-sms',
  '@aws-sdk/client-s3',
  'ics',
  'pinyin-pro',
  'sanitize-html',
  'pg-native',
];

const outfile = process.argv[2] ?? 'dist/main.js';
const { metafile } = await build({
  metafile: true,
  // Split: what main.js imports on first use only (the embedded database's driver, the web app's static files) is
  // its own file, so that the npm packages those parts import (PGlite) are not loaded at start where unused.
  entryPoints: { [path.basename(outfile, '.js')]: 'src/main.ts' },
  outdir: path.dirname(outfile),
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Whitespace and syntax minified, names kept: a third less for V8 to read at every start, stack traces still
  // name their functions, and `npm run stack` (scripts/map-stack.mjs) tells their positions as src/'s from the map,
  // which holds positions only (the sources are in the repository). The server does not map its own stacks
  // (docs/decisions/4700-stacks-mapped-after.md).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  external: LEFT_TO_NODE.flatMap((name) => [name, `${name}/*`]),
  // The CommonJS packages joined into this ES module still call require for Node's own modules.
  banner: {
    js: "import { createRequire as sproutCreateRequire } from 'node:module'; const require = sproutCreateRequire(import.meta.url);",
  },
});

// The embedded database's thread is a script of its own, which src/db/pglite-threaded.ts finds beside itself: it is
// put beside whichever output file holds that module (a chunk, as it is imported on first use).
const THREADED = 'src/db/pglite-threaded.ts';
const [holder] = Object.entries(metafile.outputs).filter(([, output]) => Object.keys(output.inputs).includes(THREADED));
if (!holder) throw new Error(`${THREADED} is in no output file`);
copyFileSync('src/db/pglite-thread.mjs', path.join(path.dirname(holder[0]), 'pglite-thread.mjs'));
