import type { Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

/** Real e-mail through an SMTP server (SMTP_URL). */
export class SmtpEmailSender implements MessageSender {
  readonly name = 'smtp';
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  // nodemailer loads on first use: demo mode and start-up never pay for it.
  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    return this.transport;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const transport = await this.connect();
    await transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  }

  async close(): Promise<void> {
    if (this.transport) (await this.transport).close();
  }
}
