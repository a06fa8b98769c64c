import {
  NOTIFICATION_SETTINGS_CATALOGUE,
  type NotificationSetting,
  type NotificationSettingUpdate,
  type SessionSummary,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

export const NOTIFICATION_SETTINGS = '*/api/profiles/notification-settings/';
export const NOTIFICATION_SETTINGS_BULK = '*/api/profiles/notification-settings/bulk-update/';
export const SESSIONS = '*/api/auth/sessions/';

/** The catalogue with its defaults, as the server answers a user who never saved. */
export function defaultNotificationSettings(): NotificationSetting[] {
  return NOTIFICATION_SETTINGS_CATALOGUE.map(({ id, title, is_required, send_email, send_sms }) => ({
    id,
    title,
    is_required,
    send_email,
    send_sms,
  }));
}

/** GET and bulk-update over one stored list; records each bulk body. `bulk` replaces the answer. */
export function serveNotificationSettings(options: { bulk?: () => Response } = {}) {
  let settings = defaultNotificationSettings();
  const saved: NotificationSettingUpdate[][] = [];
  server.use(
    http.get(NOTIFICATION_SETTINGS, () => HttpResponse.json(settings)),
    http.put(NOTIFICATION_SETTINGS_BULK, async ({ request }) => {
      const body = (await request.json()) as NotificationSettingUpdate[];
      saved.push(body);
      if (options.bulk) return options.bulk();
      settings = settings.map((s) => ({ ...s, ...body.find((u) => u.id === s.id) }));
      return HttpResponse.json(settings);
    }),
  );
  return saved;
}

export function testSession(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    id: 1,
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ip_address: '203.0.113.10',
    created: '2026-03-01T01:00:00.000Z',
    last_activity: '2026-03-12T03:04:00.000Z',
    is_current: true,
    ...overrides,
  };
}

/** The sessions list with DELETE {id} and end-others over it; records what was ended. */
export function serveSessions(initial: SessionSummary[] = [testSession()]) {
  let sessions = initial;
  const ended: Array<number | 'others'> = [];
  server.use(
    http.get(SESSIONS, () => HttpResponse.json(sessions)),
    http.delete(`${SESSIONS}:id/`, ({ params }) => {
      const id = Number(params.id);
      ended.push(id);
      sessions = sessions.filter((s) => s.id !== id);
      return HttpResponse.json({ detail: 'The session has been ended.' });
    }),
    http.post(`${SESSIONS}end-others/`, () => {
      ended.push('others');
      sessions = sessions.filter((s) => s.is_current);
      return HttpResponse.json({ detail: 'The session has been ended.' });
    }),
  );
  return ended;
}
