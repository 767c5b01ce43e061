import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mswServer } from './msw';

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  if (typeof window === 'undefined') return; // node-environment checks share this setup
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mswServer.close());
