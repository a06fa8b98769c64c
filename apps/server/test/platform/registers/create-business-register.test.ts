import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../../src/config/env.js';
import { createBusinessRegister } from '../../../src/platform/registers/create-business-register.js';

function recordingLog() {
  const warnings: unknown[] = [];
  return { warnings, log: { warn: (message: unknown) => void warnings.push(message) } };
}

describe('choosing the business register', () => {
  it('uses the bundled register when no ABR GUID is set, quietly in demo mode', () => {
    const { warnings, log } = recordingLog();
    expect(createBusinessRegister(loadEnv({}), log).name).toBe('local');
    expect(warnings).toEqual([]);
  });

  it('says so at start when a real portal has no ABR GUID', () => {
    const { warnings, log } = recordingLog();
    expect(createBusinessRegister(loadEnv({ PORTAL_DEMO: '0' }), log).name).toBe('local');
    expect(warnings).toEqual([
      'ABR_GUID is not set: ABN and ACN lookups use the bundled sample register, not the real registers',
    ]);
  });

  it('uses the ABR when its GUID is set', () => {
    const { warnings, log } = recordingLog();
    const env = loadEnv({ PORTAL_DEMO: '0', ABR_GUID: '0f1e2d3c-4b5a-6978-8695-a4b3c2d1e0f9' });
    expect(createBusinessRegister(env, log).name).toBe('abr');
    expect(warnings).toEqual([]);
  });
});

describe('ABR settings in the environment', () => {
  it('waits 5 seconds by default, with no GUID and the public service', () => {
    const env = loadEnv({});
    expect(env.ABR_TIMEOUT_MS).toBe(5000);
    expect(env.ABR_GUID).toBeUndefined();
    expect(env.ABR_BASE_URL).toBeUndefined();
  });

  it('takes a GUID, another base URL and another time limit', () => {
    expect(
      loadEnv({
        ABR_GUID: '0F1E2D3C-4B5A-6978-8695-A4B3C2D1E0F9',
        ABR_BASE_URL: 'http://127.0.0.1:9999/json/',
        ABR_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      ABR_GUID: '0F1E2D3C-4B5A-6978-8695-A4B3C2D1E0F9',
      ABR_BASE_URL: 'http://127.0.0.1:9999/json/',
      ABR_TIMEOUT_MS: 2500,
    });
  });

  it('names each wrong ABR setting', () => {
    let error: unknown;
    try {
      loadEnv({ ABR_GUID: 'my-guid', ABR_BASE_URL: 'abr.business.gov.au', ABR_TIMEOUT_MS: '5s' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain('ABR_GUID="my-guid": must be the GUID the ABR issued');
    expect(message).toContain('ABR_BASE_URL="abr.business.gov.au"');
    expect(message).toContain('ABR_TIMEOUT_MS="5s"');
  });
});
