import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { unmountImperativeRoots } from '../lib/imperative-roots.ts';
import { setUpTestI18n } from './i18n.ts';

// Pages load their route chunks lazily: on a busy 2-core CI machine a chunk can take longer than findBy's 1 s
// default to import. Waiting longer changes no assertion; a page that never shows still fails. 15 s: with the machine
// at a load of 9, the leave guard's first dialog (antd-mobile's imperative Dialog, imported on first use) took over
// 8 s to show (use-leave-guard.test.tsx, 2026-11-28); the test's own budget is 20 s (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

beforeEach(async () => {
  await setUpTestI18n('zh-CN');
});

afterEach(async () => {
  cleanup();
  // What cleanup() does not own: antd-mobile's imperative dialogs and toasts mount their own roots under <body>, and a
  // closed one may stay there faded out (page-state.test.tsx once found the leave guard's buttons beside its own) or a
  // toast's timer fire after the file's environment is gone. They are unmounted, and every test starts from an empty body.
  act(() => unmountImperativeRoots());
  document.body.replaceChildren();
  document.body.removeAttribute('class');
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  // React's scheduler runs its pending work in a setImmediate (in Node): one queued after it (real timers again) lets
  // that work end while this file's jsdom still exists. Left for later, it ran after the environment's teardown once
  // in CI and threw "window is not defined" (react-dom reads window.event) from attachments-field.test.tsx's last render.
  await new Promise<void>((resolve) => setImmediate(resolve));
});
