/**
 * Who can give instructions on an account (spec 2 §2 Signing authority screen, §3 entity, §4 option
 * change, §5 rules, §7 "POST to create, PATCH when one exists"). One source for the form and the route.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { recordIdSchema } from '../fields/record-id.js';
import { fieldHasIssue } from '../fields/text-field.js';
import { AccountMessages } from './accounts.messages.js';
import { AdvancedSigningOption, SigningAuthorityOption } from './signing-authority.enums.js';

/**
 * An input bound on the number of signatures and of selected members, far above any account's
 * people: the server checks both against the account's real members.
 */
export const SIGNATORIES_INPUT_MAX = 50;

const required = fieldSpecMessages.fieldRequired;

/**
 * POST and PATCH /api/accounts/{id}/signing-authority/ (spec 2 §5), each rule on its field:
 * - signing_authority_option is required;
 * - advanced_settings_option is required when the option is advanced;
 * - min_number_of_signatories is required for a minimum number, from 1 (the server also caps it
 *   at the account's people);
 * - selected_signatories: at least one for specific members (the server checks each is on the account).
 * Its output applies spec 2 §4's option change: 'any' and 'all' clear the advanced fields, 'any'
 * needs 1 signature ('all' needs every member: the server sets the count); a minimum number
 * clears the selected members, specific members clear the number.
 */
export const signingAuthorityInputSchema = z
  .object({
    signing_authority_option: z.enum(SigningAuthorityOption).or(z.literal('')).default(''),
    advanced_settings_option: z.enum(AdvancedSigningOption).or(z.literal('')).nullable().default(null),
    min_number_of_signatories: z
      .number()
      .int()
      .min(1, AccountMessages.atLeastOneSignature)
      .max(SIGNATORIES_INPUT_MAX, AccountMessages.tooManySignatures(SIGNATORIES_INPUT_MAX))
      .nullable()
      .default(null),
    selected_signatories: z
      .array(recordIdSchema)
      .max(SIGNATORIES_INPUT_MAX, fieldSpecMessages.tooManyItems(SIGNATORIES_INPUT_MAX, 'members'))
      .default([]),
  })
  .superRefine((d, ctx) => {
    const problem = (field: keyof typeof d, message: string = required) => {
      if (!fieldHasIssue(ctx, field)) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (d.signing_authority_option === '') problem('signing_authority_option');
    if (d.signing_authority_option !== SigningAuthorityOption.advanced) return;
    if (!d.advanced_settings_option) problem('advanced_settings_option');
    if (d.advanced_settings_option === AdvancedSigningOption.minimum_signatures && d.min_number_of_signatories === null)
      problem('min_number_of_signatories');
    if (d.advanced_settings_option === AdvancedSigningOption.specific_members && d.selected_signatories.length === 0)
      problem('selected_signatories', AccountMessages.selectAtLeastOneMember);
  })
  .transform((d) => {
    // Each checked above: '' and a missing advanced choice never get this far.
    const option = d.signing_authority_option as SigningAuthorityOption;
    const advanced =
      option === SigningAuthorityOption.advanced ? (d.advanced_settings_option as AdvancedSigningOption) : null;
    return {
      signing_authority_option: option,
      advanced_settings_option: advanced,
      min_number_of_signatories:
        option === SigningAuthorityOption.any
          ? 1
          : advanced === AdvancedSigningOption.minimum_signatures
            ? d.min_number_of_signatories
            : null,
      selected_signatories:
        advanced === AdvancedSigningOption.specific_members ? [...new Set(d.selected_signatories)] : [],
    };
  })
  .meta({ id: 'SigningAuthorityForm' });
export type SigningAuthorityInput = z.input<typeof signingAuthorityInputSchema>;
export type SigningAuthorityValues = z.output<typeof signingAuthorityInputSchema>;

/** The saved signing authority as GET, POST and PATCH answer it. */
export const signingAuthoritySchema = z
  .object({
    account_id: z.number().int(),
    signing_authority_option: z.enum(SigningAuthorityOption),
    signing_authority_option_display: z.string(),
    advanced_settings_option: z.enum(AdvancedSigningOption).nullable(),
    /** 1 for 'any', the member count for 'all', the chosen number for a minimum; else null. */
    min_number_of_signatories: z.number().int().nullable(),
    /** The people (user ids, as the account's `users` list them) whose signatures count. */
    selected_signatories: z.array(z.number().int()),
  })
  .meta({ id: 'SigningAuthority' });
export type SigningAuthority = z.infer<typeof signingAuthoritySchema>;
