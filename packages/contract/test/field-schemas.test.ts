import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  abnSchema,
  acnSchema,
  bankAccountNumberSchema,
  bsbSchema,
  medicareCardNumberSchema,
  medicareIrnSchema,
  mobileSchema,
  tfnSchema,
} from '../src/fields/identifiers.js';
import { authCodeSchema, invitationCodeSchema } from '../src/fields/codes.js';
import { emailSchema, optionalPersonNameSchema, personNameSchema } from '../src/fields/person.js';
import { supportQuerySchema } from '../src/support/support-query.js';

/** The single message a field shows for a value, or the parsed value when it passes. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((issue) => issue.message) };
}

describe('abnSchema', () => {
  it('yields the digits of a valid ABN', () => {
    expect(outcome(abnSchema, '51 824 753 556')).toEqual({ value: '51824753556' });
  });

  it("shows 'is not valid' for a bad checksum or length", () => {
    expect(outcome(abnSchema, '51 824 753 557')).toEqual({ messages: ['is not valid'] });
    expect(outcome(abnSchema, '123')).toEqual({ messages: ['is not valid'] });
  });

  it("shows 'is not valid' for all zeros", () => {
    expect(outcome(abnSchema, '00 000 000 000')).toEqual({ messages: ['is not valid'] });
  });

  it('shows the required message for empty, blank and missing values', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(outcome(abnSchema, value)).toEqual({ messages: ['This field is required'] });
    }
  });
});

describe('acnSchema', () => {
  it('yields the digits of a valid ACN', () => {
    expect(outcome(acnSchema, '004 085 616')).toEqual({ value: '004085616' });
  });

  it('rejects a bad check digit', () => {
    expect(outcome(acnSchema, '004 085 617')).toEqual({ messages: ['is not valid'] });
  });

  it("shows 'is not valid' for all zeros", () => {
    expect(outcome(acnSchema, '000 000 000')).toEqual({ messages: ['is not valid'] });
  });
});

describe('tfnSchema', () => {
  it('accepts nine and eight digits', () => {
    expect(outcome(tfnSchema, '123 456 782')).toEqual({ value: '123456782' });
    expect(outcome(tfnSchema, '12345677')).toEqual({ value: '12345677' });
  });

  it('shows one message per problem, in order', () => {
    expect(outcome(tfnSchema, '12345a')).toEqual({ messages: ['must contain numbers only'] });
    expect(outcome(tfnSchema, '1234567')).toEqual({ messages: ['TFN must contain 8 or 9 digits'] });
    expect(outcome(tfnSchema, '1234567890')).toEqual({ messages: ['TFN must contain 8 or 9 digits'] });
    expect(outcome(tfnSchema, '123456783')).toEqual({ messages: ['is not valid'] });
  });

  it("shows 'is not valid' for all zeros, the ATO's \"TFN not quoted\"", () => {
    expect(outcome(tfnSchema, '000 000 000')).toEqual({ messages: ['is not valid'] });
    expect(outcome(tfnSchema, '0000 0000')).toEqual({ messages: ['is not valid'] });
  });
});

describe('bsbSchema, mobileSchema and bankAccountNumberSchema', () => {
  it('normalise what users type', () => {
    expect(outcome(bsbSchema, '062-000')).toEqual({ value: '062000' });
    expect(outcome(mobileSchema, '0412 345 678')).toEqual({ value: '0412345678' });
    expect(outcome(bankAccountNumberSchema, '1234 5678')).toEqual({ value: '12345678' });
  });

  it('reject malformed values', () => {
    expect(outcome(bsbSchema, '06200')).toEqual({ messages: ['The format is not valid'] });
    expect(outcome(mobileSchema, '0312 345 678')).toEqual({ messages: ['The format is not valid'] });
    expect(outcome(bankAccountNumberSchema, '12-34')).toEqual({ messages: ['must contain numbers only'] });
    expect(outcome(bankAccountNumberSchema, '12345678901')).toEqual({
      messages: ['Account Number cannot contain more than 10 digits'],
    });
  });
});

describe('medicare fields', () => {
  it('yields the digits of a valid card number', () => {
    expect(outcome(medicareCardNumberSchema, '2123 45670 1')).toEqual({ value: '2123456701' });
  });

  it('shows the checksum message for an invalid number', () => {
    expect(outcome(medicareCardNumberSchema, '2123 45671 1')).toEqual({ messages: ['Wrong checksum for card number'] });
  });

  it('shows the length message past 16 characters', () => {
    expect(outcome(medicareCardNumberSchema, '2123  45670  1  1')).toEqual({
      messages: ['This field cannot contain more than 16 symbols'],
    });
  });

  it('checks the reference number', () => {
    expect(outcome(medicareIrnSchema, '1')).toEqual({ value: '1' });
    expect(outcome(medicareIrnSchema, '0')).toEqual({
      messages: ['Please input valid Individual reference number (1-9)'],
    });
  });
});

describe('authCodeSchema', () => {
  it('accepts six digits, spaces removed', () => {
    expect(outcome(authCodeSchema, '123 456')).toEqual({ value: '123456' });
  });

  it("shows 'must contain numbers only' before the length", () => {
    expect(outcome(authCodeSchema, '12a')).toEqual({ messages: ['must contain numbers only'] });
  });

  it("shows 'must contain 6 symbols' for other lengths", () => {
    expect(outcome(authCodeSchema, '12345')).toEqual({ messages: ['must contain 6 symbols'] });
    expect(outcome(authCodeSchema, '1234567')).toEqual({ messages: ['must contain 6 symbols'] });
  });

  it('requires a value', () => {
    expect(outcome(authCodeSchema, '')).toEqual({ messages: ['This field is required'] });
  });
});

describe('invitationCodeSchema', () => {
  it('accepts twelve digits', () => {
    expect(outcome(invitationCodeSchema, '1234 5678 9012')).toEqual({ value: '123456789012' });
  });

  it("shows '{Code} format is not valid' otherwise", () => {
    expect(outcome(invitationCodeSchema, '12345678901')).toEqual({ messages: ['Code format is not valid'] });
    expect(outcome(invitationCodeSchema, 'abcdefghijkl')).toEqual({ messages: ['Code format is not valid'] });
  });
});

describe('person name fields', () => {
  it('accept names and trim them', () => {
    expect(outcome(personNameSchema(), "  O'Brien-Smith ")).toEqual({ value: "O'Brien-Smith" });
  });

  it('show the character rule', () => {
    expect(outcome(personNameSchema(), 'Anna2')).toEqual({
      messages: ['This field must contain letters, apostrophes, and hyphens only'],
    });
  });

  it('limit the length: 50 for names, 28 for the preferred name', () => {
    expect(outcome(personNameSchema(), 'A'.repeat(50))).toEqual({ value: 'A'.repeat(50) });
    expect(outcome(personNameSchema(), 'A'.repeat(51))).toEqual({
      messages: ['This field cannot contain more than 50 symbols'],
    });
    expect(outcome(optionalPersonNameSchema(28), 'A'.repeat(29))).toEqual({
      messages: ['This field cannot contain more than 28 symbols'],
    });
  });

  it('allow an optional name to be empty', () => {
    expect(outcome(optionalPersonNameSchema(), '')).toEqual({ value: '' });
    expect(outcome(optionalPersonNameSchema(), '  ')).toEqual({ value: '' });
  });
});

describe('emailSchema', () => {
  it('accepts an address and trims it', () => {
    expect(outcome(emailSchema(), ' investor@example.com ')).toEqual({ value: 'investor@example.com' });
  });

  it("shows '{label} format is not valid' with the field's label", () => {
    expect(outcome(emailSchema(), 'investor@')).toEqual({ messages: ['Email format is not valid'] });
    expect(outcome(emailSchema('New email'), 'nope')).toEqual({ messages: ['New email format is not valid'] });
  });
});

describe('supportQuerySchema', () => {
  it('accepts 1000 characters and rejects 1001', () => {
    expect(outcome(supportQuerySchema, 'x'.repeat(1000))).toEqual({ value: 'x'.repeat(1000) });
    expect(outcome(supportQuerySchema, 'x'.repeat(1001))).toEqual({
      messages: ['The query cannot contain more than 1000 symbols'],
    });
  });
});
