/**
 * The operator API of the back office's foundations (issue #23 items 1 and 3): staff roles and
 * the audit trail of every operator-API call.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { emailSchema } from '../fields/person.js';
import { pageQuerySchema, pageSchema } from '../pagination/pagination.schemas.js';
import { BackOfficeMessages } from './back-office.messages.js';
import { StaffRole } from './staff-roles.js';

export const staffMemberSchema = z
  .object({
    user_id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_staff: z.boolean(),
    /** null: not staff (or staff from before roles, until one is given). */
    role: z.enum(StaffRole).nullable(),
    login_two_factor_auth_enabled: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.array(staffMemberSchema).meta({ id: 'StaffList' });

/** Makes the person staff with this role; `role: null` makes them not staff. */
export const operatorStaffRoleSchema = z
  .object({ email: emailSchema('Email'), role: z.enum(StaffRole).nullable() })
  .meta({ id: 'OperatorStaffRole' });
export type OperatorStaffRole = z.infer<typeof operatorStaffRoleSchema>;

export const AuditActorKind = { operator_key: 'operator_key', staff: 'staff' } as const;
export type AuditActorKind = (typeof AuditActorKind)[keyof typeof AuditActorKind];

/** The longest route pattern, target or actor a search takes. */
export const AUDIT_FILTER_MAX_LENGTH = 300;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date (a whole day in Sydney) or an instant with its offset. */
export function isAuditTime(text: string): boolean {
  return (
    (ISO_DATE.test(text) && !Number.isNaN(Date.parse(text))) ||
    (ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)))
  );
}

const auditTime = z
  .string()
  .max(FORMATTED_INPUT_MAX_LENGTH)
  .refine(isAuditTime, BackOfficeMessages.auditTimeNotValid)
  .optional();

const auditFilters = z.object({
  /** `operator_key`, `staff`, a user's id or e-mail address. */
  actor: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  /** Exactly as recorded: `account:12`, `user:someone@example.com`. */
  target: z.string().trim().min(1).max(AUDIT_FILTER_MAX_LENGTH).optional(),
  /** The start of the action: `POST ` finds every change, `GET /api/operator/accounts/` every read of them. */
  action: z.string().min(1).max(AUDIT_FILTER_MAX_LENGTH).optional(),
  /** From this day (Sydney) or instant, inclusive. */
  from: auditTime,
  /** To the end of this day (Sydney), or up to this instant, inclusive. */
  to: auditTime,
});

/** Two instants compare as such; a day stands for its first moment (so `to` that day still covers it). */
function rangeInOrder(query: { from?: string | undefined; to?: string | undefined }): boolean {
  if (!query.from || !query.to) return true;
  return query.from.slice(0, 10) <= query.to.slice(0, 10);
}
const inOrder = () => ({ message: BackOfficeMessages.auditRangeReversed, path: ['from'] });

export const auditQuerySchema = auditFilters.extend(pageQuerySchema.shape).refine(rangeInOrder, inOrder());
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The export takes the search's filters; it is one file, not a page. */
export const auditExportQuerySchema = auditFilters.refine(rangeInOrder, inOrder());
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

/** One field a change changed: its path in the record's wire view, before and after (masked when secret). */
export const auditFieldChangeSchema = z
  .object({ field: z.string(), before: z.unknown(), after: z.unknown() })
  .meta({ id: 'AuditFieldChange' });
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor_kind: z.enum(AuditActorKind),
    actor_user_id: z.number().int().nullable(),
    actor_role: z.string().nullable(),
    /** `METHOD route pattern`: `POST /api/operator/accounts/:id/activate/`. */
    action: z.string(),
    target: z.string().nullable(),
    /** params, query and body as received, secret fields masked. */
    request: z.record(z.string(), z.unknown()),
    /** The record's fields the call changed; null when it changed nothing the trail can compare. */
    changes: z.array(auditFieldChangeSchema).nullable(),
    status_code: z.number().int(),
    ip: z.string().nullable(),
    request_id: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The search counts no further: past it the page says `count_exact: false` and pages reach this far. */
export const AUDIT_COUNT_LIMIT = 10_000;

export const auditPageSchema = pageSchema(auditEntrySchema)
  .extend({
    /** False when more than AUDIT_COUNT_LIMIT entries match: `count` is then that limit, a lower bound. */
    count_exact: z.boolean(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The CSV export's columns, in order; the header row spells them so. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_kind',
  'actor_user_id',
  'actor_role',
  'action',
  'target',
  'status_code',
  'ip',
  'request_id',
  'request',
  'changes',
] as const satisfies ReadonlyArray<keyof AuditEntry>;
