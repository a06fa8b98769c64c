import { installContractZodMessages } from '@portal/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { session } from '../lib/session';
import { server } from './mocks/server';

// Pages load lazily; the first visit to one in a run compiles it (the dashboard with its charts most of
// all), which took over 5 s on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });

installContractZodMessages();

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
