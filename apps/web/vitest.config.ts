import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The test files that replace a module (vi.mock, vi.doMock): each runs in a fresh module registry of its own (project
 * `web-mocks`, vitest.mocks.config.ts), so what it replaces reaches no other file. The rest share their worker's
 * registry and jsdom (project `web`, `isolate: false`): importing React, antd-mobile and the app once per worker
 * instead of once per file took the web units from 220 s of CPU to about 40 s on the 2-core machine. A global
 * replaced with vi.stubGlobal inside a test is put back after it by src/test/setup.ts (vi.unstubAllGlobals), so a
 * file that only does that shares too.
 */
const REPLACING_FILES: string[] = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(`${src}/${file}`, 'utf8')))
  .map((file) => `src/${file}`);

/** The `web` project of the root vitest workspace: client units in jsdom. */
const web = defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      // Its package.json has no `exports`, so Node would load the CommonJS build with Node's own require.
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url),
        ),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: REPLACING_FILES,
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // findBy waits up to 8 s for a lazy chunk (src/test/setup.ts); a test needs room for a few such waits.
    testTimeout: 20_000,
    server: { deps: { inline: ['antd-mobile'] } },
  },
});

export default web;

/** The web units that replace a module or a global: one fresh module registry per file (vitest.mocks.config.ts). */
export const webMocks = defineProject({
  ...web,
  test: { ...web.test, name: 'web-mocks', include: REPLACING_FILES, exclude: [], isolate: true },
});
