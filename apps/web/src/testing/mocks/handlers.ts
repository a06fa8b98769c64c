import { http, HttpResponse } from 'msw';
import { testApplication } from '../fixtures';

/** Handlers every test gets; a test adds or replaces one with `server.use(...)`. */
export const handlers = [
  http.get('*/api/company-applications/current-application/', () => HttpResponse.json(testApplication())),
];
