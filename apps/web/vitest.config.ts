import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The `web` project of the root vitest workspace: client units in jsdom. */
export default defineProject({
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
    setupFiles: ['./src/test/setup.ts'],
    // findBy waits up to 8 s for a lazy chunk (src/test/setup.ts); a test needs room for a few such waits.
    testTimeout: 20_000,
    server: { deps: { inline: ['antd-mobile'] } },
  },
});
