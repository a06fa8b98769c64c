import { describe, it, expect } from 'vitest';
import {
  isValidMedicareCardNumber,
  isValidMedicareIrn,
  normaliseMedicareCardNumber,
} from '../src/validators/medicare.js';

describe('isValidMedicareCardNumber', () => {
  // The common test number is 2123 45670 1. Digits 1-8 = 2,1,2,3,4,5,6,7, weights 1,3,7,9,1,3,7,9:
  // 2 + 3 + 14 + 27 + 4 + 15 + 42 + 63 = 170; 170 mod 10 = 0 = digit 9; issue number 1; first digit 2.
  it('accepts the common test number as printed', () => {
    expect(isValidMedicareCardNumber('2123 45670 1')).toBe(true);
    expect(isValidMedicareCardNumber('2123456701')).toBe(true);
  });

  // Often quoted as '2123 4567 1', which drops the check digit 0: nine digits, and digit 9 would
  // be 1 where the checksum needs 0. Neither the length nor the checksum holds.
  it('rejects the nine-digit misquote 2123 4567 1', () => {
    expect(isValidMedicareCardNumber('2123 4567 1')).toBe(false);
  });

  // Constructed: 3950 1234 -> 3 + 27 + 35 + 0 + 1 + 6 + 21 + 36 = 129 -> check 9.
  it('accepts a constructed number starting with 3', () => {
    expect(isValidMedicareCardNumber('3950 12349 1')).toBe(true);
  });

  // Constructed: 6123 4567 -> 6 + 3 + 14 + 27 + 4 + 15 + 42 + 63 = 174 -> check 4.
  it('accepts a first digit of 6, the highest allowed', () => {
    expect(isValidMedicareCardNumber('6123 45674 1')).toBe(true);
  });

  it('accepts the reference number keyed on the end (eleven digits, 14 characters)', () => {
    expect(isValidMedicareCardNumber('2123 45670 1 1')).toBe(true);
    expect(isValidMedicareCardNumber('21234567011')).toBe(true);
  });

  it('rejects a reference number of 0 keyed on the end', () => {
    expect(isValidMedicareCardNumber('2123 45670 1 0')).toBe(false);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidMedicareCardNumber('2123 45671 1')).toBe(false);
  });

  it('rejects a changed identifier digit', () => {
    // digit 8: 7 -> 8 adds 9 to the sum: 179 -> check 9, not 0
    expect(isValidMedicareCardNumber('2123 45680 1')).toBe(false);
  });

  it('rejects an issue number of 0 (the last digit may not be 0)', () => {
    expect(isValidMedicareCardNumber('2123 45670 0')).toBe(false);
  });

  it('rejects first digits outside 2 to 6', () => {
    // 1123 4567: 1+3+14+27+4+15+42+63 = 169 -> check 9; valid sum, but the first digit is 1.
    expect(isValidMedicareCardNumber('1123 45679 1')).toBe(false);
    // 7123 4567: 7+3+14+27+4+15+42+63 = 175 -> check 5.
    expect(isValidMedicareCardNumber('7123 45675 1')).toBe(false);
  });

  it('rejects wrong lengths, letters and empty input', () => {
    expect(isValidMedicareCardNumber('2123 45670')).toBe(false);
    expect(isValidMedicareCardNumber('2123 45670 1 11')).toBe(false);
    expect(isValidMedicareCardNumber('2123 4567O 1')).toBe(false);
    expect(isValidMedicareCardNumber('')).toBe(false);
  });

  it('rejects input longer than the 16-character field', () => {
    expect(isValidMedicareCardNumber('2  1  2  3  4  5  6  7  0  1')).toBe(false);
  });
});

describe('isValidMedicareIrn', () => {
  it('accepts 1 to 9 as text or number', () => {
    for (const irn of ['1', '5', '9', 1, 9, ' 3 ']) expect(isValidMedicareIrn(irn)).toBe(true);
  });

  it('rejects 0, 10, negatives, decimals and letters', () => {
    for (const irn of ['0', '10', '-1', '1.5', 'a', '', 0, 10]) expect(isValidMedicareIrn(irn)).toBe(false);
  });
});

describe('normaliseMedicareCardNumber', () => {
  it('removes spaces', () => {
    expect(normaliseMedicareCardNumber('2123 45670 1')).toBe('2123456701');
  });
});
