import {
  ActivityDescriptions,
  AuthMessages,
  ContactChangeMessages,
  ErrorCode,
  formatMobile,
  type AddressChanged,
  type ChangeAddress,
  type ChangeEmailRequest,
  type ChangeEmailResponse,
  type ChangePhoneRequest,
  type ChangePhoneResponse,
  type DetailResponse,
  type EmailChanged,
  type EmailConfirmationType,
  type PhoneChanged,
  type ResendEmailConfirmation,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { recordActivity } from '../activities/index.js';
import { type ActivityClient } from '../../plugins/app/request-client.js';
import { checkCode, CODE_TTL_SECONDS, issueCode } from '../auth/index.js';
import { consumeToken, findUsableToken, insertToken, retireTokens } from '../auth/index.js';
import type { PasswordsService } from '../auth/index.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import type { SessionsService } from '../auth/index.js';
import { findUserByEmail, findUserById, updateUser } from '../auth/index.js';
import { consumeCode, latestCode } from '../auth/index.js';
import { findPersonalDetail, updatePersonalDetail } from '../identity/index.js';
import { latestToken } from './contact-changes.repository.js';

/** An e-mailed confirmation link lives a day: long enough to reach another device, short for a credential. */
export const EMAIL_CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the service needs to know of the tenant a change happens under. */
export interface TenantInfo {
  name: string;
  supportEmail: string | null;
  resendTimeoutSeconds: number;
}

export interface ContactChangesOptions {
  db: Database;
  sender: MessageSender;
  sessions: SessionsService;
  passwords: PasswordsService;
  tenantInfo: (tenantId: number | null) => TenantInfo;
  /** Origin of the links the e-mails carry. */
  publicUrl: string;
}

/**
 * Changing the e-mail address, the mobile number and the residential address (spec 1 §7). The
 * e-mail and the number change only after a code (or, for e-mail, a link) sent to the NEW one
 * has come back, and each request first checks the password, so a session left open is not
 * enough to take the account over. Codes belong to the session that asked for them; links to the
 * user (they are opened wherever the mailbox is). Sessions stay; the old e-mail address hears of
 * the change, so a change the owner did not make does not go unnoticed.
 */
export class ContactChangesService {
  private readonly db: Database;

  constructor(private readonly options: ContactChangesOptions) {
    this.db = options.db;
  }

  // -------------------------------------------------------------------------------------------
  // E-mail

  async requestEmailChange(
    user: UserRow,
    session: SessionRow,
    input: ChangeEmailRequest,
    now: Date,
  ): Promise<ChangeEmailResponse> {
    await this.options.passwords.verify(user, input.password);
    const email = input.new_email.trim().toLowerCase();
    if (email === user.email.toLowerCase())
      throw FieldValidationError.field('new_email', ContactChangeMessages.sameEmail);
    await this.ensureEmailFree(user.id, email, 'new_email');
    await this.sendEmailConfirmation(user, session, email, input.confirmation_type, now);
    return {
      detail:
        input.confirmation_type === 'code'
          ? ContactChangeMessages.emailCodeSent(email)
          : ContactChangeMessages.emailLinkSent(email),
      new_email: email,
    };
  }

  /** Sends the confirmation again, to an address that is waiting for one, after the resend timeout. */
  async resendEmailConfirmation(
    user: UserRow,
    session: SessionRow,
    input: ResendEmailConfirmation,
    now: Date,
  ): Promise<DetailResponse> {
    const email = input.email.trim().toLowerCase();
    if (!(await this.isEmailChangePending(user, session, email, now))) {
      throw FieldValidationError.field('email', ContactChangeMessages.noEmailChangePending);
    }
    await this.ensureEmailFree(user.id, email, 'email');
    await this.sendEmailConfirmation(user, session, email, input.confirmation_type, now);
    return {
      detail: input.confirmation_type === 'code' ? ContactChangeMessages.codeResent : ContactChangeMessages.linkResent,
    };
  }

  async confirmEmailByCode(
    user: UserRow,
    session: SessionRow,
    code: string,
    client: ActivityClient,
    now: Date,
  ): Promise<EmailChanged> {
    const row = await latestCode(this.db, user.id, session.id, 'email_change');
    await checkCode(this.db, row, code, now);
    return this.applyEmailChange(user, row!.destination, client, now);
  }

  /** The link is the credential: it proves the mailbox, and it was issued to one user for one address. */
  async confirmEmailByLink(token: string, client: ActivityClient, now: Date): Promise<EmailChanged> {
    const row = await findUsableToken(this.db, sha256(token), 'email_change', now);
    const user = row ? await findUserById(this.db, row.userId) : undefined;
    if (!row?.email || !user || user.blockedAt || !user.isActive || !(await consumeToken(this.db, row.id))) {
      throw FieldValidationError.field('token', AuthMessages.tokenInvalid);
    }
    return this.applyEmailChange(user, row.email, client, now);
  }

  private async isEmailChangePending(user: UserRow, session: SessionRow, email: string, now: Date): Promise<boolean> {
    const code = await latestCode(this.db, user.id, session.id, 'email_change');
    if (code && !code.usedAt && code.destination === email) return true;
    const link = await latestToken(this.db, user.id, 'email_change');
    return Boolean(link && !link.usedAt && link.expiresAt > now && link.email === email);
  }

  /**
   * One confirmation is live at a time: a code makes an earlier link useless and a link an
   * earlier code. Either way a second one to the same address waits for the resend timeout.
   */
  private async sendEmailConfirmation(
    user: UserRow,
    session: SessionRow,
    email: string,
    type: EmailConfirmationType,
    now: Date,
  ): Promise<void> {
    const app = this.options.tenantInfo(session.tenantId);
    const previousCode = await latestCode(this.db, user.id, session.id, 'email_change');
    if (type === 'code') {
      const code = await issueCode(
        this.db,
        { userId: user.id, sessionId: session.id, purpose: 'email_change', channel: 'email', destination: email },
        app.resendTimeoutSeconds,
        now,
        previousCode?.destination !== email,
      );
      await retireTokens(this.db, user.id, 'email_change');
      await this.options.sender.send({
        channel: 'email',
        to: email,
        subject: `Confirm your new e-mail address for ${app.name}`,
        body: `Your ${app.name} code to confirm ${email} as your new e-mail address is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes.\n\nIf you did not ask for this, ignore this e-mail; nothing changes.`,
        code,
      });
      return;
    }

    const previousLink = await latestToken(this.db, user.id, 'email_change');
    if (previousLink?.email === email) refuseWithinTimeout(previousLink.createdAt, app.resendTimeoutSeconds, now);
    const token = newSecret();
    await retireTokens(this.db, user.id, 'email_change');
    if (previousCode && !previousCode.usedAt) await consumeCode(this.db, previousCode.id);
    await insertToken(this.db, {
      userId: user.id,
      purpose: 'email_change',
      tokenHash: sha256(token),
      email,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_MS),
      createdAt: now,
    });
    const url = `${this.options.publicUrl}/account/change-email/?token=${encodeURIComponent(token)}`;
    await this.options.sender.send({
      channel: 'email',
      to: email,
      subject: `Confirm your new e-mail address for ${app.name}`,
      body: `Please confirm ${email} as the new e-mail address of your ${app.name} account by opening this link within 24 hours:\n${url}\n\nIf you did not ask for this, ignore this e-mail; nothing changes.`,
    });
  }

  private async applyEmailChange(
    user: UserRow,
    email: string,
    client: ActivityClient,
    now: Date,
  ): Promise<EmailChanged> {
    // The address may have been taken since the code went out.
    await this.ensureEmailFree(user.id, email, null);
    try {
      await this.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { email, emailVerifiedAt: now });
        await recordActivity(tx, {
          userId: user.id,
          type: 'email_change',
          description: ActivityDescriptions.emailChanged(email),
          ...client,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw FieldValidationError.nonField(ContactChangeMessages.emailTaken);
      throw error;
    }
    await retireTokens(this.db, user.id, 'email_change');
    await this.options.sessions.userChanged(user.id);
    const app = this.options.tenantInfo(user.tenantId);
    await this.options.sender.send({
      channel: 'email',
      to: user.email,
      subject: `Your ${app.name} e-mail address was changed`,
      body: `The e-mail address of your ${app.name} account was changed to ${email}. From now on we write to that address.\n\n${ifNotYou(app)}`,
    });
    return { detail: ContactChangeMessages.emailChanged(email), email };
  }

  private async ensureEmailFree(userId: number, email: string, field: string | null): Promise<void> {
    const owner = await findUserByEmail(this.db, email);
    if (owner && owner.id !== userId) {
      throw field
        ? FieldValidationError.field(field, ContactChangeMessages.emailTaken)
        : FieldValidationError.nonField(ContactChangeMessages.emailTaken);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Mobile number

  async requestPhoneChange(
    user: UserRow,
    session: SessionRow,
    input: ChangePhoneRequest,
    now: Date,
  ): Promise<ChangePhoneResponse> {
    await this.options.passwords.verify(user, input.password);
    const phone = input.new_phone_number;
    if (phone === user.phoneNumber)
      throw FieldValidationError.field('new_phone_number', ContactChangeMessages.samePhone);
    const previous = await latestCode(this.db, user.id, session.id, 'phone_change');
    await this.sendPhoneCode(user, session, phone, now, previous?.destination !== phone);
    return { new_phone_number: phone };
  }

  async resendPhoneConfirmation(user: UserRow, session: SessionRow, phone: string, now: Date): Promise<DetailResponse> {
    const pending = await latestCode(this.db, user.id, session.id, 'phone_change');
    if (!pending || pending.usedAt || pending.destination !== phone) {
      throw FieldValidationError.field('phone_number', ContactChangeMessages.noPhoneChangePending);
    }
    await this.sendPhoneCode(user, session, phone, now, false);
    return { detail: ContactChangeMessages.codeResent };
  }

  async confirmPhone(
    user: UserRow,
    session: SessionRow,
    code: string,
    client: ActivityClient,
    now: Date,
  ): Promise<PhoneChanged> {
    const row = await latestCode(this.db, user.id, session.id, 'phone_change');
    await checkCode(this.db, row, code, now);
    const phone = row!.destination;
    await this.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { phoneNumber: phone, phoneVerifiedAt: now });
      await recordActivity(tx, {
        userId: user.id,
        type: 'phone_change',
        description: ActivityDescriptions.phoneChanged(phone),
        ...client,
      });
    });
    await this.options.sessions.userChanged(user.id);
    const app = this.options.tenantInfo(session.tenantId);
    // Told by e-mail: the old number may be the one that was lost.
    await this.options.sender.send({
      channel: 'email',
      to: user.email,
      subject: `Your ${app.name} mobile number was changed`,
      body: `The mobile number of your ${app.name} account was changed to ${formatMobile(phone)}. Codes are now sent to that number.\n\n${ifNotYou(app)}`,
    });
    return { detail: ContactChangeMessages.phoneChanged(formatMobile(phone)), phone_number: phone };
  }

  private async sendPhoneCode(
    user: UserRow,
    session: SessionRow,
    phone: string,
    now: Date,
    destinationChanged: boolean,
  ): Promise<void> {
    const app = this.options.tenantInfo(session.tenantId);
    const code = await issueCode(
      this.db,
      { userId: user.id, sessionId: session.id, purpose: 'phone_change', channel: 'sms', destination: phone },
      app.resendTimeoutSeconds,
      now,
      destinationChanged,
    );
    await this.options.sender.send({
      channel: 'sms',
      to: phone,
      subject: '',
      body: `Your ${app.name} code to confirm ${formatMobile(phone)} as your new mobile number is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes.`,
      code,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Residential address

  /** The address of the personal details; the rest of them (and their check's outcome) stay. */
  async changeAddress(userId: number, input: ChangeAddress, client: ActivityClient): Promise<AddressChanged> {
    const detail = await findPersonalDetail(this.db, userId);
    if (!detail) throw FieldValidationError.nonField(ContactChangeMessages.noPersonalDetails);
    await this.db.transaction(async (tx) => {
      await updatePersonalDetail(tx, detail.id, {
        streetNumber: input.street_number,
        streetName: input.street_name,
        suburb: input.suburb,
        state: input.state,
        postCode: input.post_code,
        country: input.country,
      });
      await recordActivity(tx, {
        userId,
        type: 'address_change',
        description: ActivityDescriptions.addressChanged(addressLine(input)),
        ...client,
      });
    });
    return { detail: ContactChangeMessages.addressChanged, ...input };
  }
}

/** '5 Ann Street, Fortitude Valley QLD 4006, AU' */
function addressLine(a: ChangeAddress): string {
  const locality = [a.suburb, a.state, a.post_code].filter(Boolean).join(' ');
  return [`${a.street_number} ${a.street_name}`, locality, a.country].filter(Boolean).join(', ');
}

function ifNotYou(app: TenantInfo): string {
  return app.supportEmail
    ? `If you did not make this change, write to ${app.supportEmail} at once.`
    : 'If you did not make this change, contact us at once.';
}

/** A second link to the same address inside the resend timeout: 429 with Retry-After, as for codes. */
function refuseWithinTimeout(sentAt: Date, timeoutSeconds: number, now: Date): void {
  const wait = Math.ceil(timeoutSeconds - (now.getTime() - sentAt.getTime()) / 1000);
  if (wait > 0) {
    throw new HttpError(ErrorCode.rateLimited, AuthMessages.resendTooSoon(wait), { 'Retry-After': String(wait) });
  }
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
