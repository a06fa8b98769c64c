import {
  AuthMessages,
  ErrorCode,
  Messages,
  RegistrationInviteStep,
  type InviteSignUp,
  type RegistrationInvite,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { users, type CodePurpose, type RegistrationInviteRow, type UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { checkCode, MAX_CODE_ATTEMPTS } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import { codeMatches } from '../../platform/secrets.js';
import type { SessionsService } from '../auth/index.js';
import { findUserByEmail, findUserById, updateUser } from '../auth/index.js';
import { latestCode } from '../auth/index.js';
import { sendContactCode, type FlowContext } from './contact-codes.js';
import { inviteStatus, type InvitationsService } from './invitations.service.js';
import { countFailedInviteCode, updateInvite } from './invitations.repository.js';
import { nextRegistrationStep } from './registration-progress.js';

const InviteMessages = {
  notOpen: 'This invitation can no longer be used.',
  wrongStep: 'This step of the invitation is already done or not reached yet.',
  emailMustMatch: 'Sign up with the e-mail address the invitation was sent to.',
  phoneMustMatch: 'Sign up with the mobile number the invitation was sent to.',
  emailTaken: 'An account with this e-mail address already exists. Please sign in instead.',
  emailAlreadyConfirmed: 'The e-mail address is already confirmed.',
} as const;

/**
 * The registration steps the server owns (spec 1 §4): welcome (terms) -> enter_code -> sign_up
 * (e-mail confirmed by code) -> confirm_phone_number -> personal_details ..., or, for an e-mail
 * address that already has a sign-in, enter_code -> login -> (signed in) the first missing detail
 * or the account step. `login` with the invitation completed is its used-up end. Each call checks that the
 * invitation is open and at the step the call belongs to, and moves it on only when the step's
 * data is valid; a call out of order changes nothing.
 */
export class InvitationFlowService {
  constructor(
    private readonly db: Database,
    private readonly invitations: InvitationsService,
    private readonly sender: MessageSender,
    private readonly sessions: SessionsService,
    private readonly requireAgreement: (tenantId: number) => Promise<void>,
  ) {}

  /** The welcome screen showed: only the first time is recorded, and the step stays where it is. */
  async opened(uuid: string, now: Date): Promise<RegistrationInvite> {
    const row = await this.open(uuid, now);
    const next = row.openedAt ? row : await updateInvite(this.db, row.id, { openedAt: now });
    return this.invitations.toPublicView(next, now);
  }

  /** The invitee accepts the terms and conditions and the privacy policy: welcome -> enter_code. */
  async acceptTerms(uuid: string, now: Date): Promise<RegistrationInvite> {
    const row = await this.open(uuid, now, [RegistrationInviteStep.welcome]);
    await this.requireAgreement(row.tenantId);
    const next = await updateInvite(this.db, row.id, {
      step: RegistrationInviteStep.enter_code,
      termsAcceptedAt: now,
      openedAt: row.openedAt ?? now,
    });
    return this.invitations.toPublicView(next, now);
  }

  /**
   * The 12-digit code; wrong entries count like login codes and the fifth kills the invitation's
   * code. It proves the invitee reads the invitation's e-mail, so only now does the answer say
   * whether that address already has a sign-in (-> login) or not (-> sign_up).
   */
  async activate(uuid: string, code: string, now: Date): Promise<RegistrationInvite> {
    const row = await this.open(uuid, now, [RegistrationInviteStep.enter_code]);
    if (row.failedCodeAttempts >= MAX_CODE_ATTEMPTS) {
      throw new HttpError(ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
    }
    if (!codeMatches(row.codeHash, code)) {
      const failed = await countFailedInviteCode(this.db, row.id, MAX_CODE_ATTEMPTS);
      if (failed === null || failed >= MAX_CODE_ATTEMPTS) {
        throw new HttpError(ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
      }
      throw FieldValidationError.field('code', AuthMessages.invalidCode);
    }
    // Sign-up's own rule: an e-mail address has one sign-in, whichever application it was made in.
    const registered = await findUserByEmail(this.db, row.email);
    const next = await updateInvite(this.db, row.id, {
      step: registered ? RegistrationInviteStep.login : RegistrationInviteStep.sign_up,
      activatedAt: now,
    });
    return this.invitations.toPublicView(next, now);
  }

  /**
   * Someone who already has a sign-in, signed in as the person invited, takes the invitation on
   * (login, not yet completed): it becomes theirs and goes to what their registration needs next,
   * a detail still missing or the account step. Anyone else is told it is not theirs (404).
   */
  async activateUser(uuid: string, user: UserRow, now: Date): Promise<RegistrationInvite> {
    const row = await this.invitations.mustFind(uuid);
    if (user.email.toLowerCase() !== row.email.toLowerCase() || (row.userId !== null && row.userId !== user.id)) {
      throw notFound(Messages.registrationInviteForSomeoneElse);
    }
    checkOpen(row, now, [RegistrationInviteStep.login]);
    const step = await nextRegistrationStep(this.db, user.id, row.accountId);
    const next = await updateInvite(this.db, row.id, { userId: user.id, step });
    return this.invitations.toPublicView(next, now);
  }

  /** Creates the user with the invitation's e-mail and phone, then asks for the e-mail code. */
  async signUp(uuid: string, input: InviteSignUp, ctx: FlowContext, now: Date): Promise<RegistrationInvite> {
    const row = await this.open(uuid, now, ['sign_up']);
    if (row.userId) throw FieldValidationError.nonField(InviteMessages.wrongStep);
    const problems: Record<string, string[]> = {};
    if (input.email.trim().toLowerCase() !== row.email.toLowerCase()) problems.email = [InviteMessages.emailMustMatch];
    if (input.phone_number !== row.phoneNumber) problems.phone_number = [InviteMessages.phoneMustMatch];
    if (Object.keys(problems).length) throw new FieldValidationError(problems);
    if (await findUserByEmail(this.db, row.email)) throw FieldValidationError.field('email', InviteMessages.emailTaken);

    const [user] = await this.db
      .insert(users)
      .values({
        email: row.email,
        phoneNumber: row.phoneNumber,
        passwordHash: await hashPassword(input.password1),
        marketingOptOut: input.marketing_opt_out,
        tenantId: row.tenantId,
      })
      .returning();
    const next = await updateInvite(this.db, row.id, { userId: user!.id });
    await this.sendCode(user!, 'email_confirmation', 'email', row.email, ctx, now);
    return this.invitations.toPublicView(next, now);
  }

  async confirmEmail(uuid: string, code: string, ctx: FlowContext, now: Date): Promise<RegistrationInvite> {
    const { row, user } = await this.withUser(uuid, now, ['sign_up']);
    if (user.emailVerifiedAt) throw FieldValidationError.nonField(InviteMessages.emailAlreadyConfirmed);
    await checkCode(this.db, await latestCode(this.db, user.id, null, 'email_confirmation'), code, now);
    await updateUser(this.db, user.id, { emailVerifiedAt: now });
    const next = await updateInvite(this.db, row.id, { step: 'confirm_phone_number' });
    await this.sendCode(user, 'phone_confirmation', 'sms', row.phoneNumber, ctx, now);
    return this.invitations.toPublicView(next, now);
  }

  async resendEmail(uuid: string, ctx: FlowContext, now: Date): Promise<RegistrationInvite> {
    const { row, user } = await this.withUser(uuid, now, ['sign_up']);
    if (user.emailVerifiedAt) throw FieldValidationError.nonField(InviteMessages.emailAlreadyConfirmed);
    await this.sendCode(user, 'email_confirmation', 'email', row.email, ctx, now);
    return this.invitations.toPublicView(row, now);
  }

  /** A typo in the address the provider entered: fixed before it is confirmed, then a new code. */
  async changeEmail(uuid: string, email: string, ctx: FlowContext, now: Date): Promise<RegistrationInvite> {
    const { row, user } = await this.withUser(uuid, now, ['sign_up']);
    if (user.emailVerifiedAt) throw FieldValidationError.nonField(InviteMessages.emailAlreadyConfirmed);
    const address = email.trim().toLowerCase();
    const owner = await findUserByEmail(this.db, address);
    if (owner && owner.id !== user.id) throw FieldValidationError.field('email', InviteMessages.emailTaken);
    await updateUser(this.db, user.id, { email: address });
    const next = await updateInvite(this.db, row.id, { email: address });
    await this.sendCode({ ...user, email: address }, 'email_confirmation', 'email', address, ctx, now, true);
    return this.invitations.toPublicView(next, now);
  }

  /** The SMS code finishes sign-up: the phone is confirmed and the new user is signed in. */
  async confirmPhone(
    uuid: string,
    code: string,
    ctx: FlowContext,
    now: Date,
  ): Promise<{ key: string; invite: RegistrationInvite }> {
    const { row, user } = await this.withUser(uuid, now, ['confirm_phone_number']);
    await checkCode(this.db, await latestCode(this.db, user.id, null, 'phone_confirmation'), code, now);
    await updateUser(this.db, user.id, { phoneVerifiedAt: now });
    const next = await updateInvite(this.db, row.id, { step: 'personal_details' });
    const { key } = await this.sessions.create({
      user,
      tenantId: row.tenantId,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
      // The phone was proven a moment ago with a code: that is this session's second factor.
      twoFactorReason: null,
    });
    return { key, invite: await this.invitations.toPublicView(next, now) };
  }

  async resendPhone(
    uuid: string,
    phone: string,
    ctx: FlowContext,
    now: Date,
    change: boolean,
  ): Promise<RegistrationInvite> {
    const { row, user } = await this.withUser(uuid, now, ['confirm_phone_number']);
    let current = row;
    if (change && phone !== row.phoneNumber) {
      await updateUser(this.db, user.id, { phoneNumber: phone });
      current = await updateInvite(this.db, row.id, { phoneNumber: phone });
    } else if (!change && phone !== row.phoneNumber) {
      throw FieldValidationError.field('phone_number', InviteMessages.phoneMustMatch);
    }
    await this.sendCode(user, 'phone_confirmation', 'sms', current.phoneNumber, ctx, now, change);
    return this.invitations.toPublicView(current, now);
  }

  private async open(uuid: string, now: Date, steps?: string[]): Promise<RegistrationInviteRow> {
    const row = await this.invitations.mustFind(uuid);
    checkOpen(row, now, steps);
    return row;
  }

  private async withUser(
    uuid: string,
    now: Date,
    steps: string[],
  ): Promise<{ row: RegistrationInviteRow; user: UserRow }> {
    const row = await this.open(uuid, now, steps);
    const user = row.userId ? await findUserById(this.db, row.userId) : undefined;
    if (!user) throw FieldValidationError.nonField(InviteMessages.wrongStep);
    return { row, user };
  }

  private sendCode(
    user: UserRow,
    purpose: CodePurpose,
    channel: 'email' | 'sms',
    destination: string,
    ctx: FlowContext,
    now: Date,
    destinationChanged = false,
  ): Promise<void> {
    return sendContactCode(
      this.db,
      this.sender,
      { userId: user.id, purpose, channel, destination },
      ctx,
      now,
      destinationChanged,
    );
  }
}

/** An invitation used up, expired or withdrawn answers 410; one at another step, the wrong-step refusal. */
function checkOpen(row: RegistrationInviteRow, now: Date, steps?: string[]): void {
  if (inviteStatus(row, now) !== 'open') throw new HttpError(ErrorCode.inviteExpired, InviteMessages.notOpen);
  if (steps && !steps.includes(row.step)) throw FieldValidationError.nonField(InviteMessages.wrongStep);
}
