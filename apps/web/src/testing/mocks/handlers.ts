import type { FinancialYears } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { testTenant, testProfile, testSessionConfiguration } from '../fixtures';
import { realtimeHandler } from '../realtime';
import { dashboardHandlers } from './dashboard-handlers';
import { testClientConfiguration } from '../advisors';
import { rebalanceHandlers } from './rebalance-handlers';

/** A paged list with nothing in it. */
const emptyPage = { count: 0, next: null, previous: null, results: [] };
const notEntered = () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });

/** Handlers every test gets; a test adds or replaces one with `server.use(...)`. */
export const handlers = [
  http.get('*/api/company-applications/current-application/', () => HttpResponse.json(testTenant())),
  // Asked for at start beside the branding: no monitoring script unless a test serves one.
  http.get('*/api/utils/constance-config/', () => HttpResponse.json({ monitoring_script_url: null })),
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
  // Tests that pass through Documents or Reports on the way elsewhere: nothing there yet.
  http.get('*/api/ipm/documents/', () => HttpResponse.json(emptyPage)),
  http.get('*/api/ipm/reports/', () => HttpResponse.json(emptyPage)),
  http.get('*/api/ipm/reports/financial-years/', () =>
    HttpResponse.json({ financial_years_list: [], min_date: null, max_date: null } satisfies FinancialYears),
  ),
  // The details hub, reached after a step of the identity forms: these parts are not entered yet.
  http.get('*/api/profiles/contact-details/', () => notEntered()),
  http.get('*/api/profiles/additional-details/', () => notEntered()),
  // The header's account switcher lists the person's accounts: none unless a test serves some.
  http.get('*/api/accounts/', () => HttpResponse.json(emptyPage)),
  // Every account page shows its bank accounts and their history: none unless a test serves some.
  http.get('*/api/accounts/secondary-invites/', () => HttpResponse.json([])),
  http.get('*/api/accounts/:id/bank-accounts/', () => HttpResponse.json([])),
  http.get('*/api/accounts/:id/bank-change-requests/', () => HttpResponse.json([])),
  // Every account page shows what is open on it: nothing unless a test serves some.
  http.get('*/api/accounts/:id/open-requests/', () => HttpResponse.json([])),
  // Account pages and the submitted summary list the documents to sign: none unless a test serves some.
  http.get('*/api/change-requests-to-sign/', () => HttpResponse.json([])),
  // A private portfolio's account page names its investment policy statement: none started unless a test serves one.
  http.get('*/api/ipm/investment-policies/', () => HttpResponse.json({ ongoing_ips: null, active_ips: null })),
];
