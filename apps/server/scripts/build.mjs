// The server as one ES module (dist/main.js): its own TypeScript and the workspace packages compiled and joined
// once, the npm dependencies left to Node. Starting it skips compiling some 300 files on every start (tsx), which
// was most of the cold start (issue 13: serve within 3 s on an existing data directory).
// `node scripts/build.mjs dist/other.js` writes it elsewhere in dist/ (the server tests' own copy): the server finds
// the repository from the folder it runs in (src/config/env.ts), so the bundle stays directly in dist/.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: process.argv[2] ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(builder) {
        // Bare imports are npm packages (PGlite finds its WebAssembly beside its own files), except the
        // workspace's TypeScript packages, which are compiled in.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sprout/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
