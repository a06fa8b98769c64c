import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake API for web tests. Any request without a handler fails the test (onUnhandledRequest: 'error'). */
export const server = setupServer(...handlers);
