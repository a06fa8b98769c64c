import { describe, expect, it } from 'vitest';
import {
  AccountStatus,
  AccountStatusDisplay,
  Messages,
  UnfilledAccountField,
  UnfilledAccountFieldLabel,
  accountCreateSchema,
  accountUpdateSchema,
  operatorAccountActivateSchema,
  StaffReasonMessages,
  statusDisplaySchema,
} from '../src/index.js';

/** Each problem as [field, message]; none when the form passes. */
const problems = (values: object) =>
  accountCreateSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const required = Messages.fieldRequired;

describe('the account-details form (spec 2 §5 Account details)', () => {
  it('requires a type', () => {
    expect(problems({})).toEqual([['type', required]]);
    expect(problems({ type: 'partnership' })).toEqual([['type', expect.any(String)]]);
  });

  it('requires a name unless individual or SMSF', () => {
    expect(problems({ type: 'individual' })).toBeUndefined();
    expect(problems({ type: 'joint' })).toEqual([['name', required]]);
    expect(problems({ type: 'trust', trustee: 'individual', trustee_confirm: true })).toEqual([['name', required]]);
    expect(problems({ type: 'company', acn: '923456713' })).toEqual([['name', required]]);
    expect(
      problems({ type: 'smsf', abn: '55982345678', trustee: 'individual', trustee_confirm: true }),
    ).toBeUndefined();
  });

  it('requires an ABN for an SMSF, and a trustee for an SMSF and a trust', () => {
    expect(problems({ type: 'smsf' })).toEqual([
      ['abn', required],
      ['trustee', required],
    ]);
    expect(problems({ type: 'trust', name: 'T' })).toEqual([['trustee', required]]);
  });

  it('requires the confirmation of an individual trustee', () => {
    expect(problems({ type: 'trust', name: 'T', trustee: 'individual' })).toEqual([['trustee_confirm', required]]);
    expect(problems({ type: 'trust', name: 'T', trustee: 'individual', trustee_confirm: true })).toBeUndefined();
  });

  it('requires an ACN and a trustee name for a corporate trustee, and an ACN for a company', () => {
    expect(problems({ type: 'trust', name: 'T', trustee: 'corporate' })).toEqual([
      ['trustee_name', required],
      ['acn', required],
    ]);
    expect(problems({ type: 'company', name: 'C' })).toEqual([['acn', required]]);
    expect(
      problems({ type: 'smsf', abn: '55 982 345 678', trustee: 'corporate', trustee_name: 'K', acn: '945 678 937' }),
    ).toBeUndefined();
  });

  it('checks an ABN and an ACN once typed, whatever the type, and keeps their digits', () => {
    expect(problems({ type: 'individual', abn: '55 982 345 679', acn: '945678938' })).toEqual([
      ['abn', Messages.isNotValid],
      ['acn', Messages.isNotValid],
    ]);
    expect(accountCreateSchema.parse({ type: 'company', name: ' C ', acn: '923 456 713' })).toMatchObject({
      name: 'C',
      acn: '923456713',
      abn: '',
      trustee: null,
      trustee_confirm: false,
    });
  });

  it('shows one message per field: its own limit before the rule that needs it', () => {
    expect(problems({ type: 'company', name: 'x'.repeat(201), acn: '923456713' })).toEqual([
      ['name', Messages.maxLength(200)],
    ]);
    expect(
      problems({ type: 'trust', name: 'T', trustee: 'corporate', trustee_name: 'x'.repeat(201), acn: '912345601' }),
    ).toEqual([['trustee_name', Messages.maxLength(200)]]);
  });
});

describe('the account update', () => {
  it('takes any of its fields, a name not empty', () => {
    expect(accountUpdateSchema.parse({})).toEqual({});
    expect(accountUpdateSchema.parse({ name: ' New ', skip_beneficial_owners: true })).toEqual({
      name: 'New',
      skip_beneficial_owners: true,
    });
    expect(accountUpdateSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(Messages.fieldRequired);
    expect(accountUpdateSchema.safeParse({ skip_deed_attachment: 'yes' }).success).toBe(false);
  });
});

describe('the operator’s activation', () => {
  it('needs the reason, and takes an optional administration code, both trimmed', () => {
    const reason = 'Checks complete';
    expect(operatorAccountActivateSchema.parse({ reason: ` ${reason} ` })).toEqual({ reason });
    expect(operatorAccountActivateSchema.parse({ external_code: ' ABC-1 ', reason })).toEqual({
      external_code: 'ABC-1',
      reason,
    });
    expect(operatorAccountActivateSchema.safeParse({ external_code: '', reason }).success).toBe(false);
  });

  it('refuses an activation without a reason on its field, in the staff reason’s words', () => {
    for (const body of [{}, { reason: '  ' }, { external_code: 'ABC-1' }]) {
      const issues = operatorAccountActivateSchema.safeParse(body).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['reason', StaffReasonMessages.reasonRequired],
      ]);
    }
  });
});

describe('the display words', () => {
  it('draw every status as the status_display the screens read', () => {
    for (const status of Object.values(AccountStatus)) {
      expect(statusDisplaySchema.safeParse(AccountStatusDisplay[status]).success, status).toBe(true);
    }
  });

  it('name every unfilled part', () => {
    for (const field of Object.values(UnfilledAccountField)) expect(UnfilledAccountFieldLabel[field]).toBeTruthy();
  });
});
