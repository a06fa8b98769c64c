import { NOTIFICATION_SETTINGS_CATALOGUE, NotificationSettingMessages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettingsFor } from '../../../src/modules/profiles/notification-settings.service.js';
import { findUserByEmail } from '../../../src/modules/auth/users.repository.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

const LIST = '/api/profiles/notification-settings/';
const BULK = '/api/profiles/notification-settings/bulk-update/';
const list = async (key: string) => (await t.app.inject({ method: 'GET', url: LIST, headers: bearer(key) })).json();
const bulk = (key: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: BULK, headers: bearer(key), payload: payload as object });

const security = NOTIFICATION_SETTINGS_CATALOGUE.find((s) => s.is_required)!;
const news = NOTIFICATION_SETTINGS_CATALOGUE.find((s) => s.key === 'product_news')!;

describe('GET /api/profiles/notification-settings/', () => {
  it('lists the catalogue with its defaults for a user who never saved', async () => {
    expect(await list(staff)).toEqual(
      NOTIFICATION_SETTINGS_CATALOGUE.map((s) => ({
        id: s.id,
        title: s.title,
        is_required: s.is_required,
        send_email: s.send_email,
        send_sms: s.send_sms,
      })),
    );
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });
});

describe('PUT /api/profiles/notification-settings/bulk-update/', () => {
  it('saves several settings at once and answers the whole list', async () => {
    const res = await bulk(investor, [
      { id: security.id, send_email: true, send_sms: false },
      { id: news.id, send_email: false, send_sms: true },
    ]);
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json() as Array<{ id: number }>).map((s) => [s.id, s]));
    expect(byId.get(security.id)).toMatchObject({ send_email: true, send_sms: false, is_required: true });
    expect(byId.get(news.id)).toMatchObject({ send_email: false, send_sms: true });
    expect(await list(investor)).toEqual(res.json());

    // Saving again replaces the choice (one row per setting).
    await bulk(investor, [{ id: news.id, send_email: true, send_sms: true }]);
    expect((await list(investor)).find((s: { id: number }) => s.id === news.id)).toMatchObject({
      send_email: true,
      send_sms: true,
    });
  });

  it('keeps at least one channel on a required setting, naming it on its row', async () => {
    const res = await bulk(investor, [
      { id: news.id, send_email: false, send_sms: false },
      { id: security.id, send_email: false, send_sms: false },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      '1.send_email': [NotificationSettingMessages.requiredChannel(security.title)],
    });
    // Nothing of the refused request was saved, the optional row included.
    const saved = await list(investor);
    expect(saved.find((s: { id: number }) => s.id === security.id)).toMatchObject({ send_email: true });
    expect(saved.find((s: { id: number }) => s.id === news.id)).toMatchObject({ send_email: true, send_sms: true });
  });

  it('lets an optional setting have no channel at all', async () => {
    const res = await bulk(investor, [{ id: news.id, send_email: false, send_sms: false }]);
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown setting, a setting twice, and unknown fields', async () => {
    const unknown = await bulk(investor, [{ id: 999, send_email: true, send_sms: true }]);
    expect(unknown.json().field_errors).toEqual({ '0.id': [NotificationSettingMessages.unknownSetting] });
    const twice = await bulk(investor, [
      { id: news.id, send_email: true, send_sms: true },
      { id: news.id, send_email: false, send_sms: true },
    ]);
    expect(twice.json().field_errors).toEqual({ '1.id': [NotificationSettingMessages.duplicateSetting] });
    const extra = await bulk(investor, [{ id: news.id, send_email: true, send_sms: true, user_id: 1 }]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field_errors).toHaveProperty('0.user_id');
    expect((await bulk(investor, { id: news.id })).statusCode).toBe(400);
  });

  it('never touches another user’s settings', async () => {
    const before = await list(staff);
    await bulk(investor, [{ id: news.id, send_email: true, send_sms: false }]);
    expect(await list(staff)).toEqual(before);
  });

  it('gives the profile builder the same merged list', async () => {
    const user = (await findUserByEmail(t.app.db, INVESTOR.email))!;
    expect(await notificationSettingsFor(t.app.db, user.id)).toEqual(await list(investor));
  });
});
