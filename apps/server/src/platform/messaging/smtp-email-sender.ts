import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

/** Real e-mail through an SMTP server (SMTP_URL). */
export class SmtpEmailSender implements MessageSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
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

  close(): void {
    this.transport.close();
  }
}
