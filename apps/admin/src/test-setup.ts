import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { setAccessToken } from './lib/access-token.ts';

// The whole app renders in these tests on a shared two-core machine: findBy* and waitFor get
// more than their 1 s default before they call a screen missing.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one window and one module graph (isolate: false in
// vitest.config.ts): each file leaves them as the next would find them in a fresh worker.
afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setAccessToken(null);
});
