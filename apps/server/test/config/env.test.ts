import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/config/env.js';

describe('configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORTAL_DEMO).toBe(true);
  });

  it('listens only on this machine in demo mode, on every interface otherwise, unless HOST says', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ PORTAL_DEMO: '1' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ PORTAL_DEMO: '0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ PORTAL_DEMO: '1', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ PORTAL_DEMO: '0', HOST: '10.1.2.3' }).HOST).toBe('10.1.2.3');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });

  it('turns demo mode off with PORTAL_DEMO=0', () => {
    expect(loadEnv({ PORTAL_DEMO: '0' }).PORTAL_DEMO).toBe(false);
  });

  it('names every wrong variable at once, with its value and the reason', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/portal', PORTAL_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://db/portal": must be a postgres:// or postgresql:// URL');
    expect(message).toContain('PORTAL_DEMO="maybe"');
    expect((error as EnvError).problems).toHaveLength(3);
  });
});

describe('session timing overrides', () => {
  it('accepts positive seconds and rejects anything else by name', () => {
    expect(loadEnv({ SESSION_EXPIRE_AFTER: '20', SESSION_EXPIRE_WARNING_AFTER: '10' })).toMatchObject({
      SESSION_EXPIRE_AFTER: 20,
      SESSION_EXPIRE_WARNING_AFTER: 10,
    });
    expect(() => loadEnv({ SESSION_EXPIRE_AFTER: '-5' })).toThrow(/SESSION_EXPIRE_AFTER="-5"/);
  });
});

describe('signing reminders', () => {
  it('reminds every 3 days, 3 times, unless set; 0 days turns them off; a bad value is named', () => {
    expect(loadEnv({})).toMatchObject({ SIGNING_REMINDER_DAYS: 3, SIGNING_REMINDER_COUNT: 3 });
    expect(loadEnv({ SIGNING_REMINDER_DAYS: '0', SIGNING_REMINDER_COUNT: '5' })).toMatchObject({
      SIGNING_REMINDER_DAYS: 0,
      SIGNING_REMINDER_COUNT: 5,
    });
    expect(() => loadEnv({ SIGNING_REMINDER_DAYS: '-1' })).toThrow(/SIGNING_REMINDER_DAYS="-1"/);
    expect(() => loadEnv({ SIGNING_REMINDER_COUNT: '0' })).toThrow(/SIGNING_REMINDER_COUNT="0"/);
  });
});
