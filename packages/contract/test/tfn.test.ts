import { describe, it, expect } from 'vitest';
import { isValidTfn, normaliseTfn } from '../src/validators/tfn.js';
import { zerosAndSpaces } from './zeros-and-spaces.js';

describe('isValidTfn', () => {
  // ATO test number 123 456 782, weights 1,4,3,7,5,8,6,9,10:
  // 1 + 8 + 9 + 28 + 25 + 48 + 42 + 72 + 20 = 253 = 23 * 11 -> valid
  it('accepts the ATO nine-digit test number as printed', () => {
    expect(isValidTfn('123 456 782')).toBe(true);
    expect(isValidTfn('123456782')).toBe(true);
  });

  // Eight digits 12345677, weights 10,7,8,4,6,3,5,1:
  // 10 + 14 + 24 + 16 + 30 + 18 + 35 + 7 = 154 = 14 * 11 -> valid
  it('accepts an eight-digit number with the eight-digit weights', () => {
    expect(isValidTfn('12345677')).toBe(true);
    expect(isValidTfn('1234 5677')).toBe(true);
  });

  // 123 456 783: last digit +1 adds 10 -> 263, 263 mod 11 = 10
  it('rejects the nine-digit test number with its last digit changed', () => {
    expect(isValidTfn('123 456 783')).toBe(false);
  });

  // 12345678: last digit +1 adds 1 -> 155, 155 mod 11 = 1
  it('rejects the eight-digit number with its last digit changed', () => {
    expect(isValidTfn('12345678')).toBe(false);
  });

  // With a leading zero the same digits are a nine-digit number, judged by the nine-digit weights.
  it('judges a leading-zero nine-digit number by the nine-digit weights', () => {
    // 012345677 with 1,4,3,7,5,8,6,9,10: 0+4+6+21+20+40+36+63+70 = 260, 260 mod 11 = 7
    expect(isValidTfn('012345677')).toBe(false);
  });

  it('rejects seven and ten digits, letters and empty input', () => {
    expect(isValidTfn('1234567')).toBe(false);
    expect(isValidTfn('1234567820')).toBe(false);
    expect(isValidTfn('12345678a')).toBe(false);
    expect(isValidTfn('')).toBe(false);
  });

  // All zeros make a weighted sum of 0, a multiple of 11, yet 000 000 000 is the ATO's
  // "TFN not quoted", nobody's number; the eight-digit 0000 0000 likewise.
  it('rejects all zeros, nine or eight digits, bare or as typed', () => {
    expect(isValidTfn('000000000')).toBe(false);
    expect(isValidTfn('000 000 000')).toBe(false);
    expect(isValidTfn(' 000 000 000 ')).toBe(false);
    expect(isValidTfn('00000000')).toBe(false);
    expect(isValidTfn('0000 0000')).toBe(false);
  });

  it('rejects every string of only zeros and spaces', () => {
    const accepted = [...zerosAndSpaces(14)].filter((value) => isValidTfn(value));
    expect(accepted).toEqual([]);
  });

  // 000 000 019: 1*9 + 9*10 = 99 = 9 * 11 -> valid; only the number that is all zeros is refused.
  it('still accepts a number of mostly zeros that passes the check', () => {
    expect(isValidTfn('000 000 019')).toBe(true);
  });
});

describe('normaliseTfn', () => {
  it('removes spaces', () => {
    expect(normaliseTfn(' 123 456 782 ')).toBe('123456782');
  });
});
