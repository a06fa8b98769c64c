import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { IpsStatus, type IpsWizardStep } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { investmentPolicies } from '../../db/schema/index.js';

/**
 * What another module (the application's submission) asks of an account's investment policy
 * statement, and the one change it makes: this module owns the rows.
 */
export interface OngoingInvestmentPolicy {
  id: number;
  status: IpsStatus;
  wizardStep: IpsWizardStep;
}

/** The statement under way (not active) for the account, newest first; null when there is none. */
export async function findOngoingInvestmentPolicy(
  db: Database,
  accountId: number,
): Promise<OngoingInvestmentPolicy | null> {
  const [row] = await db
    .select({ id: investmentPolicies.id, status: investmentPolicies.status, wizardStep: investmentPolicies.wizardStep })
    .from(investmentPolicies)
    .where(and(eq(investmentPolicies.accountId, accountId), ne(investmentPolicies.status, IpsStatus.active)))
    .orderBy(desc(investmentPolicies.id))
    .limit(1);
  return row ?? null;
}

/**
 * The application is submitted: the completed draft now waits for signature (spec 2 §4 IPS
 * statuses). Called inside the submission's transaction; a statement not in draft is left alone.
 */
export async function sendInvestmentPolicyForSignature(
  db: Database,
  ipsId: number,
  requestedByUserId: number,
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(investmentPolicies)
    .set({
      status: IpsStatus.awaiting_signature,
      signRequestedByUserId: requestedByUserId,
      signRequestedAt: at,
      modifiedAt: at,
    })
    .where(and(eq(investmentPolicies.id, ipsId), eq(investmentPolicies.status, IpsStatus.draft)))
    .returning({ id: investmentPolicies.id });
  return moved.length > 0;
}

/**
 * The application's envelope is completed: the statement signed by everyone required now waits
 * for the portfolio manager (spec 2 §4 IPS statuses). Only one awaiting signature moves, so a
 * repeated completion job changes nothing.
 */
export async function recordInvestmentPolicySigned(db: Database, ipsId: number, at: Date): Promise<void> {
  await db
    .update(investmentPolicies)
    .set({ status: IpsStatus.portfolio_manager_review, modifiedAt: at })
    .where(and(eq(investmentPolicies.id, ipsId), eq(investmentPolicies.status, IpsStatus.awaiting_signature)));
}

/**
 * Staff activated the account: the statement the portfolio manager reviewed becomes its active
 * one. Runs inside the activation's transaction (a reaction to 'accounts.account-activated').
 */
export async function activateReviewedInvestmentPolicy(db: Database, accountId: number, at: Date): Promise<void> {
  const [reviewed] = await db
    .select({ id: investmentPolicies.id })
    .from(investmentPolicies)
    .where(
      and(
        eq(investmentPolicies.accountId, accountId),
        eq(investmentPolicies.status, IpsStatus.portfolio_manager_review),
      ),
    )
    .orderBy(desc(investmentPolicies.id))
    .limit(1);
  if (reviewed) await makeInvestmentPolicyActive(db, reviewed.id, at);
}

/**
 * The reviewed statement becomes the account's active one and the one active until now is
 * superseded (kept). Call inside a transaction; false when the statement was no longer in review
 * (another request decided it first), and then nothing changed.
 */
export async function makeInvestmentPolicyActive(db: Database, ipsId: number, at: Date): Promise<boolean> {
  const [activated] = await db
    .update(investmentPolicies)
    .set({ status: IpsStatus.active, modifiedAt: at })
    .where(and(eq(investmentPolicies.id, ipsId), eq(investmentPolicies.status, IpsStatus.portfolio_manager_review)))
    .returning({ accountId: investmentPolicies.accountId });
  if (!activated) return false;
  await db
    .update(investmentPolicies)
    .set({ supersededAt: at })
    .where(
      and(
        eq(investmentPolicies.accountId, activated.accountId),
        eq(investmentPolicies.status, IpsStatus.active),
        isNull(investmentPolicies.supersededAt),
        ne(investmentPolicies.id, ipsId),
      ),
    );
  return true;
}

/**
 * A changed statement's envelope stopped unsigned (declined or voided), or the portfolio manager
 * declined it: it returns to draft for its primary user to change and send again. Only a statement
 * in the given status moves, so a repeated call changes nothing.
 */
export async function returnInvestmentPolicyToDraft(
  db: Database,
  ipsId: number,
  from: typeof IpsStatus.awaiting_signature | typeof IpsStatus.portfolio_manager_review,
  at: Date,
): Promise<boolean> {
  const moved = await db
    .update(investmentPolicies)
    .set({ status: IpsStatus.draft, signRequestedAt: null, signRequestedByUserId: null, modifiedAt: at })
    .where(and(eq(investmentPolicies.id, ipsId), eq(investmentPolicies.status, from)))
    .returning({ id: investmentPolicies.id });
  return moved.length > 0;
}

/** A new statement under way beside the active one (issue #21 item 5), as the account's open requests read it. */
export interface InvestmentPolicyChange {
  id: number;
  status: IpsStatus;
  wizardStep: IpsWizardStep;
  createdAt: Date;
}

/**
 * The account's statement under way while another is active: a change after activation. Before
 * activation the statement travels with the application, whose own envelope says what it waits for.
 */
export async function findInvestmentPolicyChange(
  db: Database,
  accountId: number,
): Promise<InvestmentPolicyChange | null> {
  const [active] = await db
    .select({ id: investmentPolicies.id })
    .from(investmentPolicies)
    .where(
      and(
        eq(investmentPolicies.accountId, accountId),
        eq(investmentPolicies.status, IpsStatus.active),
        isNull(investmentPolicies.supersededAt),
      ),
    )
    .limit(1);
  if (!active) return null;
  const [row] = await db
    .select({
      id: investmentPolicies.id,
      status: investmentPolicies.status,
      wizardStep: investmentPolicies.wizardStep,
      createdAt: investmentPolicies.createdAt,
    })
    .from(investmentPolicies)
    .where(and(eq(investmentPolicies.accountId, accountId), ne(investmentPolicies.status, IpsStatus.active)))
    .orderBy(desc(investmentPolicies.id))
    .limit(1);
  return row ?? null;
}
