import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw';

// findBy… waits up to 3 s: lazy chunks and antd-mobile's animations are slower under a full parallel run.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no scrolling; screens scroll to top after each navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  if (typeof window === 'undefined') return; // node-environment checks share this setup
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mswServer.close());
