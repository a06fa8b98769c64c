/**
 * What is open on an account (spec 2 §2 Account details page, 'Open requests'; issue #22 item 2):
 * each request with what it waits for and where it is acted on. The server gathers them from the
 * modules that own them; the words live here so the page and the tests read the same.
 */
import { z } from 'zod';
import type { ValueOf } from '../value-of.js';

export const OpenRequestKind = {
  bank_change: 'bank_change',
  signing: 'signing',
  invitation: 'invitation',
  investment_policy: 'investment_policy',
  redemption: 'redemption',
} as const;
export type OpenRequestKind = ValueOf<typeof OpenRequestKind>;

export const openRequestSchema = z
  .object({
    kind: z.enum(OpenRequestKind),
    /** The id of the thing in its own module (change request, envelope, invitation, statement). */
    id: z.number().int(),
    title: z.string(),
    /** Who or what it waits for, in words that finish 'Waiting for …'. */
    waits_for: z.string(),
    created: z.string(),
    /** The portal path where it is acted on. */
    link: z.string(),
  })
  .meta({ id: 'OpenRequest' });
export type OpenRequest = z.infer<typeof openRequestSchema>;

export const openRequestListSchema = z.array(openRequestSchema).meta({ id: 'OpenRequestList' });

/** 'Alex Morgan', 'Alex Morgan and Jo Holder', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const OpenRequestWords = {
  yourConfirmation: 'your confirmation',
  yourSignature: 'your signature',
  portfolioManager: 'the portfolio manager',
  yourSending: 'you to send it for signature',
  toConfirm: (names: readonly string[]) => `${joinNames(names)} to confirm`,
  /** `required` of them, when fewer than all those asked must sign. */
  toSign: (names: readonly string[], required: number) =>
    required < names.length ? `${required} of ${joinNames(names)} to sign` : `${joinNames(names)} to sign`,
  toAccept: (name: string) => `${name} to accept`,
  waitingFor: (words: string) => `Waiting for ${words}`,
  invitationTitle: (name: string) => `Invitation to ${name}`,
  investmentPolicyTitle: 'Change of investment policy statement',
  /** A redemption confirmed with its code, waiting for the provider to settle it. */
  settlement: 'the provider to settle it',
  redemptionTitle: (amount: string, note: string) => `Redemption of ${amount} from the ${note} note`,
  sectionTitle: 'Open requests',
} as const;
