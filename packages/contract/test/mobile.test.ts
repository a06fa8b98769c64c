import { describe, it, expect } from 'vitest';
import { isValidAuMobile, normaliseMobile } from '../src/validators/mobile.js';

describe('isValidAuMobile', () => {
  it('accepts the demo number as printed and as digits', () => {
    expect(isValidAuMobile('0412 345 678')).toBe(true);
    expect(isValidAuMobile('0412345678')).toBe(true);
    expect(isValidAuMobile(' 04 1234 5678 ')).toBe(true);
  });

  it('rejects numbers that do not start with 04', () => {
    expect(isValidAuMobile('0312 345 678')).toBe(false);
    expect(isValidAuMobile('4123 456 780')).toBe(false);
  });

  it('rejects the international form, which is not what the field takes', () => {
    expect(isValidAuMobile('+61 412 345 678')).toBe(false);
  });

  it('rejects nine and eleven digits, letters, hyphens and empty input', () => {
    expect(isValidAuMobile('041234567')).toBe(false);
    expect(isValidAuMobile('04123456789')).toBe(false);
    expect(isValidAuMobile('0412 345 67a')).toBe(false);
    expect(isValidAuMobile('0412-345-678')).toBe(false);
    expect(isValidAuMobile('')).toBe(false);
  });
});

describe('normaliseMobile', () => {
  it('strips the spaces before sending', () => {
    expect(normaliseMobile(' 0412 345 678 ')).toBe('0412345678');
  });
});
