import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { session } from '../lib/session';
import { server } from './mocks/server';

// Pages load lazily; the first visit to one in a run compiles it, which can take seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  session.reload();
  document.title = '';
});

afterAll(() => server.close());
