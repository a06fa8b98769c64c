import { ErrorCode, SupportMessages } from '@portal/contract';
import { HttpError } from '../../plugins/app/http-errors.js';
import { AddressRateLimit } from '../support/index.js';

const HOUR_MS = 60 * 60 * 1000;
/** Requests of one kind per client in an hour, as for contact support: enough for a real follow-up. */
export const CLIENT_REQUESTS_PER_HOUR = 5;
/** Requests of one kind from one network address in an hour. */
export const CLIENT_REQUESTS_PER_ADDRESS_PER_HOUR = 10;

/**
 * Keeps a form that e-mails a person (an advisor, the booking team) from flooding their inbox:
 * per client from the stored requests, per network address in memory (per process).
 */
export class ClientRequestLimit {
  private readonly perAddress = new AddressRateLimit(CLIENT_REQUESTS_PER_ADDRESS_PER_HOUR, HOUR_MS);

  constructor(private readonly countForUser: (userId: number, since: Date) => Promise<number>) {}

  async refuseWhenTooMany(userId: number, ipAddress: string, now: Date): Promise<void> {
    const addressWait = this.perAddress.retryAfterSeconds(ipAddress, now);
    const tooMany =
      addressWait > 0 ||
      (await this.countForUser(userId, new Date(now.getTime() - HOUR_MS))) >= CLIENT_REQUESTS_PER_HOUR;
    if (tooMany)
      throw new HttpError(ErrorCode.rateLimited, SupportMessages.tooManyRequests, {
        'Retry-After': String(addressWait || HOUR_MS / 1000),
      });
  }

  record(ipAddress: string, now: Date): void {
    this.perAddress.record(ipAddress, now);
  }
}
