import { http, HttpResponse } from 'msw';
import { testApplication, testProfile, testSessionConfiguration } from '../fixtures';
import { realtimeHandler } from '../realtime';
import { dashboardHandlers } from './dashboard-handlers';
import { testClientConfiguration } from '../advisors';
import { rebalanceHandlers } from './rebalance-handlers';

/** Handlers every test gets; a test adds or replaces one with `server.use(...)`. */
export const handlers = [
  http.get('*/api/company-applications/current-application/', () => HttpResponse.json(testApplication())),
  // Every signed-in page loads the profile and watches the session's idle time.
  http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile())),
  http.get('*/api/auth/sessions/session-configuration/', () => HttpResponse.json(testSessionConfiguration())),
  http.get('*/api/auth/sessions/last-activity-ping/', () => HttpResponse.json({ inactive_seconds: 0 })),
  // Every signed-in page opens the realtime socket and shows the notifications bell.
  http.post('*/api/profiles/centrifugo-auth-token/', () => HttpResponse.json({ token: 'test-realtime-token' })),
  realtimeHandler,
  http.get('*/api/notifications/stats/', () => HttpResponse.json({ unseen_count: 0, recent_notifications: [] })),
  // The home route leads to the dashboard, so any signed-in test may land there.
  ...dashboardHandlers,
  // The disclaimer under the dashboard reads the brand's configuration.
  http.get('*/api/ipm/configuration/', () => HttpResponse.json(testClientConfiguration())),
  ...rebalanceHandlers,
  // The header's Reports item carries the new-report badge.
  http.get('*/api/ipm/reports/new-counter/', () => HttpResponse.json({ new_counter: 0 })),
];
