import { formatDate } from '@portal/contract';
import type { OutgoingMessage } from '../../platform/messaging/message-sender.js';

/** The e-mails of an envelope (issue #21 item 3): the link to sign (or to sign in), and a decline that stops it. */
export function signingLinkEmail(args: {
  to: string;
  name: string;
  title: string;
  url: string;
  expires: Date;
}): OutgoingMessage {
  return {
    channel: 'email',
    to: args.to,
    subject: `Please sign: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `Documents are waiting for your signature: ${args.title}.\n\n` +
      `Open this link to read and sign them: ${args.url}\n\n` +
      `The link is yours alone and expires on ${formatDate(args.expires)}.`,
  };
}

/**
 * With a provider's embedded signing (DocuSign) nobody gets a link by e-mail: the signer signs in
 * to the portal, where the documents wait under "Documents to sign".
 */
export function signInToSignEmail(args: { to: string; name: string; title: string; url: string }): OutgoingMessage {
  return {
    channel: 'email',
    to: args.to,
    subject: `Please sign: ${args.title}`,
    body:
      `Hello ${args.name},\n\n` +
      `Documents are waiting for your signature: ${args.title}.\n\n` +
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
