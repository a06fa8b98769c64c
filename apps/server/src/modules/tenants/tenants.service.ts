import {
  findContrastProblems,
  scriptUrlOrigin,
  type ApplicationSettings,
  type CompanyApplicationSummary,
  type ConstanceConfig,
  type CurrentApplication,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { TenantRow } from '../../db/schema/index.js';
import { listTenants } from './tenants.repository.js';
import { DEFAULT_APPLICATION_SETTINGS } from '@portal/contract';

/** A tenant's monitoring script and the origin its pages' CSP allows. */
export interface MonitoringScript {
  url: string;
  origin: string;
}

export interface TenantChoice {
  /** Raw `Application-Id` header, if sent. */
  tenantId?: string | undefined;
  /** Host name of the request, without port. */
  hostname?: string | undefined;
}

/**
 * Tenants change rarely and are read on every request, so they are held in memory and reloaded
 * on demand (`reload()` after an operator edits one). The serialized answers are kept too: the
 * current-application call is the first thing every page load makes.
 */
export class TenantsService {
  private rows: TenantRow[] = [];
  private byId = new Map<number, TenantRow>();
  private byHost = new Map<string, TenantRow>();
  private fallback: TenantRow | undefined;
  private currentJson = new Map<number, string>();
  private monitoring = new Map<number, MonitoringScript>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Settings forced on every tenant (from the environment). */
    private readonly overrides: Partial<ApplicationSettings> = {},
  ) {}

  async reload(): Promise<void> {
    this.rows = await listTenants(this.db);
    this.byId = new Map(this.rows.map((r) => [r.id, r]));
    this.byHost = new Map(this.rows.flatMap((r) => r.hosts.map((h) => [h.toLowerCase(), r] as const)));
    this.fallback = this.rows.find((r) => r.isDefault) ?? this.rows[0];
    this.currentJson = new Map(
      this.rows.map((r) => [
        r.id,
        JSON.stringify(
          toCurrentApplication({ ...r, configuration: { ...r.configuration, settings: this.settingsFor(r.id) } }),
        ),
      ]),
    );
    this.monitoring = new Map(
      this.rows.flatMap((r) => {
        // A stored address the rule now refuses is served to nobody: the CSP could not name it.
        const origin = r.monitoringScriptUrl ? scriptUrlOrigin(r.monitoringScriptUrl) : null;
        return origin ? [[r.id, { url: r.monitoringScriptUrl!, origin }] as const] : [];
      }),
    );
  }

  /** Logs each colour pair a tenant chose that fails WCAG AA; the web theme replaces it. */
  warnAboutContrast(): void {
    for (const row of this.rows) {
      for (const p of findContrastProblems(row.configuration.color_schema)) {
        this.log.warn(
          { application: row.id, pair: p.pair, ratio: Number(p.ratio.toFixed(2)), replacement: p.replacement },
          `Application "${row.configuration.name}": ${p.pair} (${p.foreground} on ${p.background}) has contrast ${p.ratio.toFixed(2)}:1, below WCAG AA 4.5:1; the portal shows ${p.replacement} instead`,
        );
      }
    }
  }

  /** Header first, then host name, then the default tenant. */
  resolve(choice: TenantChoice): TenantRow | undefined {
    if (choice.tenantId && /^\d{1,9}$/.test(choice.tenantId.trim())) {
      const byHeader = this.byId.get(Number(choice.tenantId.trim()));
      if (byHeader) return byHeader;
    }
    if (choice.hostname) {
      const byHost = this.byHost.get(choice.hostname.toLowerCase());
      if (byHost) return byHost;
    }
    return this.fallback;
  }

  currentApplicationJson(choice: TenantChoice): string | undefined {
    const row = this.resolve(choice);
    return row ? this.currentJson.get(row.id) : undefined;
  }

  /** GET /api/utils/constance-config/ for the tenant this request chooses. */
  constanceConfig(choice: TenantChoice): ConstanceConfig {
    return { monitoring_script_url: this.monitoringScript(choice)?.url ?? null };
  }

  monitoringScript(choice: TenantChoice): MonitoringScript | undefined {
    const row = this.resolve(choice);
    return row ? this.monitoring.get(row.id) : undefined;
  }

  get(id: number | null): TenantRow | undefined {
    return (id !== null ? this.byId.get(id) : undefined) ?? this.fallback;
  }

  /** The tenant serving a product (the default one when several do). */
  forProduct(productKey: string): TenantRow | undefined {
    const serving = this.rows.filter((r) => r.productKey === productKey);
    return serving.find((r) => r.isDefault) ?? serving[0];
  }

  /** Settings of a tenant, with defaults filled in for keys added after it was stored. */
  settingsFor(id: number | null): ApplicationSettings {
    return { ...DEFAULT_APPLICATION_SETTINGS, ...this.get(id)?.configuration.settings, ...this.overrides };
  }

  list(): CompanyApplicationSummary[] {
    return this.rows.map((r) => ({ id: r.id, product_key: r.productKey }));
  }
}

export function toCurrentApplication(row: TenantRow): CurrentApplication {
  return { id: row.id, product_key: row.productKey, configuration: row.configuration };
}
