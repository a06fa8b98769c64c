import { formatDate } from '@portal/contract';
import type { OutgoingMessage } from '../../platform/messaging/message-sender.js';

/**
 * The e-mails of an envelope (issue #21 items 2-3): the link to sign (or to sign in), reminders of
 * them, a decline that stops it, and staff withdrawing it.
 */
export function signingLinkEmail(args: {
  to: string;
  name: string;
  title: string;
  url: string;
  expires: Date;
  /** A reminder carries a fresh link: the one sent before it no longer opens. */
  reminder?: boolean;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: args.to,
    subject: `${args.reminder ? 'Reminder: please sign' : 'Please sign'}: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `Documents are ${args.reminder ? 'still ' : ''}waiting for your signature: ${args.title}.\n\n` +
      `Open this link to read and sign them: ${args.url}\n\n` +
      `The link is yours alone and expires on ${formatDate(args.expires)}.` +
      (args.reminder ? ' It replaces the link we sent you earlier, which no longer works.' : ''),
  };
}

/**
 * With a provider's embedded signing (DocuSign) nobody gets a link by e-mail: the signer signs in
 * to the portal, where the documents wait under "Documents to sign".
 */
export function signInToSignEmail(args: {
  to: string;
  name: string;
  title: string;
  url: string;
  reminder?: boolean;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: args.to,
    subject: `${args.reminder ? 'Reminder: please sign' : 'Please sign'}: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `Documents are ${args.reminder ? 'still ' : ''}waiting for your signature: ${args.title}.\n\n` +
      `Sign in to the portal to read and sign them: ${args.url}\n\n` +
      `You will find them under "Documents to sign".`,
  };
}

export function signingDeclinedEmail(args: {
  to: string;
  name: string;
  title: string;
  declinedBy: string;
  reason: string;
}): OutgoingMessage {
  const reason = args.reason ? `\n\nThe reason given: ${args.reason}` : '';
  return {
    channel: 'email',
    to: args.to,
    subject: `Signing stopped: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `${args.declinedBy} declined to sign ${args.title}, so signing has stopped for everyone ` +
      `and your link no longer works.${reason}`,
  };
}

/** Staff withdrew the envelope: nothing is left to sign, and the signer's link shows why. */
export function signingVoidedEmail(args: { to: string; name: string; title: string; reason: string }): OutgoingMessage {
  return {
    channel: 'email',
    to: args.to,
    subject: `Documents withdrawn: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `We have withdrawn ${args.title}, so there is nothing for you to sign and your link no longer works.\n\n` +
      `The reason: ${args.reason}`,
  };
}
