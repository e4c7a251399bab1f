import { afterAll, beforeAll, vi } from 'vitest';
import { type AdviceInputProvider, adviceInputProviders } from '../modules/advice/providers.ts';

/**
 * The server projects run their files one after another in the same worker without re-importing the server
 * (`isolate: false` in vitest.config.ts): importing the app's module graph took longer than most files' tests.
 * Each file still opens its own database and app (test-support/test-app.ts); what a file changes in the modules'
 * process-wide state is put back here when it ends, so the next file in the worker starts as it would alone.
 */
let providers: AdviceInputProvider[] = [];

beforeAll(() => {
  // After the file was imported, so the composition root (modules/index.ts) has registered its providers.
  providers = [...adviceInputProviders];
});

afterAll(() => {
  adviceInputProviders.splice(0, adviceInputProviders.length, ...providers);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
