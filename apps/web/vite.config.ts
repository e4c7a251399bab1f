import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
// A relative import, so the config bundles the file instead of asking Node to load TypeScript from a package.
import { API_ROOTS } from '../../packages/contracts/src/paths.ts';
import { parseMonitoringConfig } from './src/lib/monitoring/config.ts';
import { parseEnvironmentName } from './src/lib/request/environments.ts';

const appDir = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev -w @sprout/server` listens. */
const API_SERVER = 'http://localhost:8080';
/**
 * React Router 7's package exports name only its development build, warnings included (remix-run/react-router#12532,
 * #14102); a build takes the production one it ships beside it: the same code, its dev-only checks off.
 */
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, appDir, 'VITE_');
  // Fail the build at once on a misspelt environment instead of shipping a client that calls nowhere.
  parseEnvironmentName(env.VITE_APP_ENV);
  // The same for the monitoring settings (the running app would only switch monitoring off).
  const monitoring = parseMonitoringConfig(env);
  if (!monitoring.ok) throw new Error(`Monitoring settings: ${monitoring.problems.join(' ')}`);

  return {
    plugins: [react()],
    resolve: {
      // One React for the app and every library (the root package.json overrides older peer ranges).
      dedupe: ['react', 'react-dom'],
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: routerProduction('index.mjs') },
              { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
            ]
          : [],
    },
    server: {
      proxy: Object.fromEntries([...API_ROOTS, '/media'].map((root) => [root, { target: API_SERVER, changeOrigin: true }])),
    },
    preview: {
      proxy: Object.fromEntries([...API_ROOTS, '/media'].map((root) => [root, { target: API_SERVER, changeOrigin: true }])),
    },
    // The server's render (src/entry-server.tsx, docs/decisions/0005-server-rendering.md) is one bundle for Node:
    // libraries included, so that antd-mobile's style imports and CommonJS packages need nothing at run time.
    ssr: { noExternal: true },
    // The server's render is React's production build whatever NODE_ENV the server runs with: left to Node, the bundle
    // chose React's development build at run time under `npm start` and the journeys (NODE_ENV unset or development),
    // several times slower per page and carrying both builds.
    define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      copyPublicDir: !isSsrBuild,
      emptyOutDir: true,
      // scripts/bundle-report.mjs reads it to size each route's first screen.
      manifest: !isSsrBuild,
      rolldownOptions: {
        treeshake: {
          // @sprout/contracts builds its zod schemas at module level; without this, importing one constant
          // (LANGUAGES, SUCCESS_CODE) from it would ship all of zod in the first screen. Schema building has no
          // side effects, so unused schemas (and zod with them) are dropped.
          manualPureFunctions: ['z'],
        },
        output: {
          // Libraries that only some pages need stay in chunks of their own. Left to the default grouping, a
          // module shared by several pages can land in one chunk with a module the entry imports, and then
          // every route's first screen downloads it (zod did: +26 KB on every page).
          advancedChunks: {
            groups: [
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
              { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
              // What twenty or more routes share travels as one file, not as a dozen of a few hundred bytes each: on
              // the phone profile (150 ms a request, six at a time) a first visit fetched 31 files for /faq and 63
              // for the growth chart, in waves. Every route's first screen came out smaller (109 of 109, 4.3 KB on
              // average), with 21 files instead of 38 on average; live 1,646 -> 1,517 ms on /faq and
              // 3,121 -> 2,344 ms on the growth chart, beside the previous build in one run (issue 32).
              { name: 'common', minShareCount: 20 },
              // The few small modules the entry shares with a handful of pages (the chosen child, the family's list, the
              // WeChat check) travel as one file, not four: each answer costs ~360 bytes of headers on the phone's
              // link, on every route (issue 32).
              {
                name: 'shell',
                test: /(lib[\\/]member[\\/](chosen-member|family-members)|lib[\\/]wechat[\\/]platform|contracts[\\/]src[\\/](family-rules|routes[\\/]family))\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
