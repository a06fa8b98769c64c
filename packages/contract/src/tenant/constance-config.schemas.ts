import { z } from 'zod';
import { optionalTextField } from '../fields/text-field.js';
import {
  SCRIPT_URL_MAX_LENGTH,
  hasNoCredentials,
  isAbsoluteScriptUrl,
  isAllowedScriptUrl,
  isSecureScriptUrl,
} from '../validators/script-url.js';
import { MonitoringScriptMessages } from './constance-config.messages.js';

export const MONITORING_SCRIPT_URL_MAX_LENGTH = SCRIPT_URL_MAX_LENGTH;

/**
 * The monitoring script's address as staff type it: empty clears it, anything else must be an
 * https address (each problem with its own message, the first one broken).
 */
export const monitoringScriptUrlInputSchema = optionalTextField(MONITORING_SCRIPT_URL_MAX_LENGTH, [
  [isAbsoluteScriptUrl, MonitoringScriptMessages.notAnAddress],
  [isSecureScriptUrl, MonitoringScriptMessages.httpsOnly],
  [hasNoCredentials, MonitoringScriptMessages.noCredentials],
]);

/**
 * GET /api/utils/constance-config/: the runtime constants of the request's application that the
 * browser reads before sign-in and finds nowhere else. Branding, modules and minimums come with
 * the current application, session timings with the session configuration; they are not repeated.
 */
export const constanceConfigSchema = z
  .object({
    /** A browser monitoring (RUM) script the provider chose for this application; the pages load it once. */
    monitoring_script_url: z
      .string()
      .max(MONITORING_SCRIPT_URL_MAX_LENGTH)
      .refine(isAllowedScriptUrl, MonitoringScriptMessages.httpsOnly)
      .nullable(),
  })
  .meta({ id: 'ConstanceConfig' });
export type ConstanceConfig = z.infer<typeof constanceConfigSchema>;
