import { describe, it, expect } from 'vitest';
import { formatAbn, formatAcn, formatBsb, formatMobile, maskDestination } from '../src/formatters/identifiers.js';

describe('formatAbn', () => {
  it('groups 2-3-3-3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 8247 53556')).toBe('51 824 753 556');
  });

  it('returns text without eleven digits unchanged', () => {
    expect(formatAbn('5182475355')).toBe('5182475355');
    expect(formatAbn('')).toBe('');
  });
});

describe('formatAcn', () => {
  it('groups 3-3-3', () => {
    expect(formatAcn('004085616')).toBe('004 085 616');
  });

  it('returns text without nine digits unchanged', () => {
    expect(formatAcn('00408561')).toBe('00408561');
  });
});

describe('formatBsb', () => {
  it('writes ###-###', () => {
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062 000')).toBe('062-000');
    expect(formatBsb('062-000')).toBe('062-000');
  });

  it('returns text without six digits unchanged', () => {
    expect(formatBsb('06200')).toBe('06200');
  });
});

describe('formatMobile', () => {
  it('writes 04__ ___ ___', () => {
    expect(formatMobile('0412345678')).toBe('0412 345 678');
    expect(formatMobile('04 1234 5678')).toBe('0412 345 678');
  });

  it('returns other numbers unchanged', () => {
    expect(formatMobile('0312345678')).toBe('0312345678');
    expect(formatMobile('041234567')).toBe('041234567');
    expect(formatMobile('+61412345678')).toBe('+61412345678');
  });
});

describe('maskDestination (where a login code goes, shown before the second factor)', () => {
  it('keeps the last three digits of a mobile, grouped as typed', () => {
    expect(maskDestination('0412345678')).toBe('•••• ••• 678');
    expect(maskDestination('0412 345 678')).toBe('•••• ••• 678');
  });
  it('keeps the last three digits of any other number', () => {
    expect(maskDestination('+61412345678')).toBe('•••••••••678');
  });
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskDestination('investor@example.com')).toBe('i•••••••@example.com');
    expect(maskDestination('al@example.com')).toBe('a•••@example.com');
  });
});
