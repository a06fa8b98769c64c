import {
  AdvisorMessages,
  ErrorCode,
  type ManagedClient,
  type ManagedClientsQuery,
  type OperatorAdvisorLogin,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findUserByEmail, type PasswordsService, type SessionsService } from '../auth/index.js';
import { accountsOfClients, clientsPage, holdsAnyAccount } from './advisor-logins.repository.js';
import { findAdvisor, findAdvisorOfUser } from './advisors.repository.js';

/**
 * Advisors as users (issue #24 item 1): an advisor record gets a login, and that login acts for
 * the people on the accounts the advisor serves, as staff act for anyone.
 */
export class AdvisorClientsService {
  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordsService,
    private readonly sessions: SessionsService,
  ) {}

  /** The managed-users policy's rule for advisors: the client is on an account the advisor serves. */
  async serves(actor: UserRow, client: UserRow): Promise<boolean> {
    if (actor.advisorId === null || client.isStaff || client.advisorId !== null) return false;
    return (await findAdvisorOfUser(this.db, client.id, actor.advisorId)) !== undefined;
  }

  /** Whom the signed-in person may act for; 403 for anyone who is neither staff nor an advisor. */
  async list(actor: UserRow, query: ManagedClientsQuery): Promise<{ count: number; results: ManagedClient[] }> {
    if (!actor.isStaff && actor.advisorId === null) {
      throw new HttpError(ErrorCode.managedUserForbidden, AdvisorMessages.clientsForAdvisors);
    }
    const advisorId = actor.isStaff ? null : actor.advisorId;
    const { count, rows } = await clientsPage(this.db, advisorId, {
      search: query.search,
      page: query.page,
      pageSize: query.page_size,
    });
    const accounts = await accountsOfClients(
      this.db,
      rows.map((r) => r.id),
      advisorId,
    );
    return {
      count,
      results: rows.map((user) => ({
        user_id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        accounts: (accounts.get(user.id) ?? []).map((a) => ({ id: a.id, name: a.name, account_type: a.accountType })),
      })),
    };
  }

  /**
   * Gives the advisor record its login: the person with the e-mail, or a new user with the
   * advisor's name who chooses a password from the e-mailed link. Login two-factor is on from
   * the start (the mobile given). A person who is staff, another advisor, or an investor with
   * accounts of their own is refused on `email`.
   */
  async giveLogin(
    advisorId: number,
    input: OperatorAdvisorLogin,
    links: { publicUrl: string; tenantName: string },
  ): Promise<void> {
    const advisor = await findAdvisor(this.db, advisorId);
    if (!advisor) throw notFound('No advisor has this id.');
    const existing = await findUserByEmail(this.db, input.email);
    if (existing?.isStaff) throw FieldValidationError.field('email', AdvisorMessages.loginIsStaff);
    if (existing && existing.advisorId !== null && existing.advisorId !== advisorId) {
      throw FieldValidationError.field('email', AdvisorMessages.loginTaken);
    }
    if (existing && (await holdsAnyAccount(this.db, existing.id))) {
      throw FieldValidationError.field('email', AdvisorMessages.loginHoldsAccounts);
    }
    const values = {
      advisorId,
      phoneNumber: input.phone_number,
      loginTwoFactorAuthEnabled: true,
      updatedAt: new Date(),
    };
    const login = await this.db.transaction(async (tx) => {
      // One login per advisor: a login given before goes back to being a plain user.
      await tx.update(users).set({ advisorId: null }).where(eq(users.advisorId, advisorId));
      if (existing) {
        await tx.update(users).set(values).where(eq(users.id, existing.id));
        return existing;
      }
      const [made] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          firstName: advisor.firstName,
          lastName: advisor.lastName,
          emailVerifiedAt: new Date(),
          ...values,
        })
        .returning();
      return made!;
    });
    if (existing) await this.sessions.userChanged(existing.id);
    // A login without a password yet: the e-mailed link lets them choose one.
    if (!login.passwordHash) await this.passwords.sendSetupLink(login, links);
  }
}
