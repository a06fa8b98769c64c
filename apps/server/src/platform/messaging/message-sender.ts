export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address, or mobile number in 04xxxxxxxx form. */
  to: string;
  subject: string;
  body: string;
  /** The one-time code carried by the message, if any. */
  code?: string | undefined;
  /** Extra parts for e-mail (calendar invitations, for example). */
  attachments?: Array<{ filename: string; content: string | Buffer; contentType: string }> | undefined;
}

/** Every message the portal sends goes through one of these. */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
