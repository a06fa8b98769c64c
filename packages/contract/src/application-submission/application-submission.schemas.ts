/**
 * Submitting the application from the registration summary (spec 2 §2 Registration summary, §5
 * "all six consent checkboxes must be ticked to submit"; issue #20 item 5). The summary shows the
 * six consents in the wording of `CONSENTS_VERSION`; the submission records which boxes were
 * ticked and that version, so what each person agreed to can be shown word for word later.
 *
 * - `GET  /api/accounts/{id}/application-submission/` -> ApplicationSubmissionState
 * - `POST /api/accounts/{id}/application-submission/` {consents, consents_version} -> 201 ApplicationSubmission
 *
 * Submitting needs: the primary user; nothing left to fill in; for loan notes (icf) a loan note
 * application; for the private portfolio (ipm) the portfolio application and a completed
 * investment policy statement (wizard done). The IPS then awaits signature and the account's
 * activation steps move on to signing (sign_investment_policy_statement).
 */
import { z } from 'zod';
import type { ValueOf } from '../value-of.js';

export const ConsentKey = {
  information_true: 'information_true',
  documents_read: 'documents_read',
  privacy: 'privacy',
  identity_verification: 'identity_verification',
  electronic_communication: 'electronic_communication',
  authority: 'authority',
} as const;
export type ConsentKey = ValueOf<typeof ConsentKey>;

/** The wording below; change it with the text, so a submission names what was agreed to. */
export const CONSENTS_VERSION = '2026-11';

/** The six consents as the summary shows them, in order. */
export const ConsentWording: Record<ConsentKey, string> = {
  information_true: 'I declare that the information given in this application is true, correct and complete.',
  documents_read:
    'I have read and understood the product documents, the investment policy statement and its booklet, and the fees they set out.',
  privacy: 'I consent to my personal information being collected, used and disclosed as the Privacy Policy describes.',
  identity_verification:
    'I consent to my identity being checked with the issuers of my identity documents and with a credit reporting body.',
  electronic_communication: 'I agree to receive statements, notices and other documents electronically.',
  authority:
    'I am authorised to make this application for the account and for every person named on it, and I apply for the products chosen.',
};

export const ApplicationSubmissionMessages = {
  consentRequired: 'Tick this box to submit your application',
  versionChanged: 'The wording of the consents has changed: read them again and tick each box',
  alreadySubmitted: 'This application has already been submitted',
  detailsMissing: 'Fill in the missing details before you submit your application',
  loanNoteMissing: 'Choose your loan notes before you submit your application',
  portfolioApplicationMissing: 'Complete the portfolio application before you submit your application',
  ipsIncomplete: 'Complete the investment policy statement before you submit your application',
  nothingToSubmit: 'This account has no product application to submit',
  primaryOnly: 'Only the primary user of this account can submit the application.',
  submitted: 'Your application has been submitted',
} as const;

export const applicationSubmissionCreateSchema = z
  .object({
    /** Every consent must be true; each false one is refused on its own field (`consents.privacy`). */
    consents: z.object(
      Object.fromEntries(
        Object.values(ConsentKey).map((key) => [
          key,
          z.literal(true, { error: ApplicationSubmissionMessages.consentRequired }),
        ]),
      ) as Record<ConsentKey, z.ZodLiteral<true>>,
      { error: ApplicationSubmissionMessages.consentRequired },
    ),
    consents_version: z.literal(CONSENTS_VERSION, { error: ApplicationSubmissionMessages.versionChanged }),
  })
  .meta({ id: 'ApplicationSubmissionCreate' });
export type ApplicationSubmissionCreate = z.input<typeof applicationSubmissionCreateSchema>;

export const applicationSubmissionSchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    submitted_by: z.object({ id: z.number().int(), full_name: z.string() }),
    /** ISO timestamp. */
    submitted_at: z.string(),
    consents: z.array(z.enum(ConsentKey)),
    consents_version: z.string(),
    /** The products the submission applied for: icf, ipm. */
    products: z.array(z.string()),
  })
  .meta({ id: 'ApplicationSubmission' });
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;

export const applicationSubmissionStateSchema = z
  .object({
    submission: applicationSubmissionSchema.nullable(),
    /** Whether the signed-in person may submit now, and if not why (the first reason). */
    can_submit: z.boolean(),
    refusal: z.string().nullable(),
  })
  .meta({ id: 'ApplicationSubmissionState' });
export type ApplicationSubmissionState = z.infer<typeof applicationSubmissionStateSchema>;
