import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSmsSender } from '../../../src/platform/messaging/http-sms-sender.js';
import { SmtpEmailSender } from '../../../src/platform/messaging/smtp-email-sender.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('SMTP e-mail sender', () => {
  it('delivers the message to a real SMTP server', async () => {
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const port = (server.server.address() as AddressInfo).port;

    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}`, 'Client Portal <no-reply@portal.example.com>');
    cleanups.push(() => sender.close());
    await sender.send({
      channel: 'email',
      to: 'investor@example.com',
      subject: 'Reset your password',
      body: 'Open https://portal.example.com/x',
    });

    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@portal.example.com');
    expect(received[0]!.to).toEqual(['investor@example.com']);
    expect(received[0]!.raw).toContain('Subject: Reset your password');
    expect(received[0]!.raw).toContain('Open https://portal.example.com/x');
  });

  it('fails loudly when the server refuses the recipient', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(_address, _session, callback) {
        callback(new Error('No such user here'));
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    const port = (server.server.address() as AddressInfo).port;
    const sender = new SmtpEmailSender(`smtp://127.0.0.1:${port}`, 'portal@example.com');
    cleanups.push(() => sender.close());
    await expect(sender.send({ channel: 'email', to: 'ghost@example.com', subject: 's', body: 'b' })).rejects.toThrow(
      /No such user/,
    );
  });
});

describe('HTTP SMS sender', () => {
  async function gateway(status: number) {
    const calls: Array<{ auth: string | undefined; body: unknown }> = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d: Buffer) => (raw += d.toString()));
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => server.close(() => r())));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, calls };
  }

  it('posts the text to the gateway with the number in international form', async () => {
    const gw = await gateway(200);
    await new HttpSmsSender(gw.url, 'sms-token').send({
      channel: 'sms',
      to: '0412 345 678',
      subject: '',
      body: 'Your code is 123456',
    });
    expect(gw.calls).toEqual([{ auth: 'Bearer sms-token', body: { to: '+61412345678', body: 'Your code is 123456' } }]);
  });

  it('fails when the gateway answers an error', async () => {
    const gw = await gateway(502);
    await expect(
      new HttpSmsSender(gw.url, undefined).send({ channel: 'sms', to: '0412345678', subject: '', body: 'x' }),
    ).rejects.toThrow('502');
  });
});
