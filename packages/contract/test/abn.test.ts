import { describe, it, expect } from 'vitest';
import { isValidAbn, normaliseAbn } from '../src/validators/abn.js';
import { zerosAndSpaces } from './zeros-and-spaces.js';

describe('isValidAbn', () => {
  // ATO's published example, 51 824 753 556. Weights 10,1,3,5,7,9,11,13,15,17,19, first digit less 1:
  // 4*10 + 1*1 + 8*3 + 2*5 + 4*7 + 7*9 + 5*11 + 3*13 + 5*15 + 5*17 + 6*19
  // = 40 + 1 + 24 + 10 + 28 + 63 + 55 + 39 + 75 + 85 + 114 = 534 = 6 * 89  -> valid
  it('accepts the ATO example ABN as printed with spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
  });

  it('accepts the ATO example ABN as bare digits', () => {
    expect(isValidAbn('51824753556')).toBe(true);
  });

  // 53 004 085 616 (ABN of the company whose ACN is ASIC's example 004 085 616):
  // 4*10 + 3*1 + 0*3 + 0*5 + 4*7 + 0*9 + 8*11 + 5*13 + 6*15 + 1*17 + 6*19
  // = 40 + 3 + 0 + 0 + 28 + 0 + 88 + 65 + 90 + 17 + 114 = 445 = 5 * 89  -> valid
  it('accepts a well-known company ABN', () => {
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('tolerates surrounding and irregular whitespace', () => {
    expect(isValidAbn('  51 824  753 556 ')).toBe(true);
    expect(isValidAbn('51\u00a0824\u00a0753\u00a0556')).toBe(true);
  });

  // Changing the last digit 6 -> 7 adds 19 to the sum: 553, not a multiple of 89.
  it('rejects the example with its last digit changed', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });

  // Changing the first digit 5 -> 6 adds 10: 544, not a multiple of 89.
  it('rejects the example with its first digit changed', () => {
    expect(isValidAbn('61 824 753 556')).toBe(false);
  });

  it('rejects two swapped digits', () => {
    // 51 824 753 565: 6*17 + 5*19 = 197 instead of 5*17 + 6*19 = 199, so the sum is 532; 532 mod 89 = 87
    expect(isValidAbn('51 824 753 565')).toBe(false);
  });

  it('rejects ten and twelve digits', () => {
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
  });

  it('rejects letters, punctuation and empty input', () => {
    expect(isValidAbn('51 824 753 55a')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
    expect(isValidAbn('           ')).toBe(false);
  });

  // All zeros weigh to -10 (the first digit less 1), not a multiple of 89, and are refused
  // outright as well, as the TFN and ACN are.
  it('rejects all zeros, bare or as typed', () => {
    expect(isValidAbn('00000000000')).toBe(false);
    expect(isValidAbn('00 000 000 000')).toBe(false);
    expect(isValidAbn(' 00 000 000 000 ')).toBe(false);
  });

  it('rejects every string of only zeros and spaces', () => {
    const accepted = [...zerosAndSpaces(14)].filter((value) => isValidAbn(value));
    expect(accepted).toEqual([]);
  });
});

describe('normaliseAbn', () => {
  it('removes the spaces of the printed groups', () => {
    expect(normaliseAbn(' 51 824 753 556 ')).toBe('51824753556');
  });
});
