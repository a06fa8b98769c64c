export * from './enums.js';
export * from './constants.js';
export * from './messages.js';
export * from './schemas/errors.js';
export * from './schemas/pagination.js';
export * from './schemas/company-application.js';
export * from './schemas/health.js';
export * from './branding/contrast.js';

export * from './schemas/fields/identifiers.js';
export * from './schemas/fields/codes.js';
export * from './schemas/fields/password.js';
export * from './schemas/fields/person.js';
export * from './schemas/fields/dates.js';
export * from './schemas/fields/support-query.js';

export * from './validators/abn.js';
export * from './validators/acn.js';
export * from './validators/tfn.js';
export * from './validators/medicare.js';
export * from './validators/bsb.js';
export * from './validators/mobile.js';
export * from './validators/password.js';
export * from './validators/codes.js';
export * from './validators/names.js';
export * from './validators/dates.js';
export * from './validators/upload.js';

export * from './formatters/money.js';
export * from './formatters/percent.js';
export * from './formatters/identifiers.js';
export * from './formatters/dates.js';
export * from './formatters/file-names.js';
export * from './formatters/countdown.js';
export * from './formatters/capped-count.js';

export * from './money/cents.js';
export * from './dates/calendar-date.js';
export * from './accounts/secondary-user-title.js';

export * from './schemas/profile.js';
export * from './schemas/auth.js';
export * from './schemas/invitations.js';
export * from './schemas/lookups.js';
export * from './schemas/identity.js';
export * from './schemas/uploaded-file.js';
export * from './schemas/personal-details.js';
export * from './schemas/registration-details.js';
export * from './schemas/individual-tax.js';
export * from './schemas/secondary-invites.js';
