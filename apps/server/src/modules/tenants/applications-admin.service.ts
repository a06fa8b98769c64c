import {
  applicationEditableSchema,
  OperatorApplicationMessages,
  type ApplicationConfiguration,
  type OperatorApplication,
  type OperatorApplicationList,
  type OperatorApplicationSummary,
  type OperatorApplicationUpdate,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { TenantRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findTenant, findTenantForUpdate, listTenants, updateTenantConfiguration } from './tenants.repository.js';

function summaryOf(row: TenantRow): OperatorApplicationSummary {
  return {
    id: row.id,
    product_key: row.productKey,
    name: row.configuration.name,
    hosts: row.hosts,
    is_default: row.isDefault,
  };
}

function detailOf(row: TenantRow): OperatorApplication {
  return {
    ...summaryOf(row),
    configuration: row.configuration,
    monitoring_script_url: row.monitoringScriptUrl,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The back office's company applications (`npm run admin -- application list|show|set`): read
 * from the database (not the in-memory copy, which carries the environment's overrides), changed
 * by the operator with a reason; every process then reloads its copy (`changed`).
 */
export class ApplicationsAdminService {
  constructor(
    private readonly db: Database,
    /** Reloads this process's tenants and tells the others to. */
    private readonly changed: () => Promise<void>,
  ) {}

  async list(): Promise<OperatorApplicationList> {
    const results = (await listTenants(this.db)).map(summaryOf);
    return { count: results.length, next: null, previous: null, results };
  }

  async show(id: number): Promise<OperatorApplication> {
    const row = await findTenant(this.db, id);
    if (!row) throw notFound(OperatorApplicationMessages.applicationNotFound);
    return detailOf(row);
  }

  /**
   * Replaces the editable parts of the configuration (branding, modules, minimums, session
   * times); the other settings stay as stored. The monitoring script changes only when sent
   * (empty or null removes it). The reason goes to the audit trail with the call.
   */
  async update(id: number, input: OperatorApplicationUpdate): Promise<OperatorApplication> {
    const { reason: _reason, ...editable } = input;
    // The route's schema has checked the body; the service holds the rule for the CLI's callers too.
    const parsed = applicationEditableSchema.safeParse(editable);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
      throw new FieldValidationError(fields);
    }
    const changes = parsed.data;
    const row = await this.db.transaction(async (tx) => {
      const current = await findTenantForUpdate(tx, id);
      if (!current) throw notFound(OperatorApplicationMessages.applicationNotFound);
      const configuration: ApplicationConfiguration = {
        ...current.configuration,
        name: changes.name,
        logo: changes.logo,
        favicon: changes.favicon,
        color_schema: changes.color_schema,
        support_email: changes.support_email,
        modules: changes.modules,
        settings: { ...current.configuration.settings, ...changes.settings },
      };
      const monitoring = changes.monitoring_script_url;
      return updateTenantConfiguration(
        tx,
        id,
        configuration,
        monitoring === undefined ? undefined : monitoring || null,
      );
    });
    await this.changed();
    return detailOf(row);
  }
}
