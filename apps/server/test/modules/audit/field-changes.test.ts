import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../../src/config/log-redaction.js';
import { fieldChanges } from '../../../src/modules/audit/field-changes.js';

describe('the fields a change changed', () => {
  it('lists each changed field by its path, with nested objects walked and lists compared whole', () => {
    const before = { status: 'awaiting_approval', bank: { bsb: '062000', branch: 'Sydney' }, notes: ['a'], same: 1 };
    const after = { status: 'applied', bank: { bsb: '062000', branch: 'Parramatta' }, notes: ['a', 'b'], same: 1 };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'status', before: 'awaiting_approval', after: 'applied' },
      { field: 'bank.branch', before: 'Sydney', after: 'Parramatta' },
      { field: 'notes', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('says a secret field changed, never to what, also below a secret name', () => {
    const changes = fieldChanges(
      { password: 'old-Secret-1', bank_account: { account_number: '111' }, role: null },
      { password: 'new-Secret-2', bank_account: { account_number: '222' }, role: 'auditor' },
    );
    expect(changes).toEqual([
      { field: 'password', before: REDACTED, after: REDACTED },
      { field: 'bank_account.account_number', before: REDACTED, after: REDACTED },
      { field: 'role', before: null, after: 'auditor' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/Secret|111|222/);
  });

  it('records a field that appears or goes as null on the missing side, and nothing when nothing changed', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: 'x' })).toEqual([{ field: 'b', before: null, after: 'x' }]);
    expect(fieldChanges({ a: 1, b: 'x' }, { a: 1 })).toEqual([{ field: 'b', before: 'x', after: null }]);
    expect(fieldChanges({ a: { b: [1] } }, { a: { b: [1] } })).toEqual([]);
  });

  it('keeps a long value by its size and sums up more than fifty changed fields in one line', () => {
    const [long] = fieldChanges({ text: 'x' }, { text: 'y'.repeat(2_000) });
    expect(long).toEqual({ field: 'text', before: 'x', after: '[2002 characters, not kept]' });
    const many = (v: number) => Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, v]));
    const changes = fieldChanges(many(1), many(2));
    expect(changes).toHaveLength(50);
    expect(changes.at(-1)).toEqual({ field: '(11 more fields)', before: null, after: null });
  });
});
