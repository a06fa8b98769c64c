import {
  formatMobile,
  maskDestination,
  Messages,
  type LoginTwoFactor,
  type TwoFactorChannel,
  type TwoFactorRequestResponse,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CodePurpose, SessionRow, UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { checkCode, CODE_TTL_SECONDS, issueCode } from './code-check.js';
import { twoFactorRequiredDetail } from './authenticate.js';
import type { SessionsService } from './sessions.service.js';
import { latestCode } from './verification-codes.repository.js';
import { actsForClients } from './managed-users.js';
import { updateUser } from './users.repository.js';

/** How long a confirmed action code unlocks protected writes. */
export const ACTION_CONFIRMATION_TTL_SECONDS = 5 * 60;

export interface CodeContext {
  user: UserRow;
  session: SessionRow;
  tenantName: string;
  resendTimeoutSeconds: number;
}

/**
 * Login and action codes. The server decides the purpose from the session (a session waiting for
 * its login code gets a login code), refuses resends inside the timeout, and kills a code after
 * five wrong guesses.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly sessions: SessionsService,
  ) {}

  purposeFor(session: SessionRow): CodePurpose {
    return session.twoFactorReason && !session.twoFactorConfirmedAt ? 'login' : 'action';
  }

  /**
   * What the login answer says about the code step: channel, masked destination and timers, and
   * nothing else about the person (the caller has proven only the password so far).
   */
  loginChallenge(user: UserRow, reason: LoginTwoFactor['reason'], resendTimeoutSeconds: number): LoginTwoFactor {
    const channel: TwoFactorChannel = user.phoneNumber ? 'sms' : 'email';
    return {
      reason,
      detail: twoFactorRequiredDetail(reason),
      channel,
      destination: maskDestination(channel === 'sms' ? user.phoneNumber! : user.email),
      code_expires_in: CODE_TTL_SECONDS,
      resend_timeout: resendTimeoutSeconds,
    };
  }

  async request(ctx: CodeContext, channel: TwoFactorChannel, now: Date): Promise<TwoFactorRequestResponse> {
    const purpose = this.purposeFor(ctx.session);
    const destination = channel === 'sms' ? ctx.user.phoneNumber : ctx.user.email;
    if (!destination) {
      throw FieldValidationError.field('channel', 'There is no mobile number on your profile; choose e-mail instead.');
    }
    const code = await issueCode(
      this.db,
      { userId: ctx.user.id, sessionId: ctx.session.id, purpose, channel, destination },
      ctx.resendTimeoutSeconds,
      now,
    );
    await this.sender.send({
      channel,
      to: destination,
      subject: `Your ${ctx.tenantName} verification code`,
      body: `Your ${ctx.tenantName} verification code is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Never share it with anyone.`,
      code,
    });
    const reason = purpose === 'login' ? (ctx.session.twoFactorReason ?? 'login') : 'action';
    return {
      detail:
        reason === 'password_reset'
          ? Messages.twoFactorAfterPasswordReset
          : channel === 'sms'
            ? Messages.twoFactorCodeSent
            : 'A six digit code has just been sent via e-mail to verify your identity.',
      channel,
      // Before the login code is confirmed the caller has proven only the password.
      destination:
        purpose === 'login'
          ? maskDestination(destination)
          : channel === 'sms'
            ? formatMobile(destination)
            : destination,
      resend_available_in: ctx.resendTimeoutSeconds,
      reason,
    };
  }

  /** Checks a code for the session's current purpose and applies its effect. */
  async confirm(
    ctx: Pick<CodeContext, 'user' | 'session'>,
    purpose: CodePurpose,
    code: string,
    now: Date,
  ): Promise<void> {
    await checkCode(this.db, await latestCode(this.db, ctx.user.id, ctx.session.id, purpose), code, now);
    if (purpose === 'login') {
      if (ctx.user.twoFactorAfterReset) {
        await updateUser(this.db, ctx.user.id, { twoFactorAfterReset: false });
        await this.sessions.userChanged(ctx.user.id);
      }
      // Staff and advisors are made to set login two-factor up: the code they just confirmed turns it on.
      if (actsForClients(ctx.user) && !ctx.user.loginTwoFactorAuthEnabled) {
        await updateUser(this.db, ctx.user.id, { loginTwoFactorAuthEnabled: true });
        await this.sessions.userChanged(ctx.user.id);
      }
      await this.sessions.confirmTwoFactor(ctx.session.id, now);
    } else {
      await this.sessions.confirmAction(ctx.session.id, now);
    }
  }

  actionConfirmed(session: SessionRow, now: Date): boolean {
    return Boolean(
      session.actionConfirmedAt &&
      now.getTime() - session.actionConfirmedAt.getTime() < ACTION_CONFIRMATION_TTL_SECONDS * 1000,
    );
  }
}
