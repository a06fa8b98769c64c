import { describe, it, expect } from 'vitest';
import { secondaryUserTitle } from '../src/accounts/secondary-user-title.js';

describe('secondaryUserTitle', () => {
  it('calls the people of a company directors', () => {
    expect(secondaryUserTitle('company')).toBe('director');
  });

  it('calls them directors for an SMSF or trust with a corporate trustee', () => {
    expect(secondaryUserTitle('smsf', 'corporate')).toBe('director');
    expect(secondaryUserTitle('trust', 'corporate')).toBe('director');
  });

  it('calls them trustees for an SMSF or trust with individual trustees', () => {
    expect(secondaryUserTitle('smsf', 'individual')).toBe('trustee');
    expect(secondaryUserTitle('trust', 'individual')).toBe('trustee');
  });

  it('calls them members of a joint account', () => {
    expect(secondaryUserTitle('joint')).toBe('member');
  });

  it('has no title for an individual account', () => {
    expect(secondaryUserTitle('individual')).toBeNull();
  });
});
