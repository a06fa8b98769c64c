import { describe, expect, it } from 'vitest';
import {
  envelopeStatusFor,
  nextSignerStatus,
  requiredSignatures,
  typedNameMatches,
  type SigningAuthorityRule,
} from '../src/index.js';

/** The signing envelope's rules (issue #21 item 2), each case worked out by hand. */
const ann = { userId: 11, role: 'primary' as const };
const bob = { userId: 12, role: 'secondary' as const };
const cat = { userId: 13, role: 'secondary' as const };
const three = [ann, bob, cat];
const rule = (overrides: Partial<SigningAuthorityRule>): SigningAuthorityRule => ({
  option: 'any',
  advancedOption: null,
  minNumberOfSignatories: null,
  selectedSignatories: [],
  ...overrides,
});
const signers = (statuses: Record<number, 'sent' | 'viewed' | 'signed' | 'declined' | 'expired'>) =>
  Object.entries(statuses).map(([userId, status]) => ({ userId: Number(userId), status }));

describe('who must sign', () => {
  it('an individual account: its one member, whatever was saved', () => {
    expect(requiredSignatures('individual', rule({ option: 'all' }), [ann])).toEqual({ signers: [11], required: 1 });
  });

  it('nothing saved yet: the primary person only', () => {
    expect(requiredSignatures('joint', null, [ann, bob])).toEqual({ signers: [11], required: 1 });
  });

  it("'any': both joint holders asked, one signature completes", () => {
    expect(requiredSignatures('joint', rule({ option: 'any' }), [ann, bob])).toEqual({
      signers: [11, 12],
      required: 1,
    });
  });

  it("'all': every member asked and needed", () => {
    expect(requiredSignatures('company', rule({ option: 'all' }), three)).toEqual({
      signers: [11, 12, 13],
      required: 3,
    });
  });

  it('advanced, a minimum of 2 of 3: all three asked, two needed', () => {
    const min2 = rule({ option: 'advanced', advancedOption: 'minimum_signatures', minNumberOfSignatories: 2 });
    expect(requiredSignatures('trust', min2, three)).toEqual({ signers: [11, 12, 13], required: 2 });
  });

  it('advanced, a minimum above the members (5 of 3): all three needed', () => {
    const min5 = rule({ option: 'advanced', advancedOption: 'minimum_signatures', minNumberOfSignatories: 5 });
    expect(requiredSignatures('smsf', min5, three)).toEqual({ signers: [11, 12, 13], required: 3 });
  });

  it('advanced, named members: only Bob and Cat, both needed; one who left no longer counts', () => {
    const named = rule({ option: 'advanced', advancedOption: 'specific_members', selectedSignatories: [12, 13, 99] });
    expect(requiredSignatures('company', named, three)).toEqual({ signers: [12, 13], required: 2 });
  });

  it('advanced, every named member left: the primary person signs', () => {
    const gone = rule({ option: 'advanced', advancedOption: 'specific_members', selectedSignatories: [99] });
    expect(requiredSignatures('company', gone, three)).toEqual({ signers: [11], required: 1 });
  });
});

describe('a signer’s status', () => {
  it('sent -> viewed -> signed', () => {
    expect(nextSignerStatus('sent', 'view')).toBe('viewed');
    expect(nextSignerStatus('viewed', 'sign')).toBe('signed');
    expect(nextSignerStatus('sent', 'sign')).toBe('signed');
  });

  it('signing twice keeps the one signature; a signer who signed cannot decline', () => {
    expect(nextSignerStatus('signed', 'sign')).toBe('signed');
    expect(nextSignerStatus('signed', 'decline')).toBeNull();
    expect(nextSignerStatus('signed', 'view')).toBe('signed');
  });

  it('declined or expired cannot sign', () => {
    expect(nextSignerStatus('declined', 'sign')).toBeNull();
    expect(nextSignerStatus('expired', 'sign')).toBeNull();
    expect(nextSignerStatus('viewed', 'decline')).toBe('declined');
    expect(nextSignerStatus('viewed', 'expire')).toBe('expired');
    expect(nextSignerStatus('signed', 'expire')).toBe('signed');
  });
});

describe('the envelope', () => {
  const any = { signers: [11, 12], required: 1 };
  const all = { signers: [11, 12], required: 2 };
  const min2of3 = { signers: [11, 12, 13], required: 2 };
  const named = { signers: [12, 13], required: 2 };

  it("'any': completes on the first signature", () => {
    expect(envelopeStatusFor(any, signers({ 11: 'sent', 12: 'sent' }))).toBe('sent');
    expect(envelopeStatusFor(any, signers({ 11: 'sent', 12: 'signed' }))).toBe('completed');
  });

  it("'all': one of two signed still waits; both complete it", () => {
    expect(envelopeStatusFor(all, signers({ 11: 'signed', 12: 'viewed' }))).toBe('sent');
    expect(envelopeStatusFor(all, signers({ 11: 'signed', 12: 'signed' }))).toBe('completed');
  });

  it('advanced 2 of 3: one waits, two complete, the third is not needed', () => {
    expect(envelopeStatusFor(min2of3, signers({ 11: 'signed', 12: 'sent', 13: 'sent' }))).toBe('sent');
    expect(envelopeStatusFor(min2of3, signers({ 11: 'signed', 12: 'sent', 13: 'signed' }))).toBe('completed');
  });

  it('advanced named members: the two named must both sign', () => {
    expect(envelopeStatusFor(named, signers({ 12: 'signed', 13: 'sent' }))).toBe('sent');
    expect(envelopeStatusFor(named, signers({ 12: 'signed', 13: 'signed' }))).toBe('completed');
  });

  it('a decline stops it for everyone, even after another signed', () => {
    expect(envelopeStatusFor(min2of3, signers({ 11: 'signed', 12: 'declined', 13: 'sent' }))).toBe('declined');
  });

  it('expires when too few could still sign (2 needed, one signed, the others expired)', () => {
    expect(envelopeStatusFor(min2of3, signers({ 11: 'signed', 12: 'expired', 13: 'expired' }))).toBe('expired');
    expect(envelopeStatusFor(min2of3, signers({ 11: 'signed', 12: 'expired', 13: 'viewed' }))).toBe('sent');
  });
});

describe('the typed name', () => {
  it('matches whatever the case and the outer spaces', () => {
    expect(typedNameMatches('  ann  LEE ', 'Ann Lee')).toBe(true);
    expect(typedNameMatches('Ann Le', 'Ann Lee')).toBe(false);
    expect(typedNameMatches('   ', '')).toBe(false);
  });
});
