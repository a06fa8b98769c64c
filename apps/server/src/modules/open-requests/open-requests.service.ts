import {
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  EnvelopeKind,
  formatMoney,
  formatNoteTerm,
  IpsStatus,
  IpsWizardStep,
  OpenRequestKind,
  OpenRequestWords,
  type ChangeRequest,
  type OpenRequest,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount } from '../accounts/index.js';
import { changeRequestReviewPath } from '../bank-accounts/index.js';
import { findInvestmentPolicyChange } from '../investment-policies/index.js';
import { requestedRedemptionsOn } from '../redeem-requests/index.js';
import { pendingAccountInvites } from '../secondary-invites/index.js';
import { openAccountEnvelopes } from '../signing/index.js';

/** The bank-accounts module's view of an account's change requests (it checks membership and expiry). */
export type BankChangesOf = (userId: number, accountId: number) => Promise<ChangeRequest[]>;

const OPEN_BANK_CHANGE: readonly string[] = [ChangeRequestStatus.pending, ChangeRequestStatus.awaiting_approval];

/**
 * What is open on an account (spec 2 §2 'Open requests', issue #22 item 2), gathered from the
 * modules that own each kind through their doors, oldest first. Only a member of the account
 * sees them (anyone else: 404, as for an account that does not exist).
 */
export class OpenRequestsService {
  constructor(
    private readonly db: Database,
    private readonly bankChangesOf: BankChangesOf,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(userId: number, accountId: number): Promise<OpenRequest[]> {
    if (!(await findMemberAccount(this.db, userId, accountId))) throw notFound();
    const [bankChanges, envelopes, invites, ipsChange, redemptions] = await Promise.all([
      this.bankChangesOf(userId, accountId),
      openAccountEnvelopes(this.db, accountId),
      pendingAccountInvites(this.db, accountId, this.now()),
      findInvestmentPolicyChange(this.db, accountId),
      requestedRedemptionsOn(this.db, accountId),
    ]);
    const requests: OpenRequest[] = [
      ...bankChanges.filter((r) => OPEN_BANK_CHANGE.includes(r.status)).map((r) => bankChange(r)),
      ...envelopes
        .filter((e) => e.stillToSign.length > 0)
        .map((e): OpenRequest => ({
          kind: OpenRequestKind.signing,
          id: e.id,
          title: e.title,
          waits_for: signersWords(e.stillToSign, e.signaturesOwed, userId),
          created: e.createdAt.toISOString(),
          link:
            e.kind === EnvelopeKind.ips_change
              ? `/accounts/${accountId}/forms/ips-ima`
              : `/account-setup/summary/?account_id=${accountId}`,
        })),
      ...invites.map((invite): OpenRequest => ({
        kind: OpenRequestKind.invitation,
        id: invite.id,
        title: OpenRequestWords.invitationTitle(`${invite.firstName} ${invite.lastName}`),
        waits_for: OpenRequestWords.toAccept(`${invite.firstName} ${invite.lastName}`),
        created: invite.createdAt.toISOString(),
        link: `/accounts/${accountId}/forms/secondary-users`,
      })),
      ...redemptions.map(({ request, term, termUnit }): OpenRequest => ({
        kind: OpenRequestKind.redemption,
        id: request.id,
        title: OpenRequestWords.redemptionTitle(
          formatMoney(request.amountCents),
          formatNoteTerm({ term, term_unit: termUnit }),
        ),
        waits_for: OpenRequestWords.settlement,
        created: request.createdAt.toISOString(),
        link: `/confirm-redeem-request/${request.id}/`,
      })),
    ];
    const ipsWaitsFor = ipsChange ? investmentPolicyWaitsFor(ipsChange) : null;
    if (ipsChange && ipsWaitsFor) {
      requests.push({
        kind: OpenRequestKind.investment_policy,
        id: ipsChange.id,
        title: OpenRequestWords.investmentPolicyTitle,
        waits_for: ipsWaitsFor,
        created: ipsChange.createdAt.toISOString(),
        link: `/accounts/${accountId}/forms/ips-ima`,
      });
    }
    return requests.sort((a, b) => a.created.localeCompare(b.created));
  }
}

function bankChange(request: ChangeRequest): OpenRequest {
  let waitsFor: string;
  if (request.status === ChangeRequestStatus.awaiting_approval) waitsFor = OpenRequestWords.portfolioManager;
  else if (request.can_confirm) waitsFor = OpenRequestWords.yourConfirmation;
  else waitsFor = OpenRequestWords.toConfirm(request.waiting_for);
  return {
    kind: OpenRequestKind.bank_change,
    id: request.id,
    title: ChangeRequestKindLabels[request.kind],
    waits_for: waitsFor,
    created: request.created_at,
    link: changeRequestReviewPath({
      id: request.id,
      kind: request.kind,
      accountId: request.account.id,
      bankAccountId: request.bank_account_id,
    }),
  };
}

/** The viewer still to sign reads 'your signature'; otherwise the others by name. */
function signersWords(
  stillToSign: ReadonlyArray<{ userId: number | null; name: string }>,
  owed: number,
  userId: number,
) {
  if (stillToSign.some((s) => s.userId === userId)) return OpenRequestWords.yourSignature;
  return OpenRequestWords.toSign(
    stillToSign.map((s) => s.name),
    owed,
  );
}

/**
 * A change in review waits for the portfolio manager; a finished draft for its sending (the
 * signatures then show as the envelope's own request). A draft still being written is the
 * user's work in progress, not a request.
 */
function investmentPolicyWaitsFor(change: { status: IpsStatus; wizardStep: IpsWizardStep }): string | null {
  if (change.status === IpsStatus.portfolio_manager_review) return OpenRequestWords.portfolioManager;
  if (change.status === IpsStatus.draft && change.wizardStep === IpsWizardStep.done)
    return OpenRequestWords.yourSending;
  return null;
}
