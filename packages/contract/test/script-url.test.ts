import { describe, expect, it } from 'vitest';
import { MonitoringScriptMessages } from '../src/tenant/constance-config.messages.js';
import { monitoringScriptUrlInputSchema } from '../src/tenant/constance-config.schemas.js';
import { isAllowedScriptUrl, scriptUrlOrigin } from '../src/validators/script-url.js';

const messageOf = (value: string) => {
  const result = monitoringScriptUrlInputSchema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('a monitoring script’s address', () => {
  it('takes an https address with a path, query and port', () => {
    expect(isAllowedScriptUrl('https://rum.example.com/agent.js?site=1#x')).toBe(true);
    expect(isAllowedScriptUrl('https://cdn.example.com.au:8443/rum/v2.js')).toBe(true);
    expect(isAllowedScriptUrl('HTTPS://RUM.Example.com/agent.js')).toBe(true);
  });

  it('takes plain http from localhost and 127.0.0.1 only', () => {
    expect(isAllowedScriptUrl('http://localhost:4000/agent.js')).toBe(true);
    expect(isAllowedScriptUrl('http://127.0.0.1/agent.js')).toBe(true);
    expect(isAllowedScriptUrl('http://rum.example.com/agent.js')).toBe(false);
    expect(isAllowedScriptUrl('http://localhost.example.com/agent.js')).toBe(false);
  });

  it('refuses what a CSP source could not name or a header could not carry', () => {
    for (const value of [
      'https://*.example.com/a.js',
      'https://[::1]/a.js',
      'https://exämple.com/a.js',
      'https://rum.example.com:0/a.js',
      'https://rum.example.com:65536/a.js',
      'https://rum.example.com/a b.js',
      'https://rum.example.com/a.js\n',
      'https://rum.example.com;script-src/a.js',
      'https://rum.example.com,https://evil.example/a.js',
      '//rum.example.com/a.js',
      '/assets/a.js',
      'https://',
    ])
      expect(isAllowedScriptUrl(value), value).toBe(false);
  });

  it('names its origin as a CSP source: lower case, the scheme’s default port left out', () => {
    expect(scriptUrlOrigin('https://RUM.example.com/agent.js')).toBe('https://rum.example.com');
    expect(scriptUrlOrigin('https://rum.example.com:443/agent.js')).toBe('https://rum.example.com');
    expect(scriptUrlOrigin('https://rum.example.com:08443/agent.js')).toBe('https://rum.example.com:8443');
    expect(scriptUrlOrigin('http://localhost:4000/agent.js')).toBe('http://localhost:4000');
    expect(scriptUrlOrigin('http://rum.example.com/agent.js')).toBeNull();
  });

  it('as typed: empty means none; otherwise the first problem, on its own', () => {
    expect(messageOf('')).toBeNull();
    expect(monitoringScriptUrlInputSchema.parse('  https://rum.example.com/a.js  ')).toBe(
      'https://rum.example.com/a.js',
    );
    expect(messageOf('rum.example.com/a.js')).toEqual([MonitoringScriptMessages.notAnAddress]);
    expect(messageOf('http://rum.example.com/a.js')).toEqual([MonitoringScriptMessages.httpsOnly]);
    expect(messageOf('https://me:pw@rum.example.com/a.js')).toEqual([MonitoringScriptMessages.noCredentials]);
    expect(messageOf('https://me@rum.example.com/a.js')).toEqual([MonitoringScriptMessages.noCredentials]);
  });
});
