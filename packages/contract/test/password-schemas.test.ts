import { describe, it, expect } from 'vitest';
import { passwordChangeSchema, passwordSetupSchema } from '../src/fields/password.js';

function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

describe('passwordSetupSchema', () => {
  it('accepts a strong password typed twice', () => {
    const result = passwordSetupSchema.safeParse({
      new_password1: 'Portal-Demo-2026!',
      new_password2: 'Portal-Demo-2026!',
    });
    expect(result.success).toBe(true);
  });

  it("puts 'Passwords do not match' on the repeat field", () => {
    const result = passwordSetupSchema.safeParse({
      new_password1: 'Portal-Demo-2026!',
      new_password2: 'Portal-Demo-2027!',
    });
    expect(fieldMessages(result)).toEqual({ new_password2: ['Passwords do not match'] });
  });

  it('reports a weak password and a mismatch together, each on its field', () => {
    const result = passwordSetupSchema.safeParse({ new_password1: 'weak', new_password2: 'other' });
    expect(fieldMessages(result)).toEqual({
      new_password1: ['Password does not meet all the requirements'],
      new_password2: ['Passwords do not match'],
    });
  });

  it('asks for the repeat rather than calling an empty one a mismatch', () => {
    const result = passwordSetupSchema.safeParse({ new_password1: 'Portal-Demo-2026!', new_password2: '' });
    expect(fieldMessages(result)).toEqual({ new_password2: ['This field is required'] });
  });

  it('keeps spaces in passwords as typed', () => {
    const result = passwordSetupSchema.safeParse({
      new_password1: ' Portal-Demo-2026!',
      new_password2: ' Portal-Demo-2026!',
    });
    expect(result.success && result.data.new_password1).toBe(' Portal-Demo-2026!');
  });
});

describe('passwordChangeSchema', () => {
  it('requires the current password', () => {
    const result = passwordChangeSchema.safeParse({
      old_password: '',
      new_password1: 'Portal-Demo-2026!',
      new_password2: 'Portal-Demo-2026!',
    });
    expect(fieldMessages(result)).toEqual({ old_password: ['This field is required'] });
  });

  it('accepts a complete change', () => {
    const result = passwordChangeSchema.safeParse({
      old_password: 'anything',
      new_password1: 'Portal-Demo-2026!',
      new_password2: 'Portal-Demo-2026!',
    });
    expect(result.success).toBe(true);
  });
});
