import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installContractZodMessages } from '../src/fields/zod-messages.js';
import { Messages } from '../src/messages.js';

beforeAll(() => installContractZodMessages());

/** The messages zod gives for `input`, by field. */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

describe('zod’s fallback messages are the contract’s', () => {
  const form = z.object({
    name: z.string().max(40),
    code: z.string().min(6),
    note: z.string().min(1),
    amount: z.number().min(1).max(100),
    kind: z.enum(['individual', 'company']),
    tags: z.array(z.string()).min(1).max(3),
    email: z.email(),
  });
  const good = { name: 'A', code: '123456', note: 'n', amount: 5, kind: 'company', tags: ['x'], email: 'a@b.co' };

  it('a missing field is required, a wrong type is named for what was expected', () => {
    expect(messagesOf(form, { ...good, name: undefined, amount: 'five' })).toEqual({
      name: [Messages.fieldRequired],
      amount: [Messages.enterNumber],
    });
    expect(messagesOf(form, { ...good, name: 42 })).toEqual({ name: [Messages.theFormatIsNotValid] });
  });

  it('lengths, bounds, choices, lists and formats', () => {
    expect(
      messagesOf(form, {
        name: 'x'.repeat(41),
        code: '123',
        note: '',
        amount: 101,
        kind: 'trust',
        tags: [],
        email: 'not an address',
      }),
    ).toEqual({
      name: [Messages.maxLength(40)],
      code: [Messages.minLength(6)],
      note: [Messages.fieldRequired],
      amount: [Messages.numberAtMost(100)],
      kind: [Messages.chooseFromList],
      tags: [Messages.atLeastItems(1)],
      email: [Messages.theFormatIsNotValid],
    });
    expect(messagesOf(form, { ...good, amount: 0, tags: ['a', 'b', 'c', 'd'] })).toEqual({
      amount: [Messages.numberAtLeast(1)],
      tags: [Messages.atMostItems(3)],
    });
  });

  it('leaves a schema’s own message alone', () => {
    const own = z.object({ tfn: z.string({ error: Messages.tfnLength }).min(8, Messages.tfnLength) });
    expect(messagesOf(own, {})).toEqual({ tfn: [Messages.tfnLength] });
    expect(messagesOf(own, { tfn: '1' })).toEqual({ tfn: [Messages.tfnLength] });
  });
});
