import { TwoFactorChannel } from '@portal/contract';
import { paths } from '../../../config/paths';
import { safeRedirect } from '../../../lib/safe-redirect';

/** Where the two-factor routes return to: redirect_url (or redirect_uri) when on this site, else the start. */
export function confirmationTarget(search: URLSearchParams): string {
  return safeRedirect(search) ?? paths.home.getHref();
}

/** The :channel of the route, read safely: anything but 'email' means SMS. */
export function routeChannel(value: string | undefined): TwoFactorChannel {
  return value === TwoFactorChannel.email ? TwoFactorChannel.email : TwoFactorChannel.sms;
}
