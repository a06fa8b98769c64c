import {
  ActivityDescriptions,
  OPERATOR_USER_RECENT,
  OperatorUserMessages,
  type OperatorUser,
  type OperatorUserDetail,
  type OperatorUsersPage,
  type OperatorUsersQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { NO_CLIENT } from '../../plugins/app/request-client.js';
import { pageOf } from '../../http/page-link.js';
import { recordActivity } from '../activities/index.js';
import { updateUser, type SessionsService } from '../auth/index.js';
import type { OperatorCaller } from '../operator/index.js';
import {
  countLiveSessions,
  countUsers,
  findUserWithSignIn,
  latestActivities,
  latestFailedSignIns,
  liftLockout,
  membershipsOf,
  usersPage,
  type UserWithSignIn,
} from './users-admin.repository.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toWire(user: UserWithSignIn, now: Date): OperatorUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    is_staff: user.isStaff,
    staff_role: user.isStaff ? user.staffRole : null,
    blocked: user.blockedAt !== null,
    blocked_at: iso(user.blockedAt),
    locked_until: user.lockedUntil && user.lockedUntil > now ? user.lockedUntil.toISOString() : null,
    force_password_change: user.forcePasswordChange,
    login_two_factor_auth_enabled: user.loginTwoFactorAuthEnabled,
    created: user.createdAt.toISOString(),
    last_sign_in: iso(user.lastSignIn),
  };
}

/**
 * The back office's users (issue #23 item 2): the queue, one user with their recent activity,
 * and the operator's changes to their access. Every change comes with a reason, which the audit
 * trail keeps with the call (the operator API records each call's body).
 */
export class UsersAdminService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
  ) {}

  async list(url: string, query: OperatorUsersQuery): Promise<OperatorUsersPage> {
    const [count, rows] = await Promise.all([countUsers(this.db, query), usersPage(this.db, query)]);
    const now = new Date();
    return pageOf(url, query, { count, results: rows.map((row) => toWire(row, now)) });
  }

  async show(id: number): Promise<OperatorUserDetail> {
    const user = await this.user(id);
    const [activities, failures, liveSessions, accounts] = await Promise.all([
      latestActivities(this.db, id, OPERATOR_USER_RECENT),
      latestFailedSignIns(this.db, user.email, OPERATOR_USER_RECENT),
      countLiveSessions(this.db, id),
      membershipsOf(this.db, id),
    ]);
    return {
      ...toWire(user, new Date()),
      recent_activity: activities.map((a) => ({
        type: a.activityType,
        description: a.description,
        ip: a.ipAddress,
        when: a.createdAt.toISOString(),
      })),
      failed_sign_ins: failures.map((f) => ({ ip: f.ip, when: f.at.toISOString() })),
      live_sessions: liveSessions,
      accounts,
    };
  }

  /** Lifts a block (the user's own or the provider's) and a lockout for failed sign-ins. */
  async unblock(id: number): Promise<OperatorUserDetail> {
    const user = await this.user(id);
    await this.db.transaction(async (tx) => {
      if (user.blockedAt) {
        await updateUser(tx, id, { blockedAt: null });
        await recordActivity(tx, {
          userId: id,
          type: 'account_unblocked',
          description: ActivityDescriptions.accountUnblocked,
          ...NO_CLIENT,
        });
      }
      if (user.lockedUntil) {
        await updateUser(tx, id, { lockedUntil: null });
        await liftLockout(tx, user);
      }
    });
    await this.sessions.userChanged(id);
    return this.show(id);
  }

  /** The next request of any session asks for a new password (authenticate.ts); their sessions end now. */
  async forcePasswordChange(id: number, caller: OperatorCaller | undefined): Promise<OperatorUserDetail> {
    if (caller?.kind === 'staff' && caller.userId === id)
      throw FieldValidationError.nonField(OperatorUserMessages.notOwnPassword);
    await this.user(id);
    await updateUser(this.db, id, { forcePasswordChange: true });
    await this.sessions.endAllFor(id);
    return this.show(id);
  }

  /** Every session ends: their next request answers 401 and their open realtime sockets close. */
  async endSessions(id: number, caller: OperatorCaller | undefined): Promise<OperatorUserDetail> {
    if (caller?.kind === 'staff' && caller.userId === id)
      throw FieldValidationError.nonField(OperatorUserMessages.notOwnSessions);
    await this.user(id);
    await this.sessions.endAllFor(id);
    return this.show(id);
  }

  private async user(id: number): Promise<UserWithSignIn> {
    const user = await findUserWithSignIn(this.db, id);
    if (!user) throw notFound(OperatorUserMessages.userNotFound);
    return user;
  }
}
