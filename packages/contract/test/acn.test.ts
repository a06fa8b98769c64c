import { describe, it, expect } from 'vitest';
import { hasAcnLength, isValidAcn, normaliseAcn } from '../src/validators/acn.js';
import { zerosAndSpaces } from './zeros-and-spaces.js';

describe('isValidAcn', () => {
  // ASIC example 004 085 616: weights 8..1 on 0,0,4,0,8,5,6,1
  // = 0 + 0 + 24 + 0 + 32 + 15 + 12 + 1 = 84; 84 mod 10 = 4; (10 - 4) mod 10 = 6 = last digit -> valid
  it('accepts the ASIC example 004 085 616', () => {
    expect(isValidAcn('004 085 616')).toBe(true);
    expect(isValidAcn('004085616')).toBe(true);
  });

  // ASIC example 000 000 019: sum = 1*1 = 1; (10 - 1) mod 10 = 9 -> valid
  it('accepts the ASIC example 000 000 019', () => {
    expect(isValidAcn('000 000 019')).toBe(true);
  });

  // ASIC example 010 499 966: 0*8 + 1*7 + 0*6 + 4*5 + 9*4 + 9*3 + 9*2 + 6*1
  // = 0 + 7 + 0 + 20 + 36 + 27 + 18 + 6 = 114; mod 10 = 4; (10 - 4) = 6 -> valid
  it('accepts the ASIC example 010 499 966', () => {
    expect(isValidAcn('010 499 966')).toBe(true);
  });

  // 000 000 500: sum 5*2 = 10, (10 - 0) mod 10 = 0 -> the check digit 0 is right; the outer mod matters here.
  it('applies the outer mod 10 when the sum is a multiple of 10', () => {
    expect(isValidAcn('000 000 500')).toBe(true);
    expect(isValidAcn('000 000 010')).toBe(false);
  });

  // 000 000 000 passes the check the same way (sum 0, check digit 0) but is no company's number.
  it('rejects all zeros, bare or as typed', () => {
    expect(isValidAcn('000000000')).toBe(false);
    expect(isValidAcn('000 000 000')).toBe(false);
    expect(isValidAcn(' 000 000 000 ')).toBe(false);
  });

  it('rejects every string of only zeros and spaces', () => {
    const accepted = [...zerosAndSpaces(14)].filter((value) => isValidAcn(value));
    expect(accepted).toEqual([]);
  });

  it('rejects a changed check digit', () => {
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidAcn('000 000 018')).toBe(false);
  });

  it('rejects a changed body digit', () => {
    // 004 085 626: the 8th digit 1 -> 2 makes the sum 85, check 5, not 6.
    expect(isValidAcn('004 085 626')).toBe(false);
  });

  it('rejects wrong lengths, letters and empty input', () => {
    expect(isValidAcn('04 085 616')).toBe(false);
    expect(isValidAcn('0004 085 616')).toBe(false);
    expect(isValidAcn('004 O85 616')).toBe(false);
    expect(isValidAcn('')).toBe(false);
  });
});

describe('hasAcnLength', () => {
  it('is true for nine digits whatever the check digit, so Validate can be enabled', () => {
    expect(hasAcnLength('004 085 617')).toBe(true);
    expect(hasAcnLength('004 085 61')).toBe(false);
  });
});

describe('normaliseAcn', () => {
  it('removes spaces', () => {
    expect(normaliseAcn('004 085 616')).toBe('004085616');
  });
});
