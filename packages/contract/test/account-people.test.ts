import { describe, expect, it } from 'vitest';
import {
  beneficialOwnersInputSchema,
  directorAnswer,
  directorRoleId,
  directorsFormSchema,
  isPossibleDuplicateName,
  Messages,
  PersonRoleId,
  secondaryUsersBulkUpdateSchema,
  secondaryUsersCreateSchema,
  trusteesFormSchema,
} from '../src/index.js';

const person = (n: number) => ({
  first_name: `Pat${'a'.repeat(n)}`,
  last_name: 'Lane',
  email: `pat${n}@example.com`,
  phone_number: '0412 345 67' + String(n % 10),
});

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('people on an account (spec 2 §5)', () => {
  it('strips spaces from the phone and keys each broken rule by the person’s index', () => {
    const ok = secondaryUsersCreateSchema.parse({ users: [person(1)] });
    expect(ok.users[0]!.phone_number).toBe('0412345671');
    const bad = secondaryUsersCreateSchema.safeParse({
      users: [person(1), { first_name: '', last_name: '', email: 'nope', phone_number: '0312345678' }],
    });
    expect(issues(bad)).toEqual({
      'users.1.first_name': Messages.fieldRequired,
      'users.1.last_name': Messages.fieldRequired,
      'users.1.email': 'Email format is not valid',
      'users.1.phone_number': Messages.theFormatIsNotValid,
    });
  });

  it('takes at least one and at most three secondary users', () => {
    expect(issues(secondaryUsersCreateSchema.safeParse({ users: [] }))).toEqual({ users: Messages.fieldRequired });
    const four = [1, 2, 3, 4].map(person);
    expect(issues(secondaryUsersBulkUpdateSchema.safeParse({ users: four }))).toEqual({
      users: 'You have achieved to limits of Individuals',
    });
    expect(secondaryUsersBulkUpdateSchema.safeParse({ users: [] }).success).toBe(true);
  });

  it('flags the same e-mail twice on the later person', () => {
    expect(issues(beneficialOwnersInputSchema.safeParse({ users: [person(1), person(1)] }))).toEqual({
      'users.1.email': Messages.personAlreadyOnAccount,
    });
  });

  it('needs the primary director’s answer and each director’s role', () => {
    expect(issues(directorsFormSchema.safeParse({ users: [person(1)] }))).toEqual({
      primary_user_role: Messages.fieldRequired,
      'users.0.role': Messages.fieldRequired,
    });
    expect(directorsFormSchema.safeParse({ primary_user_role: false, users: [] }).success).toBe(true);
    expect(directorRoleId(true)).toBe(PersonRoleId.beneficial_owner);
    expect(directorAnswer(directorRoleId(false))).toBe(false);
  });

  it('needs trustees when there are additional trustees', () => {
    expect(issues(trusteesFormSchema.safeParse({ has_secondary_users: true, users: [] }))).toEqual({
      users: Messages.fieldRequired,
    });
    expect(trusteesFormSchema.safeParse({ has_secondary_users: false, users: [] }).success).toBe(true);
  });

  it('sees a possible duplicate whatever the case and spaces', () => {
    const primary = { first_name: 'Harper', last_name: 'Lane' };
    expect(isPossibleDuplicateName({ first_name: ' harper ', last_name: 'LANE' }, primary)).toBe(true);
    expect(isPossibleDuplicateName({ first_name: 'Noah', last_name: 'Lane' }, primary)).toBe(false);
  });
});
