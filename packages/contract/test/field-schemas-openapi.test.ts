import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { abnSchema, medicareCardNumberSchema, mobileSchema } from '../src/fields/identifiers.js';
import { authCodeSchema } from '../src/fields/codes.js';
import { passwordChangeSchema, passwordSetupSchema } from '../src/fields/password.js';
import { dateOfBirthSchema } from '../src/fields/dates.js';
import { emailSchema, optionalPersonNameSchema } from '../src/fields/person.js';

// Routes declare these schemas and the OpenAPI document is generated from them, so each must
// convert to JSON Schema both ways; a transform would make that throw.
describe('field schemas in the OpenAPI document', () => {
  it.each([
    ['abnSchema', abnSchema],
    ['mobileSchema', mobileSchema],
    ['medicareCardNumberSchema', medicareCardNumberSchema],
    ['authCodeSchema', authCodeSchema],
    ['dateOfBirthSchema', dateOfBirthSchema()],
    ['emailSchema', emailSchema()],
    ['optionalPersonNameSchema', optionalPersonNameSchema()],
  ])('%s is a plain string', (_name, schema) => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toMatchObject({ type: 'string' });
    expect(z.toJSONSchema(schema, { io: 'output' })).toMatchObject({ type: 'string' });
  });

  it('describes the password forms as objects of strings', () => {
    expect(z.toJSONSchema(passwordSetupSchema)).toMatchObject({
      type: 'object',
      required: ['new_password1', 'new_password2'],
    });
    expect(z.toJSONSchema(passwordChangeSchema)).toMatchObject({
      required: ['old_password', 'new_password1', 'new_password2'],
    });
  });
});
