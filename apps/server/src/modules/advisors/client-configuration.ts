import { Messages, type ClientConfiguration } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { TenantRow } from '../../db/schema/index.js';
import { findClientServiceSettings } from './advisors.repository.js';

/**
 * GET /ipm/configuration/ for one tenant: its booking team, and its disclaimer or
 * the portal's default one (spec 3 §1).
 */
export async function clientConfiguration(db: Database, tenant: TenantRow | undefined): Promise<ClientConfiguration> {
  const row = tenant ? await findClientServiceSettings(db, tenant.id) : undefined;
  return {
    booking_team_email: row?.bookingTeamEmail ?? null,
    booking_team_additional_email: row?.bookingTeamAdditionalEmail ?? null,
    booking_team_phone_number: row?.bookingTeamPhoneNumber ?? null,
    disclaimer: row?.disclaimer?.length ? row.disclaimer : [...Messages.portalDisclaimer],
  };
}
