import { describe, it, expect } from 'vitest';
import {
  AUTH_CODE_PATTERN,
  INVITATION_CODE_PATTERN,
  isValidAuthCode,
  isValidInvitationCode,
  normaliseCode,
} from '../src/validators/codes.js';

describe('auth code', () => {
  it('accepts six digits, also pasted with spaces', () => {
    expect(isValidAuthCode('123456')).toBe(true);
    expect(isValidAuthCode('123 456')).toBe(true);
    expect(isValidAuthCode(' 000000 ')).toBe(true);
  });

  it('rejects five and seven digits, letters and empty input', () => {
    expect(isValidAuthCode('12345')).toBe(false);
    expect(isValidAuthCode('1234567')).toBe(false);
    expect(isValidAuthCode('12345a')).toBe(false);
    expect(isValidAuthCode('')).toBe(false);
  });

  it('has a pattern for bare digits only', () => {
    expect(AUTH_CODE_PATTERN.test('123456')).toBe(true);
    expect(AUTH_CODE_PATTERN.test('123 456')).toBe(false);
  });
});

describe('invitation code', () => {
  it('accepts twelve digits, also grouped', () => {
    expect(isValidInvitationCode('123456789012')).toBe(true);
    expect(isValidInvitationCode('1234 5678 9012')).toBe(true);
  });

  it('rejects eleven and thirteen digits and letters', () => {
    expect(isValidInvitationCode('12345678901')).toBe(false);
    expect(isValidInvitationCode('1234567890123')).toBe(false);
    expect(isValidInvitationCode('12345678901x')).toBe(false);
  });

  it('has a pattern for bare digits only', () => {
    expect(INVITATION_CODE_PATTERN.test('123456789012')).toBe(true);
    expect(INVITATION_CODE_PATTERN.test('12345678901')).toBe(false);
  });
});

describe('normaliseCode', () => {
  it('removes spaces', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
  });
});
