import {
  ErrorCode,
  formatMobile,
  SecondaryInviteStep,
  type InviteSignUp,
  type SecondaryConfirmPhone,
  type SecondaryInvite,
} from '@portal/contract';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { users, type SecondaryInviteRow, type UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { joinInvitedPerson } from '../accounts/index.js';
import { checkCode } from '../auth/index.js';
import { hashPassword } from '../auth/index.js';
import { sha256 } from '../../platform/secrets.js';
import type { SessionsService } from '../auth/index.js';
import { findUserByEmail, findUserById, updateUser } from '../auth/index.js';
import { latestCode } from '../auth/index.js';
import { sendContactCode, type FlowContext } from '../invitations/index.js';
import { nextIdentityStep } from './secondary-invite-progress.js';
import { findSecondaryInviteByUuid, updateSecondaryInvite } from './secondary-invites.repository.js';
import { secondaryInviteStatus, type SecondaryInvitesService } from './secondary-invites.service.js';

export const SecondaryInviteMessages = {
  notOpen: 'This invitation can no longer be used.',
  wrongStep: 'This step of the invitation is already done or not reached yet.',
  emailMustMatch: 'Use the e-mail address the invitation was sent to.',
  phoneMustMatch: 'Use the mobile number the invitation was sent to.',
  alreadyRegistered:
    'You are already registered with this e-mail address. Sign in to accept the invitation instead of setting a new password.',
  signInAsInvitee: 'This invitation was sent to another e-mail address. Sign in as the person it was sent to.',
  wrongToken: 'This invitation link is not valid.',
  codeResent: (phone: string) => `A new code has been sent to ${formatMobile(phone)}.`,
} as const;

/** How the tenant lets a refused invitee reach a person (spec 1 §8 Forbidden modal). */
export type AdminContactOf = (tenantId: number) => string | null;

/**
 * The invitee's steps (spec 1 §4 secondary invite): welcome (accept the terms) -> password_reset
 * (set a password; the e-mail link has proven the address) -> confirm_phone_number (an SMS code,
 * which signs them in) -> their own details -> ready_for_acceptance. Someone already registered
 * goes from welcome to activation instead: they sign in and accept. Every call checks the
 * invitation is open and at the call's step, so a call out of order changes nothing.
 */
export class SecondaryInviteFlowService {
  constructor(
    private readonly db: Database,
    private readonly invites: SecondaryInvitesService,
    private readonly sender: MessageSender,
    private readonly sessions: SessionsService,
    private readonly adminContactOf: AdminContactOf,
    private readonly requireAgreement: (tenantId: number) => Promise<void>,
  ) {}

  async acceptTerms(token: string, now: Date): Promise<SecondaryInvite> {
    const row = await this.open(token, now, [SecondaryInviteStep.welcome]);
    await this.requireAgreement(row.tenantId);
    const registered = await findUserByEmail(this.db, row.email);
    const next = await updateSecondaryInvite(this.db, row.id, {
      termsAcceptedAt: now,
      step: registered ? SecondaryInviteStep.activation : SecondaryInviteStep.password_reset,
    });
    return this.invites.toPublicView(next, now);
  }

  /** Creates the invitee's user with the invitation's e-mail and phone; an SMS code follows. */
  async setPassword(token: string, input: InviteSignUp, ctx: FlowContext, now: Date): Promise<SecondaryInvite> {
    const row = await this.open(token, now, [SecondaryInviteStep.password_reset]);
    const problems: Record<string, string[]> = {};
    if (input.email.trim().toLowerCase() !== row.email) problems.email = [SecondaryInviteMessages.emailMustMatch];
    if (input.phone_number !== row.phoneNumber) problems.phone_number = [SecondaryInviteMessages.phoneMustMatch];
    if (Object.keys(problems).length) throw new FieldValidationError(problems);
    if (await findUserByEmail(this.db, row.email)) {
      // Registered since the terms were accepted: a password here would take over that sign-in.
      throw new HttpError(
        ErrorCode.permissionDenied,
        SecondaryInviteMessages.alreadyRegistered,
        {},
        {
          admin_email: this.adminContactOf(row.tenantId),
        },
      );
    }
    const [user] = await this.db
      .insert(users)
      .values({
        email: row.email,
        phoneNumber: row.phoneNumber,
        passwordHash: await hashPassword(input.password1),
        firstName: row.firstName,
        lastName: row.lastName,
        marketingOptOut: input.marketing_opt_out,
        // The link came to this address: opening it proves the e-mail (skip_email_verification).
        emailVerifiedAt: now,
        tenantId: row.tenantId,
      })
      .returning();
    const next = await this.db.transaction(async (tx) => {
      const updated = await updateSecondaryInvite(tx, row.id, {
        userId: user!.id,
        step: SecondaryInviteStep.confirm_phone_number,
      });
      await joinAccount(tx, updated);
      return updated;
    });
    await this.sendPhoneCode(user!, row.phoneNumber, ctx, now);
    return this.invites.toPublicView(next, now);
  }

  /** The SMS code confirms the phone, signs the new user in and opens their details steps. */
  async confirmPhone(
    token: string,
    input: SecondaryConfirmPhone,
    ctx: FlowContext,
    now: Date,
  ): Promise<{ key: string; invite: SecondaryInvite }> {
    const { row, user } = await this.withUser(token, now);
    if (input.email.trim().toLowerCase() !== row.email)
      throw FieldValidationError.field('email', SecondaryInviteMessages.emailMustMatch);
    if (input.phone_number !== row.phoneNumber)
      throw FieldValidationError.field('phone_number', SecondaryInviteMessages.phoneMustMatch);
    await checkCode(this.db, await latestCode(this.db, user.id, null, 'phone_confirmation'), input.code, now);
    await updateUser(this.db, user.id, { phoneVerifiedAt: now });
    const next = await updateSecondaryInvite(this.db, row.id, {
      activatedAt: now,
      step: await nextIdentityStep(this.db, user.id),
    });
    const { key } = await this.sessions.create({
      user,
      tenantId: row.tenantId,
      ipAddress: ctx.ipAddress,
      userAgent: ctx.userAgent,
      // The phone was proven a moment ago with a code: that is this session's second factor.
      twoFactorReason: null,
    });
    return { key, invite: await this.invites.toPublicView(next, now) };
  }

  async resendPhone(token: string, phone: string, ctx: FlowContext, now: Date): Promise<{ detail: string }> {
    const { row, user } = await this.withUser(token, now);
    if (phone !== row.phoneNumber)
      throw FieldValidationError.field('phone_number', SecondaryInviteMessages.phoneMustMatch);
    await this.sendPhoneCode(user, row.phoneNumber, ctx, now);
    return { detail: SecondaryInviteMessages.codeResent(row.phoneNumber) };
  }

  /**
   * Someone already registered accepts while signed in (spec 1 §7: activate {token}). The link's
   * token must come with the call, and the signed-in user must be the person invited.
   */
  async activate(uuid: string, token: string, user: UserRow, now: Date): Promise<SecondaryInvite> {
    const row = await findSecondaryInviteByUuid(this.db, uuid);
    if (!row || !sameHash(row.tokenHash, sha256(token)))
      throw FieldValidationError.field('token', SecondaryInviteMessages.wrongToken);
    this.checkOpen(row, now, [SecondaryInviteStep.activation]);
    if (user.email.toLowerCase() !== row.email)
      throw new HttpError(ErrorCode.permissionDenied, SecondaryInviteMessages.signInAsInvitee);
    const step = await nextIdentityStep(this.db, user.id);
    const next = await this.db.transaction(async (tx) => {
      const updated = await updateSecondaryInvite(tx, row.id, { userId: user.id, activatedAt: now, step });
      await joinAccount(tx, updated);
      return updated;
    });
    return this.invites.toPublicView(next, now);
  }

  private async open(token: string, now: Date, steps: SecondaryInviteStep[]): Promise<SecondaryInviteRow> {
    const row = await this.invites.mustFindByToken(token);
    this.checkOpen(row, now, steps);
    return row;
  }

  private checkOpen(row: SecondaryInviteRow, now: Date, steps: SecondaryInviteStep[]): void {
    if (secondaryInviteStatus(row, now) !== 'open')
      throw new HttpError(ErrorCode.inviteExpired, SecondaryInviteMessages.notOpen);
    if (!steps.includes(row.step)) throw FieldValidationError.nonField(SecondaryInviteMessages.wrongStep);
  }

  private async withUser(token: string, now: Date): Promise<{ row: SecondaryInviteRow; user: UserRow }> {
    const row = await this.open(token, now, [SecondaryInviteStep.confirm_phone_number]);
    const user = row.userId ? await findUserById(this.db, row.userId) : undefined;
    if (!user) throw FieldValidationError.nonField(SecondaryInviteMessages.wrongStep);
    return { row, user };
  }

  private sendPhoneCode(user: UserRow, phone: string, ctx: FlowContext, now: Date): Promise<void> {
    return sendContactCode(
      this.db,
      this.sender,
      { userId: user.id, purpose: 'phone_confirmation', channel: 'sms', destination: phone },
      ctx,
      now,
    );
  }
}

/**
 * An invitation from an account's people (spec 2 §2): once the invitee has a sign-in (set
 * password, or activation for someone registered) they join the account as a secondary member.
 */
async function joinAccount(tx: Database, invite: SecondaryInviteRow): Promise<void> {
  if (invite.accountPersonId && invite.userId) await joinInvitedPerson(tx, invite.accountPersonId, invite.userId);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
