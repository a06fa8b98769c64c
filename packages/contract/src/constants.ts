/**
 * Business constants and limits of the three documents, grouped by where they bite. Money is in
 * integer cents. Field lengths count characters as typed; identifier lengths count digits.
 * General list page sizes (10, 20, 50, 100; default 10) live with the list envelope in
 * schemas/pagination.ts.
 */
import { ProductKey } from './enums.js';

// ---------------------------------------------------------------------------------------------
// Codes, passwords and sessions (spec 1 §5, §9)

export const AUTH_CODE_LENGTH = 6;
export const INVITATION_CODE_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 12;
/** Ours: a new password, long enough for any passphrase or manager-made password. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Ours: a password given to sign in or to confirm a change. Longer than a new one may be, so a
 * password set before PASSWORD_MAX_LENGTH existed still works; still short of a pasted document.
 */
export const CURRENT_PASSWORD_MAX_LENGTH = 1024;
/** Seconds before a code can be sent again, unless the session configuration says otherwise. */
export const DEFAULT_RESEND_CODE_TIMEOUT_SECONDS = 60;
/** Failed automatic identity checks after which the 'Verification required' modal is forced. */
export const MAX_IDENTITY_VERIFICATION_ATTEMPTS = 3;
/** Toasts stay this long (spec 1 §8, spec 3 §8). */
export const TOAST_DURATION_MS = 3000;

// ---------------------------------------------------------------------------------------------
// People and identity (spec 1 §5)

export const MIN_AGE_YEARS = 18;

export const PersonalDetailLimits = {
  nameMaxLength: 50,
  preferredNameMaxLength: 28,
  streetNameMaxLength: 35,
  streetNumberMaxLength: 10,
  addressLineMaxLength: 35,
  suburbMaxLength: 35,
  stateMaxLength: 255,
  postCodeMaxLength: 10,
} as const;

export const IdentityDocumentLimits = {
  /** Driver licence and passport numbers: letters and digits only. */
  documentIdMaxLength: 11,
  driverLicenceCardNumberMaxLength: 11,
  /** As typed, spaces included; see validators/medicare.ts for how 16 fits the 10-digit number. */
  medicareCardNumberMaxLength: 16,
} as const;

export const AdditionalDetailLimits = {
  occupationMaxLength: 35,
  businessNameMaxLength: 35,
  businessActivityMaxLength: 35,
  addressLineMaxLength: 35,
  suburbMaxLength: 35,
  /** Sole-trader office and principal-place post codes: digits only. */
  postCodeMaxLength: 15,
  /** A non-Australian tax identification number on the profile is exactly this many digits. */
  foreignTaxIdLength: 9,
  /** The ABN as typed, '51 824 753 556': 11 digits and their three spaces. */
  abnMaxLength: 14,
  /** Ours: countries of citizenship, and of residence, one person names at most. */
  countriesMaxCount: 10,
} as const;

// ---------------------------------------------------------------------------------------------
// Identifiers (spec 1 §5, spec 2 §5, §9)

export const ABN_LENGTH = 11;
export const ACN_LENGTH = 9;
export const BSB_LENGTH = 6;
export const TFN_MIN_LENGTH = 8;
export const TFN_MAX_LENGTH = 9;
/** Tax identification number of another country on account tax forms: digits only. */
export const TIN_MAX_LENGTH = 18;
/**
 * Ours: any country's tax identification number as typed (letters, digits, spaces, hyphens,
 * slashes), whatever a form then asks of it (see validators/tin.ts).
 */
export const TIN_INPUT_MAX_LENGTH = 30;
export const MOBILE_LENGTH = 10;
export const MOBILE_PREFIX = '04';

// ---------------------------------------------------------------------------------------------
// Account setup forms (spec 2 §5, §9)

export const AccountSetupLimits = {
  bankAccountNumberMaxLength: 10,
  bankAccountNameMaxLength: 255,
  strategyNameMaxLength: 1000,
  sourceOfFundsOtherMaxLength: 100,
  settlorNameMaxLength: 30,
  natureOfActivityMaxLength: 30,
  /** Amount inputs, '$' and separators included. */
  amountInputMaxLength: 15,
  /** Digits of a custom strategy's target percentage. */
  targetPercentMaxDigits: 18,
  targetPercentDecimals: 2,
  feeDisplayMaxDecimals: 4,
} as const;

export const SECONDARY_USERS_MAX = 3;
export const BENEFICIAL_OWNERS_MIN = 1;
/** Role id the server gives a beneficial owner when none is chosen. */
export const DEFAULT_BENEFICIAL_OWNER_ROLE_ID = 9;
/** 'Do you hold beneficial ownership or control 25% or greater...' */
export const BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT = 25;
/** A trust whose settled sum reached this names its settlor. */
export const SETTLED_SUM_THRESHOLD_CENTS = 1_000_000;

export const ALLOCATION_TOTAL_PERCENT = 100;
/** The cash minimum of an asset allocation; the message takes the figure as {n}. */
export const DEFAULT_CASH_MINIMUM_PERCENT = 2;

/** A new security restriction starts with one unit, a cost base of 1 and tomorrow's date. */
export const SecurityRestrictionDefaults = { units: 1, costBase: 1, purchaseDateOffsetDays: 1 } as const;

/** Strategic allocation labels are cached this long (spec 2 §7). */
export const TAILORED_LABELS_CACHE_MS = 15 * 60 * 1000;
/** The signing-redirect screen changes its status text every 4 to 6 seconds. */
export const SIGNING_STATUS_ROTATION_MS = { min: 4000, max: 6000 } as const;

// ---------------------------------------------------------------------------------------------
// Products and their minimums (spec 2 §1, §5, §9)

/**
 * Defaults of the application settings the documents disagree on (spec README): the first
 * reading wins. Spec 2 also states $100,000 per loan note in the wholesale terms text and
 * $1 million in descriptive text for the private portfolio; neither is a default.
 */
export const ApplicationSettingDefaults = {
  loanNoteMinimumCents: 1_000_000,
  atCallLoanNoteMinimumCents: 100,
  portfolioMinimumCents: 50_000_000,
} as const;

/** A 48-hour loan note is the at-call note: chosen once per application, $1 minimum. */
export const AT_CALL_LOAN_NOTE_TERM_HOURS = 48;
/** Terms shorter than this display in months, longer ones in years. */
export const LOAN_NOTE_TERM_YEARS_FROM_MONTHS = 12;
export const FULLY_INVESTED_OPTION_DAYS = 14;
export const UNDERLYING_ACCOUNT_PROCESSING_BUSINESS_DAYS = { min: 5, max: 10 } as const;
/** Fee-type values the documents list as constants without saying what they mean (spec 1 §9). */
export const FEE_TYPE_VALUES = ['0.00', '12'] as const;

/** This portal is the portfolio-management product; other keys appear only in labels and paths. */
export const DEFAULT_PRODUCT_KEY = ProductKey.ipm;

// ---------------------------------------------------------------------------------------------
// Files (spec 1 §5, spec 2 §5, §9)

export const FILE_MAX_SIZE_MB = 10;
export const FILE_MAX_SIZE_BYTES = FILE_MAX_SIZE_MB * 1024 * 1024;
export const ALLOWED_FILE_EXTENSIONS = ['pdf', 'png', 'jpg'] as const;
/** `.jpeg` is the same format as `.jpg`; accepting it spares users a rename. */
export const ACCEPTED_FILE_EXTENSIONS = [...ALLOWED_FILE_EXTENSIONS, 'jpeg'] as const;
export const ALLOWED_FILE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const UploadLimits = {
  genericMaxFiles: 10,
  minFiles: 1,
  certificatesMaxFiles: 10,
  trustDeedsMaxFiles: 5,
} as const;

// ---------------------------------------------------------------------------------------------
// Text inputs, search and lookups (spec 1 §5, §7, §9, spec 2 §7, spec 3 §5, §9)

export const SUPPORT_QUERY_MAX_LENGTH = 1000;
/** RFC 5321's limit on an address; longer is not an address anyone can answer. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * Ours: the longest value a field with a fixed format takes (codes, identifiers, dates). Well
 * above any valid value as typed, so a near miss still gets the format's own message, while a
 * pasted page is refused before the format is even read.
 */
export const FORMATTED_INPUT_MAX_LENGTH = 30;
export const FINDER_INPUT_MAX_LENGTH = 40;
/** Autocomplete and autosuggest start once the input is 'more than 2 characters'. */
export const AUTOSUGGEST_MIN_LENGTH = 3;

export const DebounceMs = {
  addressSearch: 300,
  bsbLookup: 300,
  investmentsSearch: 300,
  documentsAutosuggest: 500,
} as const;

export const PageSize = {
  regions: 500,
  documents: 10,
  rebalanceReports: 10,
  notifications: 10,
  /** The dashboard investments card asks for every row in one page. */
  dashboardInvestments: 99999,
} as const;

// ---------------------------------------------------------------------------------------------
// Counters and badges (spec 3 §2.2, §2.10, §2.11)

/** The new-report badge shows at most this number. */
export const REPORT_BADGE_CAP = 9;
/** The notification bell shows at most this number, then '3+'. */
export const NOTIFICATION_BELL_CAP = 3;
/** With every one of this many report types chosen, a report's type reads 'All reports'. */
export const ALL_REPORT_TYPES_COUNT = 8;

// ---------------------------------------------------------------------------------------------
// Layout (spec 1 §9, spec 3 §2.1, §2.11, §9)

/** The MUI family, used by the theme. */
export const Breakpoints = { xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 } as const;
/** The other family the documents list, in pixels. */
export const LegacyBreakpoints = { sm: 575, md: 768, lg: 992, xl: 1200, xxl: 1440 } as const;
/** The desktop header is used when the window is wider than this ('above 1200 px'). */
export const DESKTOP_HEADER_ABOVE_WIDTH = 1200;

export const DashboardGrid = {
  columnsTabletUp: 2,
  columnsMobile: 1,
  margin: 24,
  rowUnit: 10,
  cardHeightTabletUp: 380,
  cardHeightMobile: 440,
  maximisedInvestmentsMinHeight: 504,
  assetAllocationExpandedMinHeight: 504,
} as const;

// ---------------------------------------------------------------------------------------------
// Charts and motion (spec 3 §9)

export const ChartDefaults = {
  emptyScaleReturnSummary: { min: -6000, max: 6000 },
  emptyScaleCapitalPerformance: { min: -6000, max: 6000 },
  emptyScaleIncome: { min: 0, max: 6000 },
  emptyScaleTotalAssetValue: { min: 0, max: 6000 },
  emptyScaleCapitalMovement: { min: -6000, max: 6000 },
  /** Axes reach 20% above the largest value. */
  axisHeadroomRatio: 0.2,
  /** The total asset axis rounds to 10% steps. */
  totalAssetAxisRoundingRatio: 0.1,
  minWidth: 240,
  minHeight: 180,
  tooltipHideDelayMs: 300,
  cardFadeMs: 500,
  /** Twelve months back gives twelve monthly buckets. */
  twelveMonthBuckets: 12,
} as const;

/** The Australian financial year starts on 1 July. */
export const FINANCIAL_YEAR_START_MONTH = 7;

/** Rebalance tables hold fractions; the page multiplies them by this to show percentages. */
export const REBALANCE_PERCENT_MULTIPLIER = 100;

// ---------------------------------------------------------------------------------------------
// Browsers, countries and language (spec 1 §9, spec 3 §9)

/** Older versions see the unsupported-browser page; browsers not listed are allowed. */
export const MinimumBrowserVersion = { chrome: 110, firefox: 115, safari: 16, edge: 110 } as const;

export const PREFERRED_COUNTRY_ORDER = ['AU', 'NZ', 'GB', 'US'] as const;
export const DEFAULT_COUNTRY = 'AU';
export const DEFAULT_LANGUAGE = 'en';

// ---------------------------------------------------------------------------------------------
// Realtime (spec 3 §7)

export function inAppNotificationsChannel(userId: number | string): string {
  return `inapp#${userId}`;
}

export function reportsChannel(userId: number | string): string {
  return `reports#${userId}`;
}
