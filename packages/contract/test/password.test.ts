import { describe, it, expect } from 'vitest';
import { isStrongPassword, passwordChecklist, PasswordRuleLabel } from '../src/validators/password.js';

describe('passwordChecklist', () => {
  it('ticks every rule for the demo password and a matching repeat', () => {
    expect(passwordChecklist('Portal-Demo-2026!', 'Portal-Demo-2026!')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      digit: true,
      special: true,
      matches: true,
    });
  });

  it('ticks nothing for an empty password', () => {
    expect(passwordChecklist('', '')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: false,
      matches: false,
    });
  });

  it('needs 12 characters: 11 is short, 12 is enough', () => {
    expect(passwordChecklist('Abcdefgh1!x').minLength).toBe(false);
    expect(passwordChecklist('Abcdefgh1!xy').minLength).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(passwordChecklist('Abcdefgh1!😀').minLength).toBe(false);
  });

  it('reports each missing class on its own', () => {
    expect(passwordChecklist('portal-demo-2026!').uppercase).toBe(false);
    expect(passwordChecklist('PORTAL-DEMO-2026!').lowercase).toBe(false);
    expect(passwordChecklist('Portal-Demo-Twenty!').digit).toBe(false);
    expect(passwordChecklist('PortalDemo2026').special).toBe(false);
  });

  it('does not count a space as a special character', () => {
    expect(passwordChecklist('Portal Demo 2026').special).toBe(false);
  });

  it('counts letters of other alphabets as upper and lower case', () => {
    const checklist = passwordChecklist('ÄÖÜäöü-2026-ß');
    expect(checklist.uppercase).toBe(true);
    expect(checklist.lowercase).toBe(true);
  });

  it('does not tick matches without a repeat, or with a different one', () => {
    expect(passwordChecklist('Portal-Demo-2026!').matches).toBe(false);
    expect(passwordChecklist('Portal-Demo-2026!', 'Portal-Demo-2026').matches).toBe(false);
  });

  it('has a label for every rule', () => {
    expect(Object.keys(PasswordRuleLabel).sort()).toEqual(Object.keys(passwordChecklist('')).sort());
    expect(PasswordRuleLabel.minLength).toBe('At least 12 characters');
  });
});

describe('isStrongPassword', () => {
  it('accepts a password meeting every rule without a repeat', () => {
    expect(isStrongPassword('Portal-Demo-2026!')).toBe(true);
  });

  it('rejects a password missing any one rule', () => {
    for (const weak of [
      'Portal-Demo!',
      'portal-demo-2026!',
      'PORTAL-DEMO-2026!',
      'Portal-Demo-Twenty!',
      'PortalDemo2026x',
    ])
      expect(isStrongPassword(weak)).toBe(false);
  });
});
