import { ApiVersion } from '../api-version.js';
/** The code in the invitation e-mail (spec 1 §5): digits only. */
export const INVITATION_CODE_LENGTH = 12;

/** The version header the invitation details and accept-terms calls carry (spec 1 §7). */
export const INVITATION_API_VERSION = ApiVersion.v2;
