import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUpTestI18n } from './i18n.ts';

// Pages load their route chunks lazily: on a busy 2-core CI machine a chunk can take longer than findBy's 1 s
// default to import. Waiting longer changes no assertion; a page that never shows still fails.
configure({ asyncUtilTimeout: 8_000 });

beforeEach(async () => {
  await setUpTestI18n('zh-CN');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
