import type { MessageSender, OutgoingMessage } from './message-sender.js';

/**
 * SMS through an HTTP gateway: POST {to, body} as JSON. Numbers go out in international form
 * (+61...), which every gateway accepts.
 */
export class HttpSmsSender implements MessageSender {
  readonly name = 'http-sms';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const to = message.to.replace(/\s+/g, '').replace(/^0/, '+61');
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to, body: message.body }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
