import { describe, it, expect } from 'vitest';
import { isValidBsb, normaliseBsb } from '../src/validators/bsb.js';

describe('isValidBsb', () => {
  it('accepts six digits as bare digits, with a hyphen or with a space', () => {
    expect(isValidBsb('062000')).toBe(true);
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062 000')).toBe(true);
    expect(isValidBsb(' 062-000 ')).toBe(true);
  });

  it('rejects a separator anywhere but the middle, or two of them', () => {
    expect(isValidBsb('06-2000')).toBe(false);
    expect(isValidBsb('062--000')).toBe(false);
    expect(isValidBsb('062 - 000')).toBe(false);
  });

  it('rejects five and seven digits, letters and empty input', () => {
    expect(isValidBsb('06200')).toBe(false);
    expect(isValidBsb('0620000')).toBe(false);
    expect(isValidBsb('06200a')).toBe(false);
    expect(isValidBsb('')).toBe(false);
  });
});

describe('normaliseBsb', () => {
  it('yields the six digits', () => {
    expect(normaliseBsb('062-000')).toBe('062000');
    expect(normaliseBsb(' 062 000 ')).toBe('062000');
  });

  it('leaves text that is not a BSB as typed, trimmed', () => {
    expect(normaliseBsb(' 06-2000 ')).toBe('06-2000');
  });
});
